import { describe, expect, it } from 'vitest'
import type { FlattenedField } from 'payload'
import { flattenAllFields } from 'payload'
import { Projects } from '../../../collections/Projects/index.ts'
import { ROW_FIELDS_OF_ANSWERS } from './project-answer-fields.server.ts'

/**
 * Answers write ROW_FIELDS_OF_ANSWERS on the project's row without Payload's update and its hooks
 * (src/server/questionnaire/project-answer-fields.server.ts). That is sound only as long as these are
 * plain values of the row and no hook of the collection acts on them: this test fails when either changes,
 * so that the path is reviewed again.
 */
describe('the project fields answers write on the row', () => {
  it('are plain values of the project row, without hooks, validation or access of their own', () => {
    const fields = flattenAllFields({ fields: Projects.fields }) as FlattenedField[]
    for (const name of ROW_FIELDS_OF_ANSWERS) {
      const field = fields.find((candidate) => candidate.name === name) as (FlattenedField & Record<string, unknown>) | undefined
      expect(field, name).toBeDefined()
      expect(['number', 'text', 'select'], name).toContain(field!.type)
      expect({ name, hasMany: field!.hasMany, localized: field!.localized, hooks: field!.hooks, validate: field!.validate, access: field!.access }).toEqual({
        name,
        hasMany: undefined,
        localized: undefined,
        hooks: undefined,
        validate: undefined,
        access: undefined,
      })
    }
  })

  it('were reviewed against every hook of the Projects collection (a new hook: review it, then list it here)', () => {
    const hooks = Object.fromEntries(Object.entries(Projects.hooks ?? {}).map(([moment, list]) => [moment, (list ?? []).map((hook) => hook.name)]))
    expect(hooks).toEqual({
      beforeChange: [
        'refuseCustomerWritesOnFrozenProject',
        'requireReadableRelations',
        'assignOwnerToSelf',
        'requireAttachableFiles',
        'moveToEstimateAvailable',
        // Acts on the quote and fee presentation files and the status only: none of ROW_FIELDS_OF_ANSWERS.
        'moveToQuotePayment',
        'enforceStatusTransition',
        'requireOverrideReason',
        'computeIndicativeBudget',
      ],
      afterChange: [
        'createProjectFolder',
        'moveContentsToNewOwner',
        'recordStatusChange',
        'fileAttachedDocuments',
        'publishProjectEvents',
        'notifyCustomerOfEstimate',
        'notifyCustomerOfStatusMove',
      ],
      beforeDelete: ['refuseCustomerDeletesOnFrozenProject', 'deleteProjectContents'],
    })
  })
})
