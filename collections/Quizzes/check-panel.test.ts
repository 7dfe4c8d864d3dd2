import { describe, expect, it } from 'vitest'
import type { Condition, UIField } from 'payload'
import { Quizzes } from './index.ts'
import type { Role } from '../roles.ts'

/** The questionnaire check panel, as the admin decides whether to show it: only to roles that may run the check. */
const checkPanel = Quizzes.fields.find((field) => 'name' in field && field.name === 'publish') as UIField
const isShownTo = (role: Role) => (checkPanel.admin?.condition as Condition)({}, {}, { blockData: {}, operation: 'update', path: ['publish'], user: { id: 1, role } as never })

describe('the questionnaire check panel', () => {
  it.each(['marketing', 'staff', 'admin'] as const)('is shown to %s, who may run the check', (role) => {
    expect(isShownTo(role)).toBe(true)
  })

  it.each(['curator', 'customer'] as const)('is hidden from %s, whose check would fail with a 403', (role) => {
    expect(isShownTo(role)).toBe(false)
  })
})
