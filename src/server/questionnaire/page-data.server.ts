import type { Payload } from 'payload'
import type { User } from '../../../payload-types.ts'
import { slugs } from '../../../collections/slugs.ts'
import { relationId } from '../../../collections/fields/relation-id.ts'
import type { Answers, Questionnaire } from '../../domain/questionnaire/index.ts'
import { isQuestionnaireAnswerable, stepperStages, statusLabel, type ProjectStatus, type StepperStageView } from '../../domain/workflow/index.ts'
import { NotFoundError } from '../../domain/errors.ts'
import { toDocId, type DocId } from '../../domain/ids/index.ts'
import { projectTitleOf } from '../../domain/projects/index.ts'
import { giveProjectTo } from '../projects/claim-project.server.ts'
import { reachProjectForPage, type Requester } from '../projects/project-access.server.ts'
import { storedAnswers } from '../../../collections/Responses/stored-answers.server.ts'
import { loadDraftQuestionnaire, loadQuestionnaire, photoPath, type LoadedQuestionnaire } from '../../../collections/Quizzes/questionnaires.server.ts'
import { responsiveImage, type ResponsiveImage } from '../../lib/responsive-image.ts'
import { userHasRole } from '../../../collections/access/roles-of.ts'
import { unaskedAnswersFor } from './unasked.server.ts'

/** Everything the questionnaire screens need to draw and resume, in one server call. */
export type QuestionnairePageData = {
  /** The intro picture, decorative (empty alt), in the generated sizes. */
  quiz: { title: string; subtitle: string; image: ResponsiveImage | null }
  questionnaire: Questionnaire
  questionImages: Record<string, string | null>
  levels: { id: string; title: string }[]
  project: {
    id: DocId
    title: string
    status: number
    statusLabel: string
    stages: StepperStageView[]
    isAnswerable: boolean
  } | null
  answers: Answers
  /**
   * The answers not asked (src/domain/questionnaire/unasked-answers.ts): what the signed-in account already
   * says, or a visitor's password (chosen after the emailed code); the flow walks past these questions.
   */
  unasked: Answers
  user: { firstName: string; lastName: string; email: string; phone: string } | null
  /** A preview of the quiz's draft by marketing: answers are kept in the browser only, never sent. */
  isPreview: boolean
}

export type PageOutcome =
  | { kind: 'ok'; data: QuestionnairePageData }
  | { kind: 'login' }
  | { kind: 'wrong-link' }

const introImage = (photo: LoadedQuestionnaire['quiz']['image']) => {
  const image = photo && typeof photo === 'object' ? responsiveImage(photo, '') : null
  return image && { ...image, alt: '' }
}

function questionData(loaded: LoadedQuestionnaire) {
  return {
    quiz: { title: loaded.quiz.title, subtitle: loaded.quiz.subtitle ?? '', image: introImage(loaded.quiz.image) },
    questionnaire: loaded.engine,
    questionImages: Object.fromEntries(loaded.questions.map((question) => [String(question.id), photoPath(question.image)])),
  }
}

function userData(user: User | null): QuestionnairePageData['user'] {
  return user ? { firstName: user.firstName ?? '', lastName: user.lastName ?? '', email: user.email ?? '', phone: user.phone ?? '' } : null
}

/**
 * The questionnaire screen's data for a project (null: a new one). A customer who signed in from a
 * questionnaire they began as a visitor in this browser gets that project (and its responses) now.
 */
export async function questionnairePageData(payload: Payload, requester: Requester, projectId: DocId | null): Promise<PageOutcome> {
  const levels = await payload.find({ collection: slugs.levels, sort: 'position', limit: 50, depth: 0, overrideAccess: false })
  const levelList = levels.docs.map((level) => ({ id: String(level.id), title: level.title }))
  if (projectId === null) {
    const loaded = await loadQuestionnaire(payload)
    const unasked = await unaskedAnswersFor(payload, requester.user, loaded.engine)
    return { kind: 'ok', data: { ...questionData(loaded), levels: levelList, project: null, answers: {}, unasked, user: userData(requester.user), isPreview: false } }
  }
  const reached = await reachProjectForPage(payload, projectId, requester)
  if (reached.kind !== 'ok') return reached
  const { access } = reached
  const project =
    access.via === 'visitor' && requester.user ? await giveProjectTo(payload, access.project.id, requester.user.id) : access.project
  const loaded = await loadQuestionnaire(payload, relationId(project.quiz), project.quizVersion ?? null)
  const [{ answers }, unasked] = await Promise.all([storedAnswers(payload, project.id), unaskedAnswersFor(payload, requester.user, loaded.engine)])
  const status = project.status as ProjectStatus
  return {
    kind: 'ok',
    data: {
      ...questionData(loaded),
      levels: levelList,
      project: {
        id: toDocId(project.id),
        title: projectTitleOf(project),
        status,
        statusLabel: statusLabel(status),
        stages: stepperStages({ visa: status, statusBeforeException: (project.statusBeforeException ?? null) as ProjectStatus | null }),
        isAnswerable: isQuestionnaireAnswerable(status),
      },
      answers,
      unasked,
      user: userData(requester.user),
      isPreview: false,
    },
  }
}

/**
 * The questionnaire screen on a quiz's draft (/web-questionnaire/-1?preview={quizId}), for marketing and
 * admins only: anyone else is sent to sign in, or told the link is not for them. Everyone else's
 * questionnaire stays the published one.
 */
export async function questionnairePreviewData(payload: Payload, user: User | null, quizId: DocId): Promise<PageOutcome> {
  if (user === null) return { kind: 'login' }
  if (!userHasRole(user, 'marketing')) return { kind: 'wrong-link' }
  let loaded
  try {
    loaded = await loadDraftQuestionnaire(payload, user, quizId)
  } catch (error) {
    if (error instanceof NotFoundError) return { kind: 'wrong-link' }
    throw error
  }
  const levels = await payload.find({ collection: slugs.levels, sort: 'position', limit: 50, depth: 0, overrideAccess: false })
  return {
    kind: 'ok',
    data: {
      ...questionData(loaded),
      levels: levels.docs.map((level) => ({ id: String(level.id), title: level.title })),
      project: null,
      answers: {},
      // The preview walks every question, as a visitor would see them on the /v1 clients.
      unasked: {},
      user: userData(user),
      isPreview: true,
    },
  }
}
