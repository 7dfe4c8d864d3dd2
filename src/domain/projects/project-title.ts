import type { DocId } from '../ids/index.ts'

/**
 * The name a project goes by everywhere (screens, emails, payments, the signed contract): its title, or
 * « Projet nº {id} » while it has none (a project the questionnaire created has no title yet).
 */
export function projectTitleOf({ id, title }: { id: DocId | number; title?: string | null }): string {
  return title?.trim() || `Projet nº ${id}`
}
