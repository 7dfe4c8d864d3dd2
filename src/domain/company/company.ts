import { z } from 'zod'
import { normalizeSiret, siretSchema } from './siret.ts'

/** French messages of the company lookup and the company fields. */
export const COMPANY_MESSAGES = {
  notFound: 'Aucun établissement ne correspond à ce numéro SIRET. Vous pouvez saisir les informations de votre société vous-même.',
  unavailable: 'Le registre des entreprises ne répond pas pour le moment. Vous pouvez saisir les informations de votre société vous-même.',
  nameRequired: 'Veuillez indiquer le nom de votre société.',
  tooLong: 'Ce champ est trop long.',
} as const

/**
 * The company of a professional customer, every field optional (absent: unchanged): a SIRET, when given,
 * must be a valid one. The name and address are prefilled from the public register when it answers, and
 * typed by hand when it does not.
 */
export const companyFields = {
  companySiret: z.string().transform(normalizeSiret).pipe(z.union([z.literal(''), siretSchema])).optional(),
  companyName: z.string().trim().max(200, { error: COMPANY_MESSAGES.tooLong }).optional(),
  companyAddress: z.string().trim().max(300, { error: COMPANY_MESSAGES.tooLong }).optional(),
}

/** A SIRET given with no company name is refused (the rule of every form that carries `companyFields`). */
export const companyNameWithSiret: [(company: { companySiret?: string; companyName?: string }) => boolean, { error: string; path: PropertyKey[] }] = [
  (company) => !company.companySiret || Boolean(company.companyName),
  { error: COMPANY_MESSAGES.nameRequired, path: ['companyName'] },
]

export const companyFieldsSchema = z.object(companyFields).refine(...companyNameWithSiret)
export type CompanyFields = z.infer<typeof companyFieldsSchema>
