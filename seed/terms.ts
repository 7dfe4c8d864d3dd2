import type { Payload } from 'payload'
import { globalSlugs } from '../collections/slugs.ts'
import { CGU, CGV } from './content/legal.ts'
import { legalDocumentToLexical } from './lexical.ts'

/** Publishes the terms of use and of sale (global 'params'). */
export async function seedTerms(payload: Payload): Promise<void> {
  await payload.updateGlobal({
    slug: globalSlugs.params,
    data: { cgu: legalDocumentToLexical(CGU), cgv: legalDocumentToLexical(CGV) },
    overrideAccess: true,
  })
}
