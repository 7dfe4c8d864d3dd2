import type { Payload } from 'payload'
import type { File as FileDoc, User } from '../../../payload-types.ts'
import { slugs } from '../../../collections/slugs.ts'
import { relationId } from '../../../collections/fields/relation-id.ts'
import { parisDate } from '../../domain/booking/index.ts'
import { RuleViolationError } from '../../domain/errors.ts'
import { buildQuote, quoteNumber, quoteValidUntil } from '../../domain/pricing/index.ts'
import { projectTitleOf } from '../../domain/projects/index.ts'
import { reachProject, type Requester } from '../projects/project-access.server.ts'
import { DOCUMENT_COPY } from '../../platform/pdf/copy.ts'
import { levelTitles, loadPricingSettings, roomsToPrice } from '../../../collections/PricingGrid/price-grid.server.ts'
import { renderQuotePdf } from './quote-pdf.ts'
import { readCommitments } from '../commitments/commitments.server.ts'
import { relationTo } from '../payload-relation.server.ts'
import type { DocId } from '../../domain/ids/index.ts'

export const QUOTE_MESSAGES = {
  nothingToPrice: 'Aucune pièce de ce projet ne figure dans la grille de prix : le devis ne peut pas être établi.',
} as const

export type GeneratedPdf = { bytes: Uint8Array; fileName: string }

/**
 * GET /v1/project/generate/devis/{id}: the quote of a project from the price grid, for its owner or staff
 * (reachProject: 404, 401, 403 otherwise). The PDF is filed with the project's documents (kind 'quote',
 * marked generated) in place of the previously generated one; a quote staff attached is never touched.
 */
export async function generateProjectQuote(payload: Payload, { projectId, requester, now = new Date() }: { projectId: DocId | number; requester: Requester; now?: Date }): Promise<GeneratedPdf> {
  const { project } = await reachProject(payload, projectId, requester, { forWrite: true })
  const [settings, titles, commitments] = await Promise.all([loadPricingSettings(payload), levelTitles(payload), readCommitments(payload)])
  const quote = buildQuote(roomsToPrice(project.rooms, titles), settings.grid)
  if (quote.roomLines.length === 0) throw new RuleViolationError(QUOTE_MESSAGES.nothingToPrice)
  const ownerId = relationId(project.owner)
  const owner = ownerId === null ? null : ((await payload.findByID({ collection: slugs.users, id: ownerId, depth: 0, overrideAccess: true, disableErrors: true })) as User | null)
  const issuedOn = parisDate(now)
  const bytes = await renderQuotePdf({
    commitments,
    customer: { name: [owner?.firstName, owner?.lastName].filter(Boolean).join(' '), email: owner?.email ?? '' },
    project: { id: project.id, title: projectTitleOf(project), address: project.address ?? '' },
    number: quoteNumber({ projectId: project.id, issuedOn }),
    issuedOn,
    validUntil: quoteValidUntil({ issuedOn, validityDays: settings.quoteValidityDays }),
    quote,
  })
  const fileName = DOCUMENT_COPY.quote.fileName(project.id)
  await fileGeneratedQuote(payload, { projectId: project.id, folderId: relationId(project.folder), ownerId, bytes, fileName })
  return { bytes, fileName }
}

/**
 * Files the quote with the project's documents, then removes the quotes generated before it (created
 * first, so that a failure leaves the previous quote in place). NOTE: a system write: the requester's
 * right to the project was checked by reachProject, and customers may not mark a file as generated.
 */
async function fileGeneratedQuote(
  payload: Payload,
  { projectId, folderId, ownerId, bytes, fileName }: { projectId: DocId | number; folderId: string | number | null; ownerId: string | number | null; bytes: Uint8Array; fileName: string },
): Promise<FileDoc> {
  const data = Buffer.from(bytes)
  const file = await payload.create({
    collection: slugs.files,
    data: { kind: 'quote', isGenerated: true, project: relationTo(payload, projectId), ...(folderId === null ? {} : { folder: relationTo(payload, folderId) }), ...(ownerId === null ? {} : { owner: relationTo(payload, ownerId) }) },
    file: { data, mimetype: 'application/pdf', name: fileName, size: data.length },
    overrideAccess: true,
    depth: 0,
    context: { notifyCustomer: false },
  })
  await payload.delete({
    collection: slugs.files,
    where: { and: [{ project: { equals: projectId } }, { kind: { equals: 'quote' } }, { isGenerated: { equals: true } }, { id: { not_equals: file.id } }] },
    overrideAccess: true,
  })
  return file
}
