import type { Payload } from 'payload'
import { env } from '../../platform/env.ts'
import { findCompanyBySiret, type RegisteredCompany } from '../../platform/adapters/company-register.ts'
import { rateLimit } from '../../platform/rate-limit/limiter.server.ts'
import { RATE_LIMITS } from '../../platform/rate-limit/rate-limit.ts'
import { COMPANY_MESSAGES, siretSchema } from '../../domain/company/index.ts'
import { NotFoundError } from '../../domain/errors.ts'
import { parseInput } from '../../domain/parse-input.ts'

/** A company found in the register, or none because the register could not answer (then `notice` says so). */
export type CompanyLookupResult = { company: RegisteredCompany; isAvailable: true } | { company: null; isAvailable: false; notice: string }

/**
 * Looks a SIRET up in the public company register (limited per client address). An invalid SIRET is a
 * 400 and an unknown one a 404, each with its French message; an unavailable register is not an error:
 * the customer types the company's details by hand.
 */
export async function lookupCompany(payload: Payload, { siret, ip }: { siret: unknown; ip: string }): Promise<CompanyLookupResult> {
  const checked = parseInput(siretSchema, siret)
  await rateLimit([{ rule: RATE_LIMITS.companyLookupsPerIp, key: ip }])
  const result = await findCompanyBySiret(checked, { baseUrl: env.companyRegisterUrl, timeoutMs: env.companyRegisterTimeoutMs })
  if (result.status === 'found') return { company: result.company, isAvailable: true }
  if (result.status === 'not-found') throw new NotFoundError(COMPANY_MESSAGES.notFound, { field: 'companySiret' })
  payload.logger.warn({ reason: result.reason }, 'Registre des entreprises indisponible')
  return { company: null, isAvailable: false, notice: COMPANY_MESSAGES.unavailable }
}
