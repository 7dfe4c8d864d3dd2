import type { Payload } from 'payload'
import { convertLexicalToHTML } from '@payloadcms/richtext-lexical/html'
import type { SerializedEditorState } from '@payloadcms/richtext-lexical/lexical'
import { globalSlugs } from '../../../collections/slugs.ts'

export type LegalTexts = { cgu: string; cgv: string }

/** Rich text from the CMS as HTML: text is escaped and link URLs sanitised by Payload's converter. */
const toHtml = (value: unknown): string => (value ? convertLexicalToHTML({ data: value as SerializedEditorState, disableContainer: true }) : '')

/** The terms of use and of sale as marketing published them (spec: Params, CGU and CGV texts). */
export async function legalTexts(payload: Payload): Promise<LegalTexts> {
  const params = await payload.findGlobal({ slug: globalSlugs.params, depth: 0, overrideAccess: false })
  return { cgu: toHtml(params.cgu), cgv: toHtml(params.cgv) }
}
