import type { V1Context } from '../v1/handler.server.ts'
import { pdfAttachment } from '../../platform/pdf/pdf-response.ts'
import { generateProjectQuote } from '../pricing/quote.server.ts'
import { parseProjectId, requesterOf } from './project-access.server.ts'
import { generateProjectSummary } from './project-summary.server.ts'

/** GET /v1/project/generate/devis/{id}: the project's quote from the price grid, as a PDF download. */
export async function generateQuoteRoute({ request, params, payload, user }: V1Context): Promise<Response> {
  return pdfAttachment(await generateProjectQuote(payload, { projectId: parseProjectId(payload, params.id), requester: requesterOf(request, user) }))
}

/** GET /v1/project/generate/pdf?id={projectId}: the project's summary, as a PDF download. */
export async function generateSummaryRoute({ request, payload, user }: V1Context): Promise<Response> {
  const projectId = parseProjectId(payload, new URL(request.url).searchParams.get('id'))
  return pdfAttachment(await generateProjectSummary(payload, { projectId, requester: requesterOf(request, user) }))
}
