import type { Payload } from 'payload'
import { convertLexicalToHTML } from '@payloadcms/richtext-lexical/html'
import type { SerializedEditorState } from '@payloadcms/richtext-lexical/lexical'
import { globalSlugs } from '../../../collections/slugs.ts'
import type { LegalTextKey } from '../../domain/legal/index.ts'

export type LegalTexts = { cgu: string; cgv: string }

/** Rich text from the CMS as HTML: text is escaped and link URLs sanitised by Payload's converter. */
const toHtml = (value: unknown): string => (value ? convertLexicalToHTML({ data: value as SerializedEditorState, disableContainer: true }) : '')

const readParams = (payload: Payload) => payload.findGlobal({ slug: globalSlugs.params, depth: 0, overrideAccess: false })

/** The terms of use and of sale as marketing published them (spec: Params, CGU and CGV texts; GET /v1/params/all). */
export async function legalTexts(payload: Payload): Promise<LegalTexts> {
  const params = await readParams(payload)
  return { cgu: toHtml(params.cgu), cgv: toHtml(params.cgv) }
}

/** One legal text as HTML, for its page ('' while marketing has not published it). */
export async function legalText(payload: Payload, key: LegalTextKey): Promise<string> {
  return toHtml((await readParams(payload))[key])
}
