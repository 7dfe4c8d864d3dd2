import type { Payload } from 'payload'
import type { Project, Response as ResponseDoc } from '../../../payload-types.ts'
import {
  isQuestionnaireComplete,
  questionnaireProgress,
  resolvePath,
  resumeIndex,
  type Answers,
} from '../../domain/questionnaire/index.ts'
import { questionnaireOf } from '../../../collections/Quizzes/questionnaires.server.ts'
import { storedAnswers } from '../../../collections/Responses/stored-answers.server.ts'
import type { LoadedQuestionnaire } from '../../../collections/Quizzes/questionnaires.server.ts'

/** Where a project stands in its questionnaire: what resume, progress and 'Terminer' read. */
export type QuestionnaireState = {
  loaded: LoadedQuestionnaire
  answers: Answers
  responses: ResponseDoc[]
  /** The question to resume at (first unanswered on the path), null on the closing slide. */
  currentId: string | null
  /** Its index in the question list, or the question count on the closing slide. */
  index: number
  path: string[]
  progress: number
  isComplete: boolean
}

export async function questionnaireState(payload: Payload, project: Project): Promise<QuestionnaireState> {
  const loaded = await questionnaireOf(payload, project)
  const { answers, responses } = await storedAnswers(payload, project.id)
  const { path, currentId } = resolvePath(loaded.engine, answers)
  return {
    loaded,
    answers,
    responses,
    currentId,
    index: resumeIndex(loaded.engine, answers),
    path,
    progress: questionnaireProgress(loaded.engine, answers, currentId),
    isComplete: isQuestionnaireComplete(loaded.engine, answers),
  }
}
