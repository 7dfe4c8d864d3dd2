import type { GlobalConfig } from 'payload'
import { globalSlugs } from '../slugs.ts'
import { anyone } from '../access/anyone.ts'
import { isMarketing } from '../access/is-marketing.ts'

/** The terms: CGU (terms of use) and CGV (terms of sale), edited by marketing. */
export const Params: GlobalConfig = {
  slug: globalSlugs.params,
  label: 'Conditions (CGU, CGV)',
  admin: { group: 'Questionnaire' },
  versions: { drafts: false, max: 20 },
  access: { read: anyone, update: isMarketing },
  fields: [
    { name: 'cgu', label: 'Conditions générales d’utilisation', type: 'richText' },
    { name: 'cgv', label: 'Conditions générales de vente', type: 'richText' },
  ],
}
