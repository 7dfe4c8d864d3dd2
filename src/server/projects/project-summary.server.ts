import type { Payload } from 'payload'
import type { Project } from '../../../payload-types.ts'
import { relationId } from '../../../collections/fields/relation-id.ts'
import { apartmentTypeLabel, projectTitleOf } from '../../domain/projects/index.ts'
import { parisDate } from '../../domain/booking/index.ts'
import { readableAnswers, type AnswerLine } from '../../domain/questionnaire/index.ts'
import { projectProgress, type ProjectStatus } from '../../domain/workflow/index.ts'
import { DOCUMENT_COPY } from '../../platform/pdf/copy.ts'
import { frenchNumber } from '../../platform/pdf/french-format.ts'
import { levelTitles } from '../../../collections/PricingGrid/price-grid.server.ts'
import { readCommitments } from '../commitments/commitments.server.ts'
import { positiveEurosToCents } from '../../domain/money/index.ts'
import type { GeneratedPdf } from '../pricing/quote.server.ts'
import { questionnaireOf } from '../../../collections/Quizzes/questionnaires.server.ts'
import { storedAnswers } from '../../../collections/Responses/stored-answers.server.ts'
import { withCommuneName } from '../questionnaire/communes.server.ts'
import { reachProject, type Requester } from './project-access.server.ts'
import { renderProjectSummaryPdf, type SummaryAnswer } from './project-summary-pdf.ts'
import type { DocId } from '../../domain/ids/index.ts'

const COPY = DOCUMENT_COPY.summary

/** An answer line in words: rooms as 'Séjour : 1, 20 m², Rénovation complète', files as their count. */
function answerInWords(line: AnswerLine, levels: ReadonlyMap<string, string>): SummaryAnswer {
  if (line.kind === 'text') return { question: line.title, answer: line.text }
  if (line.kind === 'files') return { question: line.title, answer: COPY.files(line.files.length) }
  const rooms = line.rooms.map((room) => COPY.room(room.piece_title, room.piece_nbr, frenchNumber(room.piece_surface), levels.get(room.piece_renovation) ?? COPY.unknown))
  return { question: line.title, answer: rooms.join(' ; ') }
}

async function answersOf(payload: Payload, project: Project, levels: ReadonlyMap<string, string>): Promise<SummaryAnswer[]> {
  if (relationId(project.quiz) === null) return []
  const [loaded, { answers }] = await Promise.all([questionnaireOf(payload, project), storedAnswers(payload, project.id)])
  return readableAnswers(loaded.engine, answers).map((line) => answerInWords(withCommuneName(loaded.engine, line), levels))
}

/**
 * GET /v1/project/generate/pdf?id={projectId}: the project's summary (facts, rooms, answers in words) as a
 * PDF, for its owner or staff (reachProject). Generated on each call and not stored: it follows the project.
 */
export async function generateProjectSummary(payload: Payload, { projectId, requester, now = new Date() }: { projectId: DocId | number; requester: Requester; now?: Date }): Promise<GeneratedPdf> {
  const { project } = await reachProject(payload, projectId, requester)
  const [{ company, terms }, levels] = await Promise.all([readCommitments(payload), levelTitles(payload)])
  const title = projectTitleOf(project)
  const bytes = await renderProjectSummaryPdf({
    company,
    project: {
      id: project.id,
      title,
      address: project.address ?? '',
      statusLabel: projectProgress({ visa: project.status as ProjectStatus, statusBeforeException: (project.statusBeforeException ?? null) as ProjectStatus | null }).statusLabel,
      apartmentType: apartmentTypeLabel(project.apartmentType),
      surface: project.surface ?? null,
      budget: project.budgetLow !== null && project.budgetLow !== undefined && project.budgetHigh !== null && project.budgetHigh !== undefined ? { low: project.budgetLow, high: project.budgetHigh } : null,
      rooms: (project.rooms ?? []).map((room) => {
        const levelId = relationId(room.renovationLevel)
        return { title: room.title || room.value || '—', count: room.count ?? null, surface: room.surface ?? null, level: levelId === null ? null : (levels.get(String(levelId)) ?? null) }
      }),
    },
    answers: await answersOf(payload, project, levels),
    auditPriceCents: positiveEurosToCents(project.auditAmount) ?? terms.auditPriceCents,
    generatedOn: parisDate(now),
  })
  return { bytes, fileName: COPY.fileName(project.id) }
}
