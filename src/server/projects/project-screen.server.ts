import type { Payload } from 'payload'
import type { File as FileDoc, Project, Report, Style } from '../../../payload-types.ts'
import { slugs } from '../../../collections/slugs.ts'
import { ForbiddenError, NotFoundError, UnauthenticatedError } from '../../domain/errors.ts'
import type { ProjectStatus } from '../../domain/workflow/index.ts'
import { populated } from '../v1/serializers/relation.ts'
import { reachProject, type Requester } from './project-access.server.ts'
import { actingFor, loadProjectDetail } from './project-detail.server.ts'
import { upcomingAppointmentOf } from '../booking/booking.server.ts'
import { listProjectHistory, type TimelineEntry } from './history.server.ts'
import { paymentView, type PaymentView } from '../payments/payments.server.ts'

export type ScreenDocument = { name: string; viewUrl: string; downloadUrl: string }

/** What the project screen's panels show besides the questionnaire: summary, documents, latest report. */
export type ProjectPanels = {
  id: number
  status: ProjectStatus
  statusBeforeException: ProjectStatus | null
  address: string
  surface: number | null
  styleTitle: string | null
  estimate: ScreenDocument | null
  presentation: ScreenDocument | null
  latestReport: { title: string; description: string; file: { name: string; url: string } | null } | null
  /** The indicative budget from the price grid, in euro cents TTC, once the rooms could be priced. */
  budget: { low: number; high: number } | null
  /** The upcoming appointment, in Paris time. */
  appointment: { label: string; agent: string } | null
  /** The project's style, for the choice-of-style screen. */
  styleId: string | null
  /** Its status changes, newest first (signed-in requesters only: a visitor's project has none to show yet). */
  history: TimelineEntry[]
  /** The payment the status awaits (audit at 7, quote at 9), for a signed-in requester. */
  payment: PaymentView | null
  /** The contract as signed online, with its audit page. */
  signedContract: ScreenDocument | null
}

export type PanelsOutcome = { kind: 'ok'; panels: ProjectPanels } | { kind: 'login' } | { kind: 'wrong-link' }

const isPresent = (value: number | null | undefined): value is number => value !== null && value !== undefined

/** A project document as the screen links it: shown and downloaded through the /v1 document calls. */
function screenDocument(value: Project['estimateFile']): ScreenDocument | null {
  const name = populated<FileDoc>(value)?.filename
  if (!name) return null
  const encoded = encodeURIComponent(name)
  return { name, viewUrl: `/v1/project/docs/${encoded}`, downloadUrl: `/v1/project/download/pdf/${encoded}` }
}

/**
 * The panels' data for one project, read with the requester's access rights; the latest works report comes
 * from the Reports collection (newest first).
 */
export async function projectPanels(payload: Payload, requester: Requester, projectId: number): Promise<PanelsOutcome> {
  let access
  try {
    access = await reachProject(payload, projectId, requester)
  } catch (error) {
    if (error instanceof UnauthenticatedError) return { kind: 'login' }
    if (error instanceof ForbiddenError || error instanceof NotFoundError) return { kind: 'wrong-link' }
    throw error
  }
  const project = await loadProjectDetail(payload, access, requester)
  const { docs } = await payload.find({
    collection: slugs.reports,
    where: { project: { equals: projectId } },
    sort: '-createdAt',
    limit: 1,
    depth: 1,
    ...actingFor(access, requester),
  })
  const report: Report | undefined = docs[0]
  const appointment = await upcomingAppointmentOf(payload, project.id)
  const history = requester.user ? await listProjectHistory(payload, requester.user, project.id) : []
  const payment = requester.user ? await paymentView(payload, { projectId: project.id, user: requester.user }) : null
  const reportFile = report ? populated<FileDoc>(report.file) : null
  return {
    kind: 'ok',
    panels: {
      id: project.id,
      status: project.status as ProjectStatus,
      statusBeforeException: (project.statusBeforeException ?? null) as ProjectStatus | null,
      address: project.address ?? '',
      surface: project.surface ?? null,
      styleTitle: populated<Style>(project.style)?.title ?? null,
      styleId: project.style ? String(typeof project.style === 'object' ? project.style.id : project.style) : null,
      appointment: appointment ? { label: appointment.label, agent: appointment.agent_label } : null,
      budget: isPresent(project.budgetLow) && isPresent(project.budgetHigh) ? { low: project.budgetLow, high: project.budgetHigh } : null,
      history,
      estimate: screenDocument(project.estimateFile),
      presentation: screenDocument(project.presentationFile),
      payment,
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
