import type { Payload } from 'payload'
import { globalSlugs } from '../collections/slugs.ts'
import { CGU, CGV, LEGAL_NOTICE, PRIVACY_POLICY } from './content/legal.ts'
import { legalDocumentToLexical } from './lexical.ts'

/** Publishes the terms of use and of sale, the legal notice and the privacy policy (global 'params'). */
export async function seedTerms(payload: Payload): Promise<void> {
  await payload.updateGlobal({
    slug: globalSlugs.params,
    data: {
      cgu: legalDocumentToLexical(CGU),
      cgv: legalDocumentToLexical(CGV),
      legalNotice: legalDocumentToLexical(LEGAL_NOTICE),
      privacy: legalDocumentToLexical(PRIVACY_POLICY),
    },
    overrideAccess: true,
  })
}
