import type { FlattenedField, Payload, PayloadRequest, SanitizedCollectionConfig } from 'payload'
import { QueryError } from 'payload'
import type { User } from '../../../payload-types.ts'
import { userHasRole } from '../../../collections/access/roles-of.ts'
import { BACK_OFFICE_ROLES } from '../../../collections/roles.ts'
import { slugs } from '../../../collections/slugs.ts'
import { deleteOrRetireQuestion } from '../../../collections/Questions/question-deletion.server.ts'
import { UNKNOWN_QUERY_FIELD } from '../../../collections/hooks/answer-bad-queries-in-french.ts'
import { ForbiddenError, InvalidInputError, NotFoundError, UnauthenticatedError } from '../../domain/errors.ts'
import { parseAdminListQuery, type AdminListQueryInput } from '../../domain/admin-query/index.ts'
import { pageResult, type PageResult } from '../../domain/pagination/index.ts'
import { isWellFormedDocId, parseDocId, payloadIdOf } from '../../platform/payload-id.server.ts'
import { JSON_REFUSALS, MAX_JSON_BYTES } from '../../platform/http/json-body.ts'
import { UPLOAD_BODY_LIMIT } from '../http/body-limits.ts'
import { readBody } from '../v1/read-input.server.ts'
import { adminModelNamed, type AdminModel } from './models.ts'
import { ADMIN_API_COPY } from './copy.ts'

type WireDocument = Record<string, unknown>
type CollectionModel = Extract<AdminModel, { kind: 'collection' }>

/**
 * Fields no answer carries and no query names, whatever the caller may read. NOTE: Payload lets an account
 * read its own sessions (their ids); its hidden fields (hash, salt, tokens) it leaves out by itself.
 */
const NEVER_ANSWERED = new Set(['sessions'])

const WRITE_BODY_LIMIT = { maxBytes: MAX_JSON_BYTES, tooLargeMessage: JSON_REFUSALS.tooLarge }

/**
 * The back office's user, or 401 without a session and 403 ('unauthorized') for a customer: the admin API
 * is the back office's door (trust-boundary.md), whatever a collection would let a customer do elsewhere.
 */
export function requireBackOffice(user: User | null): User {
  if (!user) throw new UnauthenticatedError()
  if (!userHasRole(user, ...BACK_OFFICE_ROLES)) throw new ForbiddenError()
  return user
}

/**
 * How every Local API call of the admin API is made: as the caller, with the collections' access, through
 * the back office's door. NOTE: `payloadAPI: 'REST'` is what makes it that door: the access functions give
 * the Local API (`isProductCall`) to the product's services, which check more before they write (the
 * current password of an account, a customer's own records); a fresh `req` per call, which Payload fills in.
 */
function asCaller(user: User) {
  return { user, overrideAccess: false, depth: 0, req: { payloadAPI: 'REST' } as Partial<PayloadRequest> } as const
}

/** The model a path names; 404 for any other name. */
function modelOf(name: string | undefined): AdminModel {
  const model = adminModelNamed(name)
  if (!model) throw new NotFoundError(ADMIN_API_COPY.unknownModel)
  return model
}

/** The same, for the calls a global does not have (show, delete, upload): 404 for a global. */
function collectionModelOf(name: string | undefined): CollectionModel {
  const model = modelOf(name)
  if (model.kind !== 'collection') throw new NotFoundError(ADMIN_API_COPY.unknownModel)
  return model
}

const configOf = (payload: Payload, model: CollectionModel): SanitizedCollectionConfig => payload.collections[model.slug].config

function globalFieldsOf(payload: Payload, slug: string): FlattenedField[] {
  return payload.config.globals.find((global) => global.slug === slug)?.flattenedFields ?? []
}

/** The fields a caller may name in cond, only and sort: the collection's own, hidden ones (hashes, tokens, salts) left out. */
function namedFields(config: SanitizedCollectionConfig): Set<string> {
  const visible = config.flattenedFields.filter((field) => !('hidden' in field && field.hidden) && !NEVER_ANSWERED.has(field.name))
  return new Set(['id', ...visible.map((field) => field.name)])
}

/** Applies `convert` to every relation id of a document or of written data: top-level fields, named groups and array rows. */
function mapRelationIds(fields: FlattenedField[], record: Record<string, unknown>, convert: (id: unknown) => unknown): Record<string, unknown> {
  const mapped: Record<string, unknown> = { ...record }
  const convertOne = (value: unknown): unknown =>
    value && typeof value === 'object' && 'relationTo' in value && 'value' in value ? { ...value, value: convert(value.value) } : convert(value)
  for (const field of fields) {
    const value = mapped[field.name]
    if (value === undefined || value === null) continue
    if (field.type === 'relationship' || field.type === 'upload') mapped[field.name] = Array.isArray(value) ? value.map(convertOne) : convertOne(value)
    else if (field.type === 'group' && typeof value === 'object' && !Array.isArray(value)) mapped[field.name] = mapRelationIds(field.flattenedFields, value as Record<string, unknown>, convert)
    else if (field.type === 'array' && Array.isArray(value))
      mapped[field.name] = value.map((row: unknown) => (row && typeof row === 'object' ? mapRelationIds(field.flattenedFields, row as Record<string, unknown>, convert) : row))
  }
  return mapped
}

