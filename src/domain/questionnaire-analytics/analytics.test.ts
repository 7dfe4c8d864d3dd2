import { describe, expect, it } from 'vitest'
import { aChoice, aChoiceQuestion, aQuestion, aQuestionnaire } from '../questionnaire/test-builders.ts'
import { QUESTION_TYPE } from '../questionnaire/model.ts'
import { questionnaireAnalytics, type AnalyticsInput } from './analytics.ts'
import type { ProjectFacts, ResponseFacts, StatusChangeFacts } from './facts.ts'

const questionnaire = aQuestionnaire(
  aChoiceQuestion('kind', QUESTION_TYPE.singleChoice, [aChoice('flat', { title: 'Appartement' }), aChoice('house', { title: 'Maison' })]),
  aQuestion('surface', { type: QUESTION_TYPE.number }),
  aChoiceQuestion('wishes', QUESTION_TYPE.multipleChoice, [aChoice('light', { title: 'Lumière' }), aChoice('storage', { title: 'Rangements' })]),
  aQuestion('email'),
)

const at = (minutes: number) => new Date(Date.UTC(2026, 10, 1, 9, minutes)).toISOString()

function project(id: string, status: number, fields: Partial<ProjectFacts> = {}): ProjectFacts {
  return { id, quizId: 'quiz', versionId: 'v1', createdAt: at(0), status, statusBeforeException: null, ...fields }
}

function answer(projectId: string, questionId: string, value: string, minute: number, part = ''): ResponseFacts {
  return { projectId, questionId, part, value, createdAt: at(minute), updatedAt: at(minute) }
}

const finishedAt = (projectId: string, minute: number): StatusChangeFacts => ({ projectId, to: 2, createdAt: at(minute) })

function analytics(input: Partial<AnalyticsInput>) {
  return questionnaireAnalytics({ questionnaire, projects: [], responses: [], history: [], ...input })
}

