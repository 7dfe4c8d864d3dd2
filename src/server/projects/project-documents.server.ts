import type { Payload } from 'payload'
import { slugs } from '../../../collections/slugs.ts'
import { relationId } from '../../../collections/fields/relation-id.ts'
import { PROJECT_DOCUMENT_FIELDS } from '../../../collections/Projects/project-documents.ts'
import { RECEIPT_KIND } from '../../../collections/Payments/hooks/file-payment-receipt.ts'
import { InvalidInputError, NotFoundError, UnauthenticatedError } from '../../domain/errors.ts'
import { storedFileResponse } from '../../platform/storage/stored-files.server.ts'
import { reachProject, type Requester } from './project-access.server.ts'
import { toDocId } from '../../domain/ids/index.ts'

/**
 * A stored file name as Payload writes it: letters, digits, dot, dash, underscore and spaces, no path.
 * Anything else (a slash, a backslash, '..', a leading dot) is refused before any lookup.
 */
const DOCUMENT_NAME = /^[\p{L}\p{N}_ ()-][\p{L}\p{N}._ ()-]{0,200}$/u

const NOT_FOUND = 'Document introuvable.'

/** The project fields whose file these calls serve. */
const PROJECT_DOCUMENT_LOOKUP = [...PROJECT_DOCUMENT_FIELDS, 'signedContractFile'] as const

/** The project one of whose document fields holds this file, or null. */
async function projectHolding(payload: Payload, fileId: string | number): Promise<string | number | null> {
  const { docs: projects } = await payload.find({
    collection: slugs.projects,
    where: { or: PROJECT_DOCUMENT_LOOKUP.map((field) => ({ [field]: { equals: fileId } })) },
    limit: 1,
    depth: 0,
    overrideAccess: true,
  })
  return relationId(projects[0]?.id)
}

/**
 * A project document by its stored file name, for GET /v1/project/docs/{name} (shown, inline) and
 * GET /v1/project/download/pdf/{name} (saved): only a project's estimate, fee presentation, quote, contract or payment receipt, and
 * only to whoever may reach that project (its owner or staff; nobody identified gets 401, and another customer the
 * 404 of a name that names nothing: issue #37).
 */
export async function projectDocumentResponse(
  payload: Payload,
  { name, requester, disposition }: { name: string; requester: Requester; disposition: 'inline' | 'attachment' },
): Promise<Response> {
  if (!DOCUMENT_NAME.test(name) || name.includes('..')) throw new InvalidInputError('Nom de document invalide.')
  if (!requester.user && !requester.visitorKey) throw new UnauthenticatedError()
  // NOTE: found as the system, then checked through the project it belongs to: that is the access rule here.
  const { docs: files } = await payload.find({ collection: slugs.files, where: { filename: { equals: name } }, limit: 1, depth: 0, overrideAccess: true })
  const file = files[0]
  if (!file?.filename) throw new NotFoundError(NOT_FOUND)
  const projectId = file.kind === RECEIPT_KIND ? relationId(file.project) : await projectHolding(payload, file.id)
  if (projectId === null) throw new NotFoundError(NOT_FOUND)
  await reachProject(payload, toDocId(projectId), requester, { notFound: NOT_FOUND })

  const response = await storedFileResponse(payload, { collection: slugs.files, doc: file, filename: file.filename, mimeType: file.mimeType ?? 'application/octet-stream', disposition })
  if (!response) throw new NotFoundError(NOT_FOUND)
  return response
}
