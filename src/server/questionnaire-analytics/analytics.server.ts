import type { Payload, Where } from 'payload'
import type { Question as QuestionDoc, User } from '../../../payload-types.ts'
import { slugs } from '../../../collections/slugs.ts'
import { userHasRole } from '../../../collections/access/roles-of.ts'
import { toEngineQuestionnaire } from '../../../collections/Quizzes/engine-model.ts'
import { ForbiddenError } from '../../domain/errors.ts'
import { wireId } from '../../domain/relation.ts'
import {
  projectsByVersion,
  questionnaireAnalytics,
  versionsToList,
  type ProjectFacts,
  type ResponseFacts,
  type StatusChangeFacts,
  type VersionAnalytics,
  type VersionFacts,
} from '../../domain/questionnaire-analytics/index.ts'
import type { Questionnaire } from '../../domain/questionnaire/model.ts'
import { ANALYTICS_COPY } from '../../domain/questionnaire-analytics/copy.ts'

/** One published version as the screen lists it, with the number of projects that answer it. */
export type VersionSummary = VersionFacts & { projectCount: number }

export type QuestionnaireAnalyticsPage = {
  /** Latest publication first. */
  versions: VersionSummary[]
  /** The version shown and its figures; null when no questionnaire is published. */
  selected: { version: VersionSummary; figures: VersionAnalytics } | null
}

/** Who may read the questionnaire analytics: marketing (and admins, who hold every role). */
export function mayReadQuestionnaireAnalytics(user: Pick<User, 'role'> | null | undefined): boolean {
  return userHasRole(user, 'marketing')
}

/** How many project ids one `in` filter carries: well under SQLite's bound variables, small for MongoDB. */
const IDS_PER_QUERY = 500

function chunks<T>(items: readonly T[], size: number): T[][] {
  const result: T[][] = []
  for (let start = 0; start < items.length; start += size) result.push(items.slice(start, start + size))
  return result
}

/** A stored time as ISO text (MongoDB may hand back a Date). */
const isoTime = (value: string | Date | null | undefined): string => (value ? new Date(value).toISOString() : new Date(0).toISOString())

type SnapshotOf = { questions?: QuestionDoc[] } | null | undefined

const PUBLISHED: Where = { 'version._status': { equals: 'published' } }

/** Every published version of every questionnaire, without their questions; read as the user (marketing may read versions). */
async function publishedVersions(payload: Payload, user: User): Promise<VersionFacts[]> {
  const { docs } = await payload.findVersions({
    collection: slugs.quizzes,
    where: PUBLISHED,
    select: { parent: true, createdAt: true, version: { title: true } },
    sort: '-createdAt',
    depth: 0,
    pagination: false,
    user,
    overrideAccess: false,
  })
  return docs.flatMap((doc) => {
    const quizId = wireId(doc.parent as string | number)
    return quizId === null ? [] : [{ id: String(doc.id), quizId, title: doc.version.title ?? '', publishedAt: isoTime(doc.createdAt) }]
  })
}

/** The questions of one published version, as they were published (its snapshot). */
async function questionnaireOfVersion(payload: Payload, user: User, version: VersionFacts): Promise<Questionnaire> {
  const { docs } = await payload.findVersions({
    collection: slugs.quizzes,
    where: { and: [PUBLISHED, { id: { equals: version.id } }] },
    select: { version: { snapshot: true } },
    limit: 1,
    depth: 0,
    user,
    overrideAccess: false,
  })
  const questions = (docs[0]?.version.snapshot as SnapshotOf)?.questions
  return toEngineQuestionnaire(version.quizId, Array.isArray(questions) ? questions : [])
}

/** The projects started on a questionnaire (those with one). */
async function questionnaireProjects(payload: Payload): Promise<ProjectFacts[]> {
  const { docs } = await payload.find({
    collection: slugs.projects,
    where: { quiz: { exists: true } },
    select: { quiz: true, quizVersion: true, status: true, statusBeforeException: true, createdAt: true },
    depth: 0,
    pagination: false,
    overrideAccess: true,
  })
  return docs.map((doc) => ({
    id: String(doc.id),
    quizId: wireId(doc.quiz),
    versionId: doc.quizVersion ?? null,
    createdAt: isoTime(doc.createdAt),
    status: Number(doc.status ?? 0),
    statusBeforeException: doc.statusBeforeException ?? null,
  }))
}

