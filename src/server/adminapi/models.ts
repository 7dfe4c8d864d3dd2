import { globalSlugs, slugs } from '../../../collections/slugs.ts'

/** What a model of the admin API names: a collection, or a global (one document, read and updated only). */
export type AdminModel = { name: string; kind: 'collection'; slug: (typeof slugs)[keyof typeof slugs] } | { name: string; kind: 'global'; slug: (typeof globalSlugs)[keyof typeof globalSlugs] }

/**
 * The models of /adminapi/v1/{model}, by the spec's entity names (section 3) where it has one, by the
 * collection's slug otherwise. The README's "Admin API" table lists the same lines.
 */
export const ADMIN_MODELS: readonly AdminModel[] = [
  { name: 'user', kind: 'collection', slug: slugs.users },
  { name: 'project', kind: 'collection', slug: slugs.projects },
  { name: 'quizz', kind: 'collection', slug: slugs.quizzes },
  { name: 'quizztion', kind: 'collection', slug: slugs.questions },
  { name: 'response', kind: 'collection', slug: slugs.responses },
  { name: 'style', kind: 'collection', slug: slugs.styles },
  { name: 'zone', kind: 'collection', slug: slugs.zones },
  { name: 'level', kind: 'collection', slug: slugs.levels },
  { name: 'photo', kind: 'collection', slug: slugs.photos },
  { name: 'folder', kind: 'collection', slug: slugs.folders },
  { name: 'file', kind: 'collection', slug: slugs.files },
  { name: 'rapport', kind: 'collection', slug: slugs.reports },
  { name: 'rdv', kind: 'collection', slug: slugs.appointments },
  { name: slugs.agendas, kind: 'collection', slug: slugs.agendas },
  { name: slugs.contactMessages, kind: 'collection', slug: slugs.contactMessages },
  { name: slugs.projectHistory, kind: 'collection', slug: slugs.projectHistory },
  { name: slugs.payments, kind: 'collection', slug: slugs.payments },
  { name: slugs.paymentEvents, kind: 'collection', slug: slugs.paymentEvents },
  { name: slugs.signatures, kind: 'collection', slug: slugs.signatures },
  { name: 'param', kind: 'global', slug: globalSlugs.params },
  { name: globalSlugs.pricingGrid, kind: 'global', slug: globalSlugs.pricingGrid },
  { name: globalSlugs.paymentSettings, kind: 'global', slug: globalSlugs.paymentSettings },
  { name: globalSlugs.homeContent, kind: 'global', slug: globalSlugs.homeContent },
  { name: globalSlugs.companyIdentity, kind: 'global', slug: globalSlugs.companyIdentity },
]

/**
 * Every name a model answers to: its name, its plural as the spec's upload paths write them (photos,
 * quizzs, rapports: the name and an s) and its slug.
 */
const BY_NAME = new Map<string, AdminModel>(ADMIN_MODELS.flatMap((model) => [model.name, `${model.name}s`, model.slug].map((name) => [name, model] as const)))

/** The model a path names, or null (the route answers 404). */
export function adminModelNamed(name: string | undefined): AdminModel | null {
  return BY_NAME.get(name ?? '') ?? null
}
