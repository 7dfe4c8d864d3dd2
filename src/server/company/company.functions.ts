import { createServerFn } from '@tanstack/react-start'
import { z } from 'zod'
import { clientAddress, requestContext } from '../http/request-context.ts'
import { formResult } from '../accounts/form-result.server.ts'
import { lookupCompany, type CompanyLookupResult } from './company.server.ts'

/** The account page's SIRET lookup (the same service as GET /v1/company/siret/{siret}). */
export const lookUpCompany = createServerFn({ method: 'GET' })
  .middleware([requestContext])
  .validator(z.object({ siret: z.string().max(40) }))
  .handler(({ data, context: { payload, requester } }) =>
    formResult(payload, (): Promise<CompanyLookupResult> => lookupCompany(payload, { siret: data.siret, ip: clientAddress(requester) })),
  )
