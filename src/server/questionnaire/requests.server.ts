import type { User } from '../../../payload-types.ts'
import { InvalidInputError } from '../../domain/errors.ts'
import { MAX_UPLOAD_BYTES } from '../../../collections/uploads/file-kinds.ts'
import type { Requester } from '../projects/project-access.server.ts'
import { visitorKeyOf } from '../projects/visitor-key.server.ts'
import { clientIp } from '../rate-limit/limiter.server.ts'
import { boundedRequest } from '../http/bounded-body.ts'
import { refuseNulCharacter, stringsIn } from '../http/nul-character.ts'
import { parseJsonBody } from '../http/json-body.ts'

/** Who is asking, for the questionnaire's calls: the session's user and the visitor cookie's key. */
export function requesterOf(request: Request, user: User | null): Requester {
  return { user, visitorKey: visitorKeyOf(request), ip: clientIp(request) }
}

export type ReadBody = { fields: Record<string, unknown>; files: Map<string, File[]> }

/** Largest body read (the upload limit): a bigger one is refused as soon as it is declared or sent. */
const MAX_BODY_BYTES = MAX_UPLOAD_BYTES

/** The body of a POST as JSON or form data (fields, and files by field name); an empty body is {}. */
export async function readBody(incoming: Request): Promise<ReadBody> {
  const request = await boundedRequest(incoming, { maxBytes: MAX_BODY_BYTES, message: 'La requête dépasse la taille maximale de 50 Mo.' })
  const type = request.headers.get('content-type') ?? ''
  if (type.includes('multipart/form-data') || type.includes('application/x-www-form-urlencoded')) {
    const form = await request.formData().catch((error: unknown) => {
      throw new InvalidInputError('Le formulaire envoyé est illisible.', { cause: error })
    })
    const fields: Record<string, unknown> = {}
    const files = new Map<string, File[]>()
    for (const [name, value] of form.entries()) {
      if (typeof value === 'string') fields[name] = value
      else files.set(name, [...(files.get(name) ?? []), value])
    }
    refuseNulCharacter([...stringsIn(fields), ...[...files.values()].flat().map((file) => file.name)])
    return { fields, files }
  }
  const text = await request.text()
  if (text.trim() === '') return { fields: {}, files: new Map() }
  const json = parseJsonBody(text)
  if (json === null || typeof json !== 'object' || Array.isArray(json)) throw new InvalidInputError('Le corps de la requête doit être un objet JSON.')
  refuseNulCharacter(stringsIn(json))
  return { fields: json as Record<string, unknown>, files: new Map() }
}
