import type { BaseFilter } from 'payload'

/**
 * The staff projects list hides the drafts visitors started without an account (no owner yet: they show
 * as « <Pas de Titre> » and are removed after 30 days) unless its URL asks for them with
 * `?brouillons=afficher`, which the switch above the list sets or clears
 * (src/admin/project-list/ownerless-drafts-toggle.tsx).
 */
export const OWNERLESS_DRAFTS_PARAM = 'brouillons'
export const SHOWN_OWNERLESS_DRAFTS = 'afficher'

/** Whether the list's query (the page's search parameters) asks for the ownerless drafts. */
export function isShowingOwnerlessDrafts(query: Readonly<Record<string, unknown>> | null | undefined): boolean {
  return query?.[OWNERLESS_DRAFTS_PARAM] === SHOWN_OWNERLESS_DRAFTS
}

/**
 * The projects list's base filter: the projects that have an owner, unless the list asks for the drafts.
 * A view's filter only: who may read which project stays with the collection's access.
 */
export const hideOwnerlessDrafts: BaseFilter = ({ req }) => (isShowingOwnerlessDrafts(req.query) ? null : { owner: { exists: true } })