describe('questionnaireAnalytics', () => {
  it('gives zeros and no rate or median when nobody answered', () => {
    const figures = analytics({ projects: [project('p1', 0)] })
    expect(figures).toMatchObject({ started: 0, finished: 0, completionRate: null, medianSecondsToFinish: null, timedFinishes: 0, unfinished: 0, stoppedOnUnknownQuestion: 0 })
    expect(figures.dropOff.map((row) => [row.questionId, row.position, row.stopped])).toEqual([
      ['kind', 1, 0],
      ['surface', 2, 0],
      ['wishes', 3, 0],
      ['email', 4, 0],
    ])
    expect(figures.distributions.map((distribution) => [distribution.questionId, distribution.answered])).toEqual([
      ['kind', 0],
      ['wishes', 0],
    ])
  })

  it('counts as started only the projects with at least one answer', () => {
    const figures = analytics({ projects: [project('p1', 1), project('p2', 0)], responses: [answer('p1', 'kind', 'flat', 1)] })
    expect(figures.started).toBe(1)
  })

  it('counts as finished the started projects at status 2 or later, and gives the completion rate', () => {
    const figures = analytics({
      projects: [project('p1', 2), project('p2', 5), project('p3', 1), project('p4', 9)],
      responses: [answer('p1', 'kind', 'flat', 1), answer('p2', 'kind', 'flat', 1), answer('p3', 'kind', 'house', 1)],
    })
    expect(figures).toMatchObject({ started: 3, finished: 2, unfinished: 1 })
    expect(figures.completionRate).toBeCloseTo(2 / 3)
  })

  it('counts a project in exception by the status it held before', () => {
    const figures = analytics({
      projects: [project('p1', 13, { statusBeforeException: 4 }), project('p2', 13, { statusBeforeException: 1 })],
      responses: [answer('p1', 'kind', 'flat', 1), answer('p2', 'kind', 'flat', 1)],
    })
    expect(figures.finished).toBe(1)
  })

  it('counts as finished a project moved to status 2 and later moved back', () => {
    const figures = analytics({ projects: [project('p1', 1)], responses: [answer('p1', 'kind', 'flat', 1)], history: [finishedAt('p1', 5)] })
    expect(figures.finished).toBe(1)
  })

  it('measures the time to finish from the first answer to the first move to status 2', () => {
    const figures = analytics({
      projects: [project('p1', 3)],
      responses: [answer('p1', 'surface', '40', 4), answer('p1', 'kind', 'flat', 2)],
      history: [finishedAt('p1', 12), finishedAt('p1', 30)],
    })
    expect(figures.medianSecondsToFinish).toBe(10 * 60)
    expect(figures.timedFinishes).toBe(1)
  })

  it('takes the mean of the two middle times for an even count', () => {
    const projects = ['a', 'b', 'c', 'd'].map((id) => project(id, 2))
    const figures = analytics({
      projects,
      responses: projects.map((each) => answer(each.id, 'kind', 'flat', 0)),
      history: [finishedAt('a', 1), finishedAt('b', 2), finishedAt('c', 6), finishedAt('d', 50)],
    })
    expect(figures.medianSecondsToFinish).toBe(4 * 60)
  })

  it('gives the shared value when the middle times are equal', () => {
    const projects = ['a', 'b', 'c', 'd', 'e'].map((id) => project(id, 2))
    const figures = analytics({
      projects,
      responses: projects.map((each) => answer(each.id, 'kind', 'flat', 0)),
      history: [finishedAt('a', 1), finishedAt('b', 3), finishedAt('c', 3), finishedAt('d', 3), finishedAt('e', 40)],
    })
    expect(figures.medianSecondsToFinish).toBe(3 * 60)
  })

  it('does not time a project placed at its status before its first answer', () => {
    const figures = analytics({ projects: [project('p1', 2)], responses: [answer('p1', 'kind', 'flat', 10)], history: [finishedAt('p1', 0)] })
    expect(figures).toMatchObject({ finished: 1, timedFinishes: 0, medianSecondsToFinish: null })
  })

  it('puts an unfinished project at the question of its latest answer, in the questionnaire order', () => {
    const figures = analytics({
      projects: [project('p1', 1), project('p2', 1), project('p3', 1), project('done', 2)],
      responses: [
        answer('p1', 'kind', 'flat', 1),
        answer('p1', 'surface', '40', 2),
        answer('p2', 'kind', 'house', 1),
        // p3 went back and changed its first answer last: it stopped there.
        answer('p3', 'surface', '40', 2),
        answer('p3', 'kind', 'flat', 3),
        answer('done', 'email', 'a@b.fr', 3),
      ],
    })
    expect(figures.dropOff.map((row) => [row.questionId, row.stopped])).toEqual([
      ['kind', 2],
      ['surface', 1],
      ['wishes', 0],
      ['email', 0],
    ])
    expect(figures.dropOff[0]?.share).toBeCloseTo(2 / 3)
  })

  it('breaks a tie between answers given at the same time by the later question', () => {
    const figures = analytics({ projects: [project('p1', 1)], responses: [answer('p1', 'surface', '40', 2), answer('p1', 'kind', 'flat', 2)] })
    expect(figures.dropOff.find((row) => row.stopped === 1)?.questionId).toBe('surface')
  })

  it('ignores room sub-answers when finding where a project stopped', () => {
    const figures = analytics({ projects: [project('p1', 1)], responses: [answer('p1', 'kind', 'flat', 1), answer('p1', 'rooms', '2', 5, 'salon_surface')] })
    expect(figures.dropOff.find((row) => row.stopped === 1)?.questionId).toBe('kind')
    expect(figures.stoppedOnUnknownQuestion).toBe(0)
  })

  it('counts apart a project whose only answers are to a question deleted since', () => {
    const figures = analytics({ projects: [project('p1', 1), project('p2', 1)], responses: [answer('p1', 'gone', 'x', 1), answer('p2', 'gone', 'x', 1), answer('p2', 'kind', 'flat', 0)] })
    expect(figures.started).toBe(2)
    expect(figures.stoppedOnUnknownQuestion).toBe(1)
    expect(figures.stoppedOnUnknownQuestionShare).toBe(0.5)
    expect(figures.dropOff.find((row) => row.questionId === 'kind')?.stopped).toBe(1)
  })

  it('counts each choice of the answers on the path, labelled with the choice title', () => {
    const figures = analytics({
      projects: [project('p1', 2), project('p2', 1), project('p3', 1)],
      responses: [
        answer('p1', 'kind', 'flat', 1),
        answer('p1', 'surface', '40', 2),
        answer('p1', 'wishes', '["light","storage"]', 3),
        answer('p2', 'kind', 'flat', 1),
        answer('p2', 'surface', '40', 2),
        answer('p2', 'wishes', '["storage"]', 3),
        answer('p3', 'kind', 'house', 1),
      ],
    })
    const [kind, wishes] = figures.distributions
    expect(kind).toMatchObject({ answered: 3, isMultiple: false, unlisted: 0 })
    expect(kind?.choices.map((choice) => [choice.label, choice.count])).toEqual([
      ['Appartement', 2],
      ['Maison', 1],
    ])
    expect(wishes).toMatchObject({ answered: 2, isMultiple: true })
    expect(wishes?.choices.map((choice) => [choice.label, choice.count, choice.share])).toEqual([
      ['Lumière', 1, 0.5],
      ['Rangements', 2, 1],
    ])
  })

  it('leaves out an answer off the path the earlier answers lead to', () => {
    // surface unanswered: the path stops there, so the wishes answer left behind is not counted.
    const figures = analytics({ projects: [project('p1', 1)], responses: [answer('p1', 'kind', 'flat', 1), answer('p1', 'wishes', '["light"]', 2)] })
    expect(figures.distributions[1]?.answered).toBe(0)
  })

  it('ignores the responses and history of projects not given', () => {
    const figures = analytics({ projects: [project('p1', 1)], responses: [answer('p1', 'kind', 'flat', 1), answer('other', 'kind', 'house', 1)], history: [finishedAt('other', 2)] })
    expect(figures).toMatchObject({ started: 1, finished: 0 })
    expect(figures.distributions[0]?.choices.map((choice) => choice.count)).toEqual([1, 0])
  })
})
