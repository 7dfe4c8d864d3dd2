import { DOCUMENT_COPY } from './copy.ts'
import type { Letterhead } from './pdf-composer.ts'

/** The company as the generated documents name it (the price grid's company details). */
export type LetterheadCompany = { name: string; address: string; siret: string; email: string; phone: string }

/** The company block of a letterhead: address lines, SIRET, then email and phone. */
export function companyLetterhead(company: LetterheadCompany, { kind, references }: Pick<Letterhead, 'kind' | 'references'>): Letterhead {
  const address = company.address.split('\n').map((line) => line.trim()).filter(Boolean)
  const contact = [company.email, company.phone].filter(Boolean).join(' · ')
  return {
    company: { name: company.name, lines: [...address, ...(company.siret ? [DOCUMENT_COPY.siret(company.siret)] : []), ...(contact ? [contact] : [])] },
    kind,
    references,
    footer: [company.name, address.join(', '), company.siret ? DOCUMENT_COPY.siret(company.siret) : ''].filter(Boolean).join(' · '),
  }
}
