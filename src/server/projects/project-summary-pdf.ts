import { formatWholeEuros, type Cents } from '../../domain/money/index.ts'
import { DOCUMENT_COPY } from '../../platform/pdf/copy.ts'
import { frenchNumber, longFrenchDate } from '../../platform/pdf/french-format.ts'
import { PdfComposer } from '../../platform/pdf/pdf-composer.ts'
import { companyLetterhead } from '../../platform/pdf/letterhead.ts'
import { formatAmount, type CompanyIdentity } from '../../domain/commitments/index.ts'

const COPY = DOCUMENT_COPY.summary

export type SummaryRoom = { title: string; count: number | null; surface: number | null; level: string | null }

/** One answer in words: the question's title and the answer (rooms and files already put in words). */
export type SummaryAnswer = { question: string; answer: string }

/** Everything the project summary PDF shows; `generatedOn` is a Paris calendar date (YYYY-MM-DD). */
export type ProjectSummaryDocument = {
  company: CompanyIdentity
  project: {
    id: number
    title: string
    address: string
    statusLabel: string
    apartmentType: string | null
    surface: number | null
    budget: { low: number; high: number } | null
    rooms: SummaryRoom[]
  }
  answers: SummaryAnswer[]
  /** The audit's price for this project (TTC), as the CGV announce it before booking (issue #36). */
  auditPriceCents: Cents
  generatedOn: string
}

/** The project summary as an A4 PDF: the project's facts, its rooms, then the questionnaire's answers. */
export async function renderProjectSummaryPdf({ company, project, answers, auditPriceCents, generatedOn }: ProjectSummaryDocument): Promise<Uint8Array> {
  const composer = await PdfComposer.create({
    title: COPY.title(project.title),
    subject: COPY.subject,
    createdOn: new Date(`${generatedOn}T12:00:00Z`),
    letterhead: companyLetterhead(company, { kind: COPY.kind, references: [COPY.reference(project.id), DOCUMENT_COPY.date(longFrenchDate(generatedOn))] }),
  })
  composer.title(project.title)
  composer.heading(COPY.projectHeading)
  composer.facts([
    { label: COPY.address, value: project.address || COPY.unknown },
    { label: COPY.status, value: project.statusLabel },
    { label: COPY.apartmentType, value: project.apartmentType ?? COPY.unknown },
    { label: COPY.surface, value: project.surface === null ? COPY.unknown : COPY.squareMetres(frenchNumber(project.surface)) },
    ...(project.budget ? [{ label: COPY.budget, value: COPY.budgetRange(formatWholeEuros(project.budget.low), formatWholeEuros(project.budget.high)) }] : []),
    { label: COPY.auditPrice, value: COPY.auditPriceValue(formatAmount(auditPriceCents)) },
  ])
  composer.heading(COPY.roomsHeading)
  if (project.rooms.length === 0) composer.paragraph(COPY.noRooms, { isMuted: true })
  else {
    composer.table(
      [
        { header: COPY.roomColumns.room, width: 170, align: 'left' },
        { header: COPY.roomColumns.count, width: 60, align: 'right' },
        { header: COPY.roomColumns.surface, width: 80, align: 'right' },
        { header: COPY.roomColumns.level, width: 190, align: 'left' },
      ],
      project.rooms.map((room) => [
        room.title,
        room.count === null ? '' : String(room.count),
        room.surface === null ? '' : frenchNumber(room.surface),
        room.level ?? COPY.unknown,
      ]),
    )
  }
  composer.heading(COPY.answersHeading)
  if (answers.length === 0) composer.paragraph(COPY.noAnswers, { isMuted: true })
  else composer.questionsAndAnswers(answers)
  return composer.save()
}
