import { formatAmount, formatSiret, type CompanyIdentity } from '../../domain/commitments/index.ts'
import { DOCUMENT_COPY } from './copy.ts'
import type { Letterhead } from './pdf-composer.ts'

const COPY = DOCUMENT_COPY.company

/** The identity lines every document prints (issue #36): legal form and capital, SIRET and RCS, VAT number. */
export function companyIdentityLines(company: CompanyIdentity): string[] {
  return [
    company.legalForm ? COPY.formAndCapital(company.legalForm, formatAmount(company.capitalCents)) : '',
    [company.siret ? COPY.siret(formatSiret(company.siret)) : '', company.rcs].filter(Boolean).join(' · '),
    company.vatNumber ? COPY.vatNumber(company.vatNumber) : '',
  ].filter(Boolean)
}

/**
 * The company block of a letterhead, from the « Identité de l’entreprise » global: the legal name, the
 * address lines, the legal form and capital, SIRET, RCS and VAT number, then email and phone; the footer of
 * every page repeats the name and the registration numbers.
 */
export function companyLetterhead(company: CompanyIdentity, { kind, references }: Pick<Letterhead, 'kind' | 'references'>): Letterhead {
  const address = company.address.split('\n').map((line) => line.trim()).filter(Boolean)
  const contact = [company.email, company.phone].filter(Boolean).join(' · ')
  const identity = companyIdentityLines(company)
  return {
    company: { name: company.legalName, lines: [...address, ...identity, ...(contact ? [contact] : [])] },
    kind,
    references,
    footer: [company.legalName, address.join(', '), ...identity.slice(1)].filter(Boolean).join(' · '),
  }
}