/** An id as the wire carries it: an opaque string (design/api.md). */
const wireId = (id: unknown): unknown => (typeof id === 'number' ? String(id) : id)

/** A document as the admin API answers it: the collection's own field names, ids (its own and its relations') as strings. */
function toWireDocument(fields: FlattenedField[], doc: Record<string, unknown>): WireDocument {
  const wire = mapRelationIds(fields, doc, wireId)
  if ('id' in wire) wire.id = wireId(wire.id)
  for (const name of NEVER_ANSWERED) delete wire[name]
  return wire
}

/** Written data with its relations' ids (strings on the wire) as the database holds them; anything else is left for Payload's validation to refuse. */
function toStoredData(payload: Payload, fields: FlattenedField[], data: Record<string, unknown>): Record<string, unknown> {
  return mapRelationIds(fields, data, (id) => (typeof id === 'string' && isWellFormedDocId(payload, id.trim()) ? payloadIdOf(payload, id.trim()) : id))
}

/** Payload's QueryError (a path that cannot be queried, such as a field the caller may not read), in French. */
async function withQueryInFrench<T>(query: () => Promise<T>): Promise<T> {
  try {
    return await query()
  } catch (error) {
    if (error instanceof QueryError) throw new InvalidInputError(UNKNOWN_QUERY_FIELD, { cause: error })
    throw error
  }
}

const selectOf = (only: string[] | null) => (only ? Object.fromEntries(only.map((name) => [name, true])) : undefined)

/** GET /adminapi/v1/{model}?p&div&cond&only&sort&d: a page of the collection, as the caller may read it; a global's one document. */
export async function listModel(payload: Payload, { user, modelName, query }: { user: User | null; modelName: string | undefined; query: AdminListQueryInput }): Promise<PageResult<WireDocument> | WireDocument> {
  const caller = requireBackOffice(user)
  const model = modelOf(modelName)
  if (model.kind === 'global') return toWireDocument(globalFieldsOf(payload, model.slug), (await payload.findGlobal({ slug: model.slug, ...asCaller(caller) })) as never)
  const config = configOf(payload, model)
  const { page, pageSize, equalities, only, sort } = parseAdminListQuery(query, namedFields(config))
  const where = Object.fromEntries(equalities.map(({ field, value }) => [field, value === null ? { exists: false } : { equals: value }]))
  const found = await withQueryInFrench(() =>
    payload.find({
      collection: model.slug,
      where,
      page,
      limit: pageSize,
      sort: sort.direction === 'desc' ? `-${sort.field}` : sort.field,
      select: selectOf(only) as never,
      ...asCaller(caller),
    }),
  )
  return pageResult({ data: found.docs.map((doc) => toWireDocument(config.flattenedFields, doc as never)), total: found.totalDocs, page, pageSize })
}

/** GET /adminapi/v1/{model}/show/{id}?only: one document, as the caller may read it (404 when they may not). */
export async function showDocument(payload: Payload, { user, modelName, id, only }: { user: User | null; modelName: string | undefined; id: string | undefined; only: string | null }): Promise<WireDocument> {
  const caller = requireBackOffice(user)
  const model = collectionModelOf(modelName)
  const config = configOf(payload, model)
  const select = selectOf(parseAdminListQuery({ only }, namedFields(config)).only)
  const doc = await payload.findByID({ collection: model.slug, id: parseDocId(payload, id), select: select as never, ...asCaller(caller) })
  return toWireDocument(config.flattenedFields, doc as never)
}

/** The fields of a write: a JSON object, or form fields (Payload's `_payload` JSON, or one text per field); files go through upload. */
async function writeData(payload: Payload, request: Request, fields: FlattenedField[]): Promise<Record<string, unknown>> {
  const body = await readBody(request, WRITE_BODY_LIMIT)
  if (body.files.size > 0) throw new InvalidInputError(ADMIN_API_COPY.filesGoToUpload)
  return toStoredData(payload, fields, dataOfForm(body.fields))
}

/** Form fields as data: Payload's `_payload` JSON when sent, else one text per field (a JSON body is its own data). */
function dataOfForm(fields: Record<string, unknown>): Record<string, unknown> {
  return typeof fields._payload === 'string' ? formPayload(fields._payload) : fields
}

