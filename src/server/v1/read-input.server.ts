import { z } from 'zod'
import { InvalidInputError } from '../../domain/errors.ts'
import { parseInput } from '../../domain/parse-input.ts'
import { boundedRequest } from '../http/bounded-body.ts'
import { refuseNulCharacter, stringsIn } from '../http/nul-character.ts'
import { parseJsonBody } from '../../platform/http/json-body.ts'

/**
 * The one way a /v1 handler reads its input: the body (JSON, form data or URL-encoded), bounded in size,
 * then parsed with the concept's zod schema (the same one the site's form uses).
 */

export type RequestBody = { fields: Record<string, unknown>; files: Map<string, File[]> }

type BodyLimit = { maxBytes: number; tooLargeMessage: string }

/** The body as fields and files (by field name); an empty body is no fields. Above `maxBytes`: a 413 as soon as it is declared or sent. */
export async function readBody(incoming: Request, { maxBytes, tooLargeMessage }: BodyLimit): Promise<RequestBody> {
  const request = await boundedRequest(incoming, { maxBytes, message: tooLargeMessage })
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

/** readBody, then parseInput of its fields: the input and the files that came with it. */
export async function readInput<T extends z.core.$ZodType>(
  request: Request,
  schema: T,
  options: BodyLimit & { message?: string },
): Promise<{ input: z.output<T>; files: Map<string, File[]> }> {
  const { fields, files } = await readBody(request, options)
  return { input: parseInput(schema, fields, options), files }
}
