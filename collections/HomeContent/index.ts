import type { GlobalConfig } from 'payload'
import { globalSlugs, slugs } from '../slugs.ts'
import { anyone } from '../access/anyone.ts'
import { isMarketing } from '../access/is-marketing.ts'
import { MARKETING_ONLY } from '../access/field-access.ts'
import { HOME_CONTENT_DEFAULTS as DEFAULTS, HOME_PREVIEW_FLAG } from '../../src/domain/home-content/index.ts'

/** The largest number of styles the home page shows (its grid is three columns by two rows). */
const MAX_FEATURED_STYLES = 6

/**
 * The home page's content, edited by marketing with a live preview of /home (issue #23). Public read: every
 * field is shown on /home. Until marketing saves it, it answers its defaults (today's texts).
 */
export const HomeContent: GlobalConfig = {
  slug: globalSlugs.homeContent,
  label: 'Page d’accueil',
  admin: {
    group: 'Questionnaire',
    description: 'Textes, image et styles mis en avant sur la page d’accueil. L’aperçu en direct montre vos changements avant l’enregistrement.',
    livePreview: {
      url: `/home?${HOME_PREVIEW_FLAG}=1`,
      breakpoints: [
        { name: 'telephone', label: 'Téléphone (390 px)', width: 390, height: 844 },
        { name: 'ordinateur', label: 'Ordinateur (1280 px)', width: 1280, height: 800 },
      ],
    },
  },
  versions: { drafts: false, max: 20 },
  // Earlier versions are marketing's history, not the public's.
  access: { read: anyone, readVersions: isMarketing, update: isMarketing },
  fields: [
    {
      name: 'hero',
      label: 'En-tête',
      type: 'group',
      access: MARKETING_ONLY,
      fields: [
        { name: 'eyebrow', label: 'Surtitre', type: 'text', required: true, defaultValue: DEFAULTS.hero.eyebrow, access: MARKETING_ONLY },
        { name: 'title', label: 'Titre', type: 'text', required: true, defaultValue: DEFAULTS.hero.title, access: MARKETING_ONLY },
        { name: 'text', label: 'Texte', type: 'textarea', required: true, defaultValue: DEFAULTS.hero.text, access: MARKETING_ONLY },
        {
          name: 'image',
          label: 'Image',
          type: 'upload',
          relationTo: slugs.photos,
          access: MARKETING_ONLY,
          admin: { description: 'Sans image, celle du premier style mis en avant.' },
        },
        { name: 'callToAction', label: 'Bouton (visiteur sans questionnaire commencé)', type: 'text', required: true, defaultValue: DEFAULTS.hero.callToAction, access: MARKETING_ONLY },
      ],
    },
    {
      name: 'steps',
      label: 'Étapes',
      labels: { singular: 'Étape', plural: 'Étapes' },
      type: 'array',
      minRows: 1,
      maxRows: 8,
      defaultValue: DEFAULTS.steps.map((step) => ({ ...step })),
      access: MARKETING_ONLY,
      fields: [
        { name: 'title', label: 'Titre', type: 'text', required: true, access: MARKETING_ONLY },
        { name: 'text', label: 'Texte', type: 'textarea', required: true, access: MARKETING_ONLY },
      ],
    },
    {
      name: 'featuredStyles',
      label: 'Styles mis en avant',
      type: 'relationship',
      relationTo: slugs.styles,
      hasMany: true,
      maxRows: MAX_FEATURED_STYLES,
      // Published catalogue styles only: never a customer's own, nor one the public cannot see.
      filterOptions: { and: [{ isCustom: { equals: false } }, { isPublished: { equals: true } }] },
      access: MARKETING_ONLY,
      admin: { description: 'Dans l’ordre d’affichage. Sans choix, les premiers styles publiés par ordre alphabétique.', sortOptions: 'title' },
    },
    { name: 'legalNotice', label: 'Mentions du pied de page', type: 'text', required: true, defaultValue: DEFAULTS.legalNotice, access: MARKETING_ONLY },
  ],
}
