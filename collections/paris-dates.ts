import type { Field, SanitizedConfig } from 'payload'

const CELL = '/src/admin/paris-time/paris-date-cell.tsx#ParisDateCell'
const NOTE = '/src/admin/paris-time/paris-date-note.tsx#ParisDateNote'
const DOCUMENT_DATES = '/src/admin/paris-time/document-dates.tsx#ParisDocumentDates'

/** A date field's own components, with the Paris ones added beside any it declares. */
function inParisTime(field: Extract<Field, { type: 'date' }>): void {
  const components = (field.admin ??= {}).components ?? {}
  const isDayOnly = (field.admin.date?.pickerAppearance ?? 'dayOnly') === 'dayOnly'
  field.admin.components = {
    ...components,
    Cell: components.Cell ?? CELL,
    ...(!isDayOnly && !field.admin.hidden ? { afterInput: [...(components.afterInput ?? []), NOTE] } : {}),
  }
}

function walk(fields: Field[]): void {
  for (const field of fields) {
    if (field.type === 'date') inParisTime(field)
    else if (field.type === 'tabs') for (const tab of field.tabs) walk(tab.fields)
    else if ('fields' in field && Array.isArray(field.fields)) walk(field.fields)
    else if (field.type === 'blocks') for (const block of field.blocks) if (typeof block !== 'string') walk(block.fields)
  }
}

/**
 * Dates and times in the back office in Paris time, everywhere (issue #36): every date column of every list
 * (createdAt and updatedAt, added by Payload, included), every date and time field and every document's
 * « Modifié le » and « Créé le », whatever the time zone
 * of the server rendering the page or of the staff member's browser. Run on the sanitized config, where
 * Payload has added its timestamp fields.
 */
export function showDatesInParisTime(config: SanitizedConfig): SanitizedConfig {
  for (const entity of [...config.collections, ...config.globals]) walk(entity.fields)
  // A document's « Modifié le » and « Créé le », above its buttons (Payload's own pair is in the browser's zone).
  for (const collection of config.collections) {
    if (collection.timestamps === false) continue
    const components = (collection.admin.components ??= {})
    const edit = (components.edit ??= {})
    edit.beforeDocumentControls = [...(edit.beforeDocumentControls ?? []), DOCUMENT_DATES]
  }
  return config
}
