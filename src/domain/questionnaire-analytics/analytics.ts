import type { Answers, Questionnaire } from '../questionnaire/model.ts'
import { answersOnPath } from '../questionnaire/path.ts'
import { choiceDistribution, isChoiceQuestion, type ChoiceDistribution } from './distribution.ts'
import { finishTimes, hasFinishedQuestionnaire, type ProjectFacts, type ResponseFacts, type StatusChangeFacts } from './facts.ts'
import { median, ratio } from './figures.ts'

/** Where the projects that left the questionnaire stopped: the last question they answered. */
export type QuestionDropOff = {
  questionId: string
  title: string
  /** 1-based, in the questionnaire's order. */
  position: number
  /** Unfinished projects whose last answer is this question's. */
  stopped: number
  /** Their share of every unfinished project that started. */
  share: number
}

/** The figures of one published questionnaire version. */
export type VersionAnalytics = {
  /** Projects that answered at least one question. */
  started: number
  /** Started projects that finished the questionnaire (status 2 « En attente de l'estimatif » or later). */
  finished: number
  /** finished / started, from 0 to 1; null before anyone started. */
  completionRate: number | null
  /** Median time from the first answer to the move to status 2, in seconds; null when none can be measured. */
  medianSecondsToFinish: number | null
  /** How many finished projects that median is measured on (those with a recorded move to status 2). */
  timedFinishes: number
  /** Started projects that have not finished. */
  unfinished: number
  /** Every question of the version, in order, with the unfinished projects that stopped there. */
  dropOff: QuestionDropOff[]
  /** Unfinished projects whose answers are all to questions this version does not hold (deleted since). */
  stoppedOnUnknownQuestion: number
  /** Their share of every unfinished project that started. */
  stoppedOnUnknownQuestionShare: number
  /** One per choice question, in the questionnaire's order. */
  distributions: ChoiceDistribution[]
}

export type AnalyticsInput = {
  questionnaire: Questionnaire
  /** The projects of this version (see projectsByVersion). */
  projects: readonly ProjectFacts[]
  /** Their responses; responses of other projects are ignored. */
  responses: readonly ResponseFacts[]
  /** Their status history; entries of other projects are ignored. */
  history: readonly StatusChangeFacts[]
}

const answeredAt = (response: ResponseFacts) => Date.parse(response.updatedAt || response.createdAt)

/**
 * The question a project stopped at: the one of its latest answer (answering again updates a response, so
 * the latest updatedAt), the later in the questionnaire when two answers share a time. Undefined when none
 * of its answers is to a question of the questionnaire.
 */
function lastAnsweredQuestion(responses: readonly ResponseFacts[], positionOf: ReadonlyMap<string, number>): string | undefined {
  let last: ResponseFacts | undefined
  for (const response of responses) {
    const position = positionOf.get(response.questionId)
    if (position === undefined) continue
    if (
      last === undefined ||
      answeredAt(response) > answeredAt(last) ||
      (answeredAt(response) === answeredAt(last) && position > (positionOf.get(last.questionId) as number))
    ) {
      last = response
    }
  }
  return last?.questionId
}

/** The plain answers of a project (room sub-answers left out), by question id. */
function plainAnswers(responses: readonly ResponseFacts[]): Answers {
  return Object.fromEntries(responses.filter((response) => response.part === '').map((response) => [response.questionId, response.value]))
}

function groupByProject<T extends { projectId: string }>(rows: readonly T[], projectIds: ReadonlySet<string>): Map<string, T[]> {
  const grouped = new Map<string, T[]>()
  for (const row of rows) {
    if (!projectIds.has(row.projectId)) continue
    const list = grouped.get(row.projectId)
    if (list) list.push(row)
    else grouped.set(row.projectId, [row])
  }
  return grouped
}

/**
 * The figures of one published questionnaire version, as form builders show them: visitors who started
 * (at least one answer), who finished, the completion rate, the median time to finish, where the others
 * stopped, and how each choice question was answered (answers on the path the project's answers lead to,
 * as staff read them; room sub-answers are not choices).
 * NOTE: the time to finish runs from the project's first answer (its creation when it has none) to its
 * first move to status 2; a project placed at a status without answering first (finish before its first
 * answer) is counted as finished but not timed.
 */
export function questionnaireAnalytics({ questionnaire, projects, responses, history }: AnalyticsInput): VersionAnalytics {
  const projectIds = new Set(projects.map((project) => project.id))
  const responsesOf = groupByProject(responses, projectIds)
  const finishedAtOf = finishTimes(history.filter((entry) => projectIds.has(entry.projectId)))
  const positionOf = new Map(questionnaire.questions.map((question, index) => [question.id, index]))
  const choiceQuestions = questionnaire.questions.filter(isChoiceQuestion)
  const storedByQuestion = new Map<string, string[]>(choiceQuestions.map((question) => [question.id, []]))
  const stoppedAt = new Map<string, number>()
  const durations: number[] = []
  let started = 0
  let finished = 0
  let stoppedOnUnknownQuestion = 0

  for (const project of projects) {
    const own = responsesOf.get(project.id) ?? []
    if (own.length === 0) continue
    started += 1
    const finishedAt = finishedAtOf.get(project.id) ?? null
    if (hasFinishedQuestionnaire(project, finishedAt)) {
      finished += 1
      if (finishedAt !== null) {
        const startedAt = Math.min(...own.map((response) => Date.parse(response.createdAt)))
        const seconds = (Date.parse(finishedAt) - startedAt) / 1000
        if (seconds >= 0) durations.push(seconds)
      }
    } else {
      const last = lastAnsweredQuestion(own, positionOf)
      if (last === undefined) stoppedOnUnknownQuestion += 1
      else stoppedAt.set(last, (stoppedAt.get(last) ?? 0) + 1)
    }
    const onPath = answersOnPath(questionnaire, plainAnswers(own))
    for (const [questionId, stored] of Object.entries(onPath)) storedByQuestion.get(questionId)?.push(stored)
  }

  const unfinished = started - finished
  return {
    started,
    finished,
    completionRate: ratio(finished, started),
    medianSecondsToFinish: median(durations),
    timedFinishes: durations.length,
    unfinished,
    dropOff: questionnaire.questions.map((question, index) => {
      const stopped = stoppedAt.get(question.id) ?? 0
      return { questionId: question.id, title: question.title, position: index + 1, stopped, share: ratio(stopped, unfinished) ?? 0 }
    }),
    stoppedOnUnknownQuestion,
    stoppedOnUnknownQuestionShare: ratio(stoppedOnUnknownQuestion, unfinished) ?? 0,
    distributions: choiceQuestions.map((question) => choiceDistribution(question, storedByQuestion.get(question.id) ?? [])),
  }
}