function formPayload(text: string): Record<string, unknown> {
  let parsed: unknown
  try {
    parsed = JSON.parse(text)
  } catch (error) {
    throw new InvalidInputError(ADMIN_API_COPY.dataNotJson, { field: '_payload', cause: error })
  }
  if (parsed === null || typeof parsed !== 'object' || Array.isArray(parsed)) throw new InvalidInputError(ADMIN_API_COPY.dataNotJson, { field: '_payload' })
  return parsed as Record<string, unknown>
}

/**
 * POST or PATCH /adminapi/v1/{model}[/{id}][?need_data=1]: creates (no id) or updates a document, or
 * updates a global, with the caller's rights. Answers the written document with need_data=1, else its id.
 */
export async function writeDocument(
  payload: Payload,
  { user, modelName, id, request }: { user: User | null; modelName: string | undefined; id: string | undefined; request: Request },
): Promise<{ created: boolean; body: WireDocument }> {
  const caller = requireBackOffice(user)
  const model = modelOf(modelName)
  const needData = new URL(request.url).searchParams.get('need_data') === '1'
  if (model.kind === 'global') {
    if (id !== undefined) throw new NotFoundError(ADMIN_API_COPY.unknownModel)
    const fields = globalFieldsOf(payload, model.slug)
    const data = await writeData(payload, request, fields)
    const global = toWireDocument(fields, (await payload.updateGlobal({ slug: model.slug, data: data as never, ...asCaller(caller) })) as never)
    return { created: false, body: needData ? global : { updatedAt: global.updatedAt } }
  }
  const config = configOf(payload, model)
  const docId = id === undefined ? undefined : parseDocId(payload, id)
  const data = await writeData(payload, request, config.flattenedFields)
  const written =
    docId === undefined
      ? await payload.create({ collection: model.slug, data: data as never, ...asCaller(caller) })
      : await payload.update({ collection: model.slug, id: docId, data: data as never, ...asCaller(caller) })
  const doc = toWireDocument(config.flattenedFields, written as never)
  return { created: docId === undefined, body: needData ? doc : { id: doc.id } }
}

/** DELETE /adminapi/v1/{model}/{id}: deletes a document the caller may delete; answers its id. */
export async function deleteDocument(payload: Payload, { user, modelName, id }: { user: User | null; modelName: string | undefined; id: string | undefined }): Promise<{ id: unknown }> {
  const caller = requireBackOffice(user)
  const model = collectionModelOf(modelName)
  const docId = parseDocId(payload, id)
  // An answered question is retired, not deleted, as through /api (src/domain/questionnaire/retirement.ts).
  if (model.slug === slugs.questions) return { id: wireId((await deleteOrRetireQuestion(payload, { user: caller, id: docId })).doc.id) }
  const deleted = await payload.delete({ collection: model.slug, id: docId, ...asCaller(caller) })
  return { id: wireId(deleted.id) }
}

/**
 * Where an upload goes: the model itself when it is an upload collection (photos, files), else the
 * collection behind the model's upload field `key` (a style's photos, a report's file).
 */
function uploadTarget(payload: Payload, model: CollectionModel, key: string): SanitizedCollectionConfig {
  const config = configOf(payload, model)
  if (config.upload) return config
  const field = config.flattenedFields.find((candidate) => candidate.name === key)
  if (!field || field.type !== 'upload' || typeof field.relationTo !== 'string') throw new InvalidInputError(ADMIN_API_COPY.notAnUploadField(key), { field: key })
  return payload.collections[field.relationTo].config
}

/**
 * POST /adminapi/v1/upload/{model}/{key}: stores the file sent as multipart/form-data in the field `key`
 * (or `file`) in the model's upload collection (see uploadTarget), with the other form fields as its data
 * (or Payload's `_payload` JSON); answers the new upload document (id, filename, url...), which a write to
 * the model then attaches. The body is bounded by the upload limit; a client sending Content-Length sees
 * its progress through XHR upload events (src/lib/post-form.ts does so for /v1).
 */
export async function uploadFile(payload: Payload, { user, modelName, key, request }: { user: User | null; modelName: string | undefined; key: string; request: Request }): Promise<WireDocument> {
  const caller = requireBackOffice(user)
  const target = uploadTarget(payload, collectionModelOf(modelName), key)
  const { fields, files } = await readBody(request, UPLOAD_BODY_LIMIT)
  const file = files.get(key)?.[0] ?? files.get('file')?.[0]
  if (!file) throw new InvalidInputError(ADMIN_API_COPY.noFile(key), { field: key })
  const data = toStoredData(payload, target.flattenedFields, dataOfForm(fields))
  const bytes = Buffer.from(await file.arrayBuffer())
  const doc = await payload.create({
    collection: target.slug as never,
    data: data as never,
    file: { data: bytes, mimetype: file.type, name: file.name, size: bytes.length },
    ...asCaller(caller),
  })
  return toWireDocument(target.flattenedFields, doc as never)
}
