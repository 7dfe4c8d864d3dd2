import type { GlobalConfig } from 'payload'
import { globalSlugs } from '../slugs.ts'
import { anyone } from '../access/anyone.ts'
import { isMarketing } from '../access/is-marketing.ts'
import { legalTextEditor } from './legal-text-editor.ts'

/**
 * The legal texts, edited by marketing: CGU (terms of use), CGV (terms of sale), the legal notice and the
 * privacy policy; the company's and the terms' values are inline placeholders rendered with the current values.
 */
export const Params: GlobalConfig = {
  slug: globalSlugs.params,
  label: 'Textes légaux (CGU, CGV, mentions, confidentialité)',
  admin: { group: 'Questionnaire' },
  versions: { drafts: false, max: 20 },
  // Earlier texts are marketing's history, not the public's (the texts in force are read by everyone).
  access: { read: anyone, readVersions: isMarketing, update: isMarketing },
  fields: [
    { name: 'cgu', label: 'Conditions générales d’utilisation', type: 'richText', editor: legalTextEditor },
    { name: 'cgv', label: 'Conditions générales de vente', type: 'richText', editor: legalTextEditor },
    { name: 'legalNotice', label: 'Mentions légales', type: 'richText', editor: legalTextEditor },
    { name: 'privacy', label: 'Politique de confidentialité', type: 'richText', editor: legalTextEditor },
  ],
}