/** The responses of these projects, read in batches of ids. */
async function responsesOf(payload: Payload, projectIds: readonly string[]): Promise<ResponseFacts[]> {
  const batches = await Promise.all(
    chunks(projectIds, IDS_PER_QUERY).map((ids) =>
      payload.find({
        collection: slugs.responses,
        where: { project: { in: ids } },
        select: { project: true, question: true, part: true, value: true, createdAt: true, updatedAt: true },
        depth: 0,
        pagination: false,
        overrideAccess: true,
      }),
    ),
  )
  return batches.flatMap(({ docs }) =>
    docs.flatMap((doc) => {
      const projectId = wireId(doc.project)
      const questionId = wireId(doc.question)
      if (projectId === null || questionId === null) return []
      return [{ projectId, questionId, part: doc.part ?? '', value: doc.value ?? '', createdAt: isoTime(doc.createdAt), updatedAt: isoTime(doc.updatedAt) }]
    }),
  )
}

/** The moves of these projects to « En attente de l'estimatif » (2), read in batches of ids. */
async function finishMovesOf(payload: Payload, projectIds: readonly string[]): Promise<StatusChangeFacts[]> {
  const batches = await Promise.all(
    chunks(projectIds, IDS_PER_QUERY).map((ids) => {
      const where: Where = { and: [{ project: { in: ids } }, { to: { equals: '2' } }] }
      return payload.find({ collection: slugs.projectHistory, where, select: { project: true, to: true, createdAt: true }, depth: 0, pagination: false, overrideAccess: true })
    }),
  )
  return batches.flatMap(({ docs }) =>
    docs.flatMap((doc) => {
      const projectId = wireId(doc.project)
      return projectId === null ? [] : [{ projectId, to: Number(doc.to), createdAt: isoTime(doc.createdAt) }]
    }),
  )
}

/**
 * The questionnaire analytics screen's data: the published versions worth listing (latest first, with
 * their project counts: see versionsToList) and the figures of the version asked for (`versionId`), else
 * of the latest version that has projects, else of the latest one. Only that version's questions are read.
 * NOTE: projects, responses and their history are readable by staff and their owners only (collections'
 * access), not by marketing; so, once the role is checked here (marketing or admin, a ForbiddenError for
 * anyone else, customers included), they are read as the system (overrideAccess: true). Only counts and
 * choice labels leave this function: never a project, an owner or a typed answer.
 */
export async function loadQuestionnaireAnalytics(payload: Payload, user: User | null, versionId: string | null = null): Promise<QuestionnaireAnalyticsPage> {
  if (!user || !mayReadQuestionnaireAnalytics(user)) throw new ForbiddenError(ANALYTICS_COPY.noAccess)
  const [versions, projects] = await Promise.all([publishedVersions(payload, user), questionnaireProjects(payload)])
  const grouped = projectsByVersion(projects, versions)
  const summaries: VersionSummary[] = versionsToList(versions, grouped).map((version) => ({ ...version, projectCount: grouped.get(version.id)?.length ?? 0 }))
  const chosen =
    summaries.find((summary) => summary.id === versionId) ?? summaries.find((summary) => summary.projectCount > 0) ?? summaries[0]
  if (!chosen) return { versions: summaries, selected: null }
  const versionProjects = grouped.get(chosen.id) ?? []
  const projectIds = versionProjects.map((project) => project.id)
  const [questionnaire, responses, history] = await Promise.all([
    questionnaireOfVersion(payload, user, chosen),
    responsesOf(payload, projectIds),
    finishMovesOf(payload, projectIds),
  ])
  return {
    versions: summaries,
    selected: {
      version: chosen,
      figures: questionnaireAnalytics({ questionnaire, projects: versionProjects, responses, history }),
    },
  }
}
