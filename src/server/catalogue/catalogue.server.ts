import type { Payload, Where } from 'payload'
import type { User } from '../../../payload-types.ts'
import { slugs } from '../../../collections/slugs.ts'
import { InvalidInputError, NotFoundError, UnauthenticatedError } from '../../domain/errors.ts'
import { pageResult, PAGE_SIZES, parsePagination, type PageResult, type PaginationQuery } from '../../domain/pagination/index.ts'
import { customStyleTitle } from '../../domain/catalogue/index.ts'
import { parseDocId, payloadIdOf } from '../../platform/payload-id.server.ts'
import type { Ambiance, CatalogueStyle, RenovationLevel } from './catalogue.types.ts'
import { toAmbiance, toCatalogueStyle, toRenovationLevel } from './to-catalogue.ts'
import { reachProject } from '../projects/project-access.server.ts'
import { readImages } from '../questionnaire/photos.server.ts'

/**
 * The style catalogue as customers read it (spec section 7: zone/all, style/all, style/one, level/all)
 * and the custom styles they add. Catalogue content is read with the reader's own access rules
 * (overrideAccess: false): an anonymous visitor sees the published catalogue, a customer also their own
 * custom styles.
 */

/** An id from the request, checked for this database: a 400 naming what it should identify otherwise. */
const parseId = (payload: Payload, raw: unknown, what: string) => parseDocId(payload, raw, `Identifiant ${what} invalide.`)

/** GET /v1/project/zone/all?p&div (5 a page): the ambiances, in the curators' order. */
export async function listZones(payload: Payload, user: User | null, query: PaginationQuery): Promise<PageResult<Ambiance>> {
  const { page, pageSize } = parsePagination(query, PAGE_SIZES.zones)
  const result = await payload.find({ collection: slugs.zones, sort: 'position', page, limit: pageSize, depth: 1, user, overrideAccess: false })
  return pageResult({ data: result.docs.map(toAmbiance), total: result.totalDocs, page, pageSize })
}

export type StyleListQuery = PaginationQuery & { custom?: string | null; zone?: string | null }

/**
 * GET /v1/project/style/all?p&div&custom&zone (5 a page): the published catalogue styles (of one ambiance
 * when `zone` is given), or with custom=1 the signed-in customer's own custom styles.
 */
export async function listStyles(payload: Payload, user: User | null, query: StyleListQuery): Promise<PageResult<CatalogueStyle>> {
  const { page, pageSize } = parsePagination(query, PAGE_SIZES.styles)
  const isCustom = query.custom === '1' || query.custom === 'true'
  if (isCustom && !user) throw new UnauthenticatedError()
  const where: Where = isCustom
    ? { and: [{ isCustom: { equals: true } }, { owner: { equals: user?.id } }] }
    : {
        and: [
          { isCustom: { equals: false } },
          { isPublished: { equals: true } },
          ...(query.zone ? [{ zone: { equals: payloadIdOf(payload, parseId(payload, query.zone, 'd’ambiance')) } }] : []),
        ],
      }
  const result = await payload.find({
    collection: slugs.styles,
    where,
    sort: isCustom ? '-createdAt' : 'title',
    page,
    limit: pageSize,
    depth: 1,
    user,
    overrideAccess: false,
  })
  return pageResult({ data: result.docs.map(toCatalogueStyle), total: result.totalDocs, page, pageSize })
}

/** GET /v1/project/style/one/{id}: a published catalogue style, or one of the reader's custom styles. */
export async function oneStyle(payload: Payload, user: User | null, rawId: string | undefined): Promise<CatalogueStyle> {
  const id = payloadIdOf(payload, parseId(payload, rawId, 'de style'))
  const { docs } = await payload.find({ collection: slugs.styles, where: { id: { equals: id } }, limit: 1, depth: 1, user, overrideAccess: false })
  const style = docs[0]
  // An unpublished catalogue style is hidden from customers as if it did not exist.
  if (!style || (!style.isCustom && style.isPublished === false)) throw new NotFoundError('Style introuvable.')
  return toCatalogueStyle(style)
}

/** GET /v1/project/level/all: the renovation levels, in the curators' order. */
export async function listLevels(payload: Payload, user: User | null): Promise<{ data: RenovationLevel[] }> {
  const { docs } = await payload.find({ collection: slugs.levels, sort: 'position', pagination: false, depth: 0, user, overrideAccess: false })
  return { data: docs.map(toRenovationLevel) }
}

/** How many photos one custom style may hold. */
export const MAX_CUSTOM_STYLE_PHOTOS = 10

/**
 * POST /v1/project/style/custom/{projectId} (title, photos[]): the 'Ajout d'un style personnalisé' dialog.
 * Every photo is checked (images only, by their bytes) before any is stored; the style and its photos
 * belong to the customer. An empty title takes the spec's default, numbered after the customer's custom
 * styles.
 */
export async function createCustomStyle(
  payload: Payload,
  { user, projectId, title, files }: { user: User | null; projectId: unknown; title: unknown; files: readonly File[] },
): Promise<CatalogueStyle> {
  if (!user) throw new UnauthenticatedError()
  const { project } = await reachProject(payload, parseId(payload, projectId, 'de projet'), { user, visitorKey: null }, { forWrite: true })
  const images = await readImages(files.slice(0, MAX_CUSTOM_STYLE_PHOTOS + 1))
  if (images.length > MAX_CUSTOM_STYLE_PHOTOS) throw new InvalidInputError(`Un style personnalisé contient au plus ${MAX_CUSTOM_STYLE_PHOTOS} photos.`)
  const { totalDocs } = await payload.count({ collection: slugs.styles, where: { and: [{ isCustom: { equals: true } }, { owner: { equals: user.id } }] }, user, overrideAccess: false })
  const typed = typeof title === 'string' ? title.trim().slice(0, 120) : ''
  const photos: number[] = []
  for (const { file, data } of images) {
    const photo = await payload.create({
      collection: slugs.photos,
      data: { alt: typed || file.name },
      file: { data, mimetype: file.type || 'application/octet-stream', name: file.name || 'photo', size: data.length },
      depth: 0,
      user,
      overrideAccess: false,
    })
    photos.push(photo.id)
  }
  const style = await payload.create({
    collection: slugs.styles,
    data: { title: typed || customStyleTitle({ projectId: project.id, count: totalDocs + 1 }), isCustom: true, isPublished: true, photos },
    depth: 1,
    user,
    overrideAccess: false,
  })
  return toCatalogueStyle(style)
}
