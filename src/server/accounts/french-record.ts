import type { CollectionSlug, FlattenedField, Payload } from 'payload'

/** Names Payload gives every document or upload, which no collection declares with a label. */
const COMMON_NAMES: Record<string, string> = {
  id: 'Identifiant',
  email: 'Adresse email',
  createdAt: 'Créé le',
  updatedAt: 'Modifié le',
  filename: 'Nom du fichier',
  mimeType: 'Type de fichier',
  filesize: 'Taille (octets)',
  width: 'Largeur (px)',
  height: 'Hauteur (px)',
  url: 'Adresse',
  thumbnailURL: 'Adresse de la vignette',
  sizes: 'Tailles',
  focalX: 'Point focal X',
  focalY: 'Point focal Y',
}

/** A field's French label, as the back office shows it (a label per language, or one string), else its name. */
function labelOf(field: FlattenedField): string {
  return frenchText((field as { label?: unknown }).label) ?? COMMON_NAMES[field.name] ?? field.name
}

/** A label as Payload takes it: one string, or one per language (a function or false: none). */
function frenchText(label: unknown): string | null {
  if (typeof label === 'string') return label
  const french = label && typeof label === 'object' ? (label as Record<string, unknown>).fr : undefined
  return typeof french === 'string' ? french : null
}

/** The French name of a collection (its plural label), for a section of the export. */
export function collectionTitle(payload: Payload, slug: CollectionSlug): string {
  return frenchText((payload.collections[slug].config.labels as { plural?: unknown }).plural) ?? slug
}

function frenchValue(fields: FlattenedField[] | undefined, value: unknown): unknown {
  if (!fields) return value
  if (Array.isArray(value)) return value.map((item) => (item && typeof item === 'object' ? frenchFields(fields, item as Record<string, unknown>) : item))
  return value && typeof value === 'object' ? frenchFields(fields, value as Record<string, unknown>) : value
}

function frenchFields(fields: FlattenedField[], doc: Record<string, unknown>): Record<string, unknown> {
  const byName = new Map(fields.map((field) => [field.name, field]))
  return Object.fromEntries(
    Object.entries(doc).map(([name, value]) => {
      const field = byName.get(name)
      if (!field) return [COMMON_NAMES[name] ?? name, value]
      const subFields = 'flattenedFields' in field ? (field.flattenedFields as FlattenedField[]) : undefined
      return [labelOf(field), frenchValue(subFields, value)]
    }),
  )
}

/**
 * A document of `slug` with French names, those of the back office's labels (« Titre », « Statut »…), for
 * the personal-data export: what the customer reads is their data, not our column names.
 */
export function frenchRecord(payload: Payload, slug: CollectionSlug, doc: Record<string, unknown>): Record<string, unknown> {
  return frenchFields(payload.collections[slug].config.flattenedFields, doc)
}
