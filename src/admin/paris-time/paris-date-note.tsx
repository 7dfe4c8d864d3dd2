'use client'
import type { DateFieldClientComponent } from 'payload'
import { useFormFields } from '@payloadcms/ui'
import { PARIS_TIME_COPY as COPY } from './copy.ts'
import { parisDateTime } from './format.ts'

/**
 * Under a date and time field of the back office: the value in Paris time, the hour the customer reads. Payload's
 * date picker shows the browser's own time zone, which may not be Paris's.
 */
export const ParisDateNote: DateFieldClientComponent = ({ path }) => {
  const value = useFormFields(([fields]) => fields[path ?? '']?.value)
  if (typeof value !== 'string' || value === '') return null
  return <p className="field-description paris-date-note">{COPY.note(parisDateTime(value))}</p>
}
