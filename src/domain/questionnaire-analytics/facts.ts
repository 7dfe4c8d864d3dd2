import { PROJECT_STATUS } from '../workflow/project-status.ts'

/**
 * What the analytics read from the database, as plain values. Times are ISO 8601 strings (what Payload
 * stores as createdAt/updatedAt); ids are opaque strings, compared as strings only.
 */

/** One published version of a questionnaire (its questions are read only for the version shown). */
export type VersionFacts = {
  /** The Payload version's id (what projects.quizVersion holds). */
  id: string
  quizId: string
  title: string
  /** When it was published (the version's createdAt). */
  publishedAt: string
}

/** A project as the analytics see it. */
export type ProjectFacts = {
  id: string
  quizId: string | null
  /** projects.quizVersion: the published version it started on; null for a project older than versions. */
  versionId: string | null
  createdAt: string
  status: number
  /** The status held before an « Exception » (13), null otherwise. */
  statusBeforeException: number | null
}

/** One stored response; `part` is '' for a plain answer and names a room's sub-answer otherwise. */
export type ResponseFacts = {
  projectId: string
  questionId: string
  part: string
  value: string
  createdAt: string
  updatedAt: string
}

/** One entry of a project's status history. */
export type StatusChangeFacts = {
  projectId: string
  to: number
  createdAt: string
}

/**
 * Whether a project has finished the questionnaire: it reached « En attente de l'estimatif » (2) or a later
 * status. A project in « Exception » (13) counts by the status it held before; a recorded move to 2 counts
 * even when the project was later moved back.
 */
export function hasFinishedQuestionnaire(project: ProjectFacts, finishedAt: string | null): boolean {
  if (finishedAt !== null) return true
  const held = project.status === PROJECT_STATUS.exception ? (project.statusBeforeException ?? PROJECT_STATUS.initialised) : project.status
  return held >= PROJECT_STATUS.awaitingEstimate
}

/**
 * When each project finished the questionnaire: its first history entry moving it to « En attente de
 * l'estimatif » (2). A project placed straight at a later status (by staff or the demo seed) has none.
 */
export function finishTimes(history: readonly StatusChangeFacts[]): Map<string, string> {
  const finished = new Map<string, string>()
  for (const entry of history) {
    if (entry.to !== PROJECT_STATUS.awaitingEstimate) continue
    const known = finished.get(entry.projectId)
    if (known === undefined || Date.parse(entry.createdAt) < Date.parse(known)) finished.set(entry.projectId, entry.createdAt)
  }
  return finished
}
