'use client'
import type { SelectFieldClientComponent } from 'payload'
import { SelectInput, useField } from '@payloadcms/ui'
import { LINK_OPTIONS } from '../../../collections/fields/question-types.ts'
import { RULE_WORDS } from '../../domain/questionnaire/messages.ts'

/**
 * How a condition joins the ones before it: the first condition of a rule opens the sentence ('Si'), the
 * following ones read 'et' or 'ou' (one 'ou' makes the whole rule an 'any', as the engine reads it).
 */
export const ConditionLinkField: SelectFieldClientComponent = ({ path, field }) => {
  const { value, setValue } = useField<string>({ path })
  const isFirst = /\.0\.link$/.test(path)
  if (isFirst) {
    return (
      <div className="field-type condition-builder__if">
        <span className="field-label">&nbsp;</span>
        <strong style={{ display: 'block', paddingTop: 10 }}>{RULE_WORDS.if}</strong>
      </div>
    )
  }
  return (
    <SelectInput
      path={path}
      name={field?.name ?? 'link'}
      label={typeof field?.label === 'string' ? field.label : undefined}
      options={LINK_OPTIONS}
      value={value ?? 'et'}
      isClearable={false}
      onChange={(option) => {
        const picked = Array.isArray(option) ? option[0] : option
        if (picked && typeof picked === 'object' && 'value' in picked) setValue(String(picked.value))
      }}
    />
  )
}
