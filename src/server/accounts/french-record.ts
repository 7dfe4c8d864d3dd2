import type { CollectionSlug, FlattenedField, Payload } from 'payload'
import { slugs } from '../../../collections/slugs.ts'
import { isProjectStatus, statusLabel } from '../../domain/workflow/index.ts'

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

/** Values stored as codes that no option names: a project's status, a number, reads as its French name. */
const CODED_VALUES: Partial<Record<CollectionSlug, Record<string, (value: unknown) => unknown>>> = {
  [slugs.projects]: { status: (value) => (isProjectStatus(value) ? statusLabel(value) : value) },
}

/** A choice's value as the back office shows it: its option's French label (the value where none matches). */
function optionLabel(field: FlattenedField, value: unknown): unknown {
  const options = 'options' in field ? (field.options as Array<string | { value: string; label?: unknown }>) : []
  const option = options.find((item) => (typeof item === 'string' ? item : item.value) === value)
  return (option && typeof option === 'object' && frenchText(option.label)) ?? value
}

function frenchValue(field: FlattenedField, value: unknown): unknown {
  if (field.type === 'select' || field.type === 'radio') return Array.isArray(value) ? value.map((item) => optionLabel(field, item)) : optionLabel(field, value)
  const fields = 'flattenedFields' in field ? (field.flattenedFields as FlattenedField[]) : undefined
  if (!fields) return value
  if (Array.isArray(value)) return value.map((item) => (item && typeof item === 'object' ? frenchFields(fields, item as Record<string, unknown>) : item))
  return value && typeof value === 'object' ? frenchFields(fields, value as Record<string, unknown>) : value
}

function frenchFields(fields: FlattenedField[], doc: Record<string, unknown>, coded: Record<string, (value: unknown) => unknown> = {}): Record<string, unknown> {
  const byName = new Map(fields.map((field) => [field.name, field]))
  return Object.fromEntries(
    Object.entries(doc).map(([name, value]) => {
      const field = byName.get(name)
      if (!field) return [COMMON_NAMES[name] ?? name, value]
      return [labelOf(field), coded[name] ? coded[name](value) : frenchValue(field, value)]
    }),
  )
}

/**
 * A document of `slug` in French, for the personal-data export: the back office's labels for names (« Titre »,
 * « Statut »…) and for choices (« Annulé », not `cancelled`), a project's status by its name: what the customer
 * reads is their data, not our column names and codes.
 */
export function frenchRecord(payload: Payload, slug: CollectionSlug, doc: Record<string, unknown>): Record<string, unknown> {
  return frenchFields(payload.collections[slug].config.flattenedFields, doc, CODED_VALUES[slug])
}
