import { InvalidInputError } from '../../domain/errors.ts'
import { boundedRequest } from '../http/bounded-body.ts'
import { refuseNulCharacter, stringsIn } from '../http/nul-character.ts'
import { parseJsonBody } from '../http/json-body.ts'
import { MAX_IMAGE_BYTES } from '../../../collections/uploads/file-kinds.ts'

/**
 * An account form is a few fields, and at most one image (the avatar, in form data): a body above these
 * is refused (413) before it is read whole.
 */
const MAX_FIELDS_BYTES = 64 * 1024
const MAX_FORM_BYTES = MAX_IMAGE_BYTES + 1024 * 1024
const TOO_LARGE = 'La requête est trop volumineuse.'

export type BodyFields = Record<string, string | File>

/**
 * The fields of a /v1 request body, whatever the client sent: JSON, form data or URL-encoded (the
 * spec's client posts form data for register and update). Non-string JSON values become strings.
 */
export async function readBody(incoming: Request): Promise<BodyFields> {
  const type = incoming.headers.get('content-type') ?? ''
  const request = await boundedRequest(incoming, { maxBytes: type.includes('multipart/form-data') ? MAX_FORM_BYTES : MAX_FIELDS_BYTES, message: TOO_LARGE })
  try {
    if (type.includes('application/json')) {
      const json = parseJsonBody(await request.text())
      if (!json || typeof json !== 'object' || Array.isArray(json)) throw new InvalidInputError()
      refuseNulCharacter(stringsIn(json))
      return Object.fromEntries(Object.entries(json).map(([key, value]) => [key, typeof value === 'string' ? value : JSON.stringify(value)]))
    }
    if (type.includes('multipart/form-data') || type.includes('application/x-www-form-urlencoded')) {
      const form = await request.formData()
      refuseNulCharacter([...form.entries()].flatMap(([name, value]) => [name, typeof value === 'string' ? value : value.name]))
      return Object.fromEntries(form.entries())
    }
  } catch (error) {
    if (error instanceof InvalidInputError) throw error
    throw new InvalidInputError()
  }
  return {}
}

/** A text field of the body, or undefined. */
export const text = (fields: BodyFields, name: string): string | undefined => {
  const value = fields[name]
  return typeof value === 'string' ? value : undefined
}

/** '1', 'true' or 'on' as true; '0', 'false' or 'off' as false; anything else undefined. */
export const flag = (value: string | undefined): boolean | undefined => {
  if (value === undefined) return undefined
  if (['1', 'true', 'on'].includes(value)) return true
  if (['0', 'false', 'off'].includes(value)) return false
  return undefined
}
