import type { Payload } from 'payload'
import type { File as FileDoc, Project, Report, Style } from '../../../payload-types.ts'
import { slugs } from '../../../collections/slugs.ts'
import type { ProjectStatus } from '../../domain/workflow/index.ts'
import { populated } from '../../domain/relation.ts'
import { reachProjectForPage, type Requester } from './project-access.server.ts'
import { toDocId, type DocId } from '../../domain/ids/index.ts'
import { actingFor, loadProjectDetail } from './project-detail.server.ts'
import { upcomingAppointmentOf } from '../booking/booking.server.ts'
import { calendarFilePath } from '../booking/calendar-file.server.ts'
import { declaredBudgetOfProject, type DeclaredBudgetView } from './declared-budget.server.ts'
import { listProjectHistory, type TimelineEntry } from './history.server.ts'
import { auditPriceLabelOf, balanceView, paymentView, settledPayments, type BalanceView, type PaymentView, type SettledPayment } from '../payments/payments.server.ts'
import { screenDocumentNamed, type ScreenDocument } from '../documents/screen-document.ts'

export type { ScreenDocument }

/** What the project screen's panels show besides the questionnaire: summary, documents, latest report. */
export type ProjectPanels = {
  id: DocId
  status: ProjectStatus
  statusBeforeException: ProjectStatus | null
  address: string
  surface: number | null
  styleTitle: string | null
  estimate: ScreenDocument | null
  presentation: ScreenDocument | null
  /** The quote the customer signs with the fee presentation (the contract staff attached in its place, if any). */
  quote: ScreenDocument | null
  latestReport: { title: string; description: string; file: { name: string; url: string } | null } | null
  /** The indicative budget from the price grid, in euro cents TTC, once the rooms could be priced. */
  budget: { low: number; high: number } | null
  /** The budget declared in the questionnaire, and whether the indicative budget stands above it. */
  declaredBudget: DeclaredBudgetView | null
  /**
   * The upcoming appointment (its date not passed yet), in Paris time: confirmed with « Terminer » or only
   * reserved; how and where; once confirmed, the link to its calendar file.
   */
  appointment: { label: string; agent: string; confirmed: boolean; where: string; calendarUrl: string | null } | null
  /** The project's style, for the choice-of-style screen. */
  styleId: string | null
  /** Its status changes, newest first (signed-in requesters only: a visitor's project has none to show yet). */
  history: TimelineEntry[]
  /** The payment the status awaits (audit at 7, quote at 9), for a signed-in requester. */
  payment: PaymentView | null
  /** The payments made, oldest first, each with the document it paid and its receipt (signed-in requesters). */
  payments: SettledPayment[]
  /** After the deposit: the balance of the quote still due, and when (signed-in requesters). */
  balance: BalanceView | null
  /** The audit's price (« 700,00 € »), announced before booking and before the style is validated. */
  auditPriceLabel: string | null
  /** The contract as signed online, with its audit page. */
  signedContract: ScreenDocument | null
}

export type PanelsOutcome = { kind: 'ok'; panels: ProjectPanels } | { kind: 'login' } | { kind: 'wrong-link' }

const isPresent = (value: number | null | undefined): value is number => value !== null && value !== undefined

/** A project document as the screen links it: shown and downloaded through the /v1 document calls. */
function screenDocument(value: Project['estimateFile']): ScreenDocument | null {
  return screenDocumentNamed(populated<FileDoc>(value)?.filename)
}

/**
 * The panels' data for one project, read with the requester's access rights; the latest works report comes
 * from the Reports collection (newest first).
 */
export async function projectPanels(payload: Payload, requester: Requester, projectId: DocId): Promise<PanelsOutcome> {
  const reached = await reachProjectForPage(payload, projectId, requester)
  if (reached.kind !== 'ok') return reached
  const { access } = reached
  const project = await loadProjectDetail(payload, access, requester)
  const { docs } = await payload.find({
    collection: slugs.reports,
    where: { project: { equals: project.id } },
    sort: '-createdAt',
    limit: 1,
    depth: 1,
    ...actingFor(access, requester),
  })
  const report: Report | undefined = docs[0]
  const appointment = await upcomingAppointmentOf(payload, project.id)
  const history = requester.user ? await listProjectHistory(payload, requester.user, project.id) : []
  const payment = requester.user ? await paymentView(payload, { projectId: project.id, user: requester.user }) : null
  const payments = requester.user ? await settledPayments(payload, { projectId: project.id, user: requester.user }) : []
  const balance = requester.user ? await balanceView(payload, { projectId: project.id, user: requester.user }) : null
  const auditPriceLabel = await auditPriceLabelOf(payload, project)
  const reportFile = report ? populated<FileDoc>(report.file) : null
  const budget = isPresent(project.budgetLow) && isPresent(project.budgetHigh) ? { low: project.budgetLow, high: project.budgetHigh } : null
  const declaredBudget = await declaredBudgetOfProject(payload, project, budget)
  return {
    kind: 'ok',
    panels: {
      id: toDocId(project.id),
      status: project.status as ProjectStatus,
      statusBeforeException: (project.statusBeforeException ?? null) as ProjectStatus | null,
      address: project.address ?? '',
      surface: project.surface ?? null,
      styleTitle: populated<Style>(project.style)?.title ?? null,
      styleId: project.style ? String(typeof project.style === 'object' ? project.style.id : project.style) : null,
      appointment: appointment
        ? {
            label: appointment.label,
            agent: appointment.agentLabel,
            confirmed: appointment.confirmed,
            where: appointment.where,
            calendarUrl: appointment.confirmed && requester.user ? calendarFilePath(String(project.id)) : null,
          }
        : null,
      budget,
      declaredBudget,
      history,
      estimate: screenDocument(project.estimateFile),
      presentation: screenDocument(project.presentationFile),
      quote: screenDocument(project.contractFile ?? project.quoteFile),
      payment,
      payments,
      balance,
      auditPriceLabel,
      signedContract: screenDocument(project.signedContractFile),
      latestReport: report
        ? {
            title: report.title,
            description: report.description ?? '',
            file: reportFile?.filename ? { name: reportFile.filename, url: `/uploads/rapports/file/${encodeURIComponent(reportFile.filename)}` } : null,
          }
        : null,
    },
  }
}
