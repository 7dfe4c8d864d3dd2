import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Payload } from 'payload'
import { bootTestPayload, type TestPayload } from './support/test-payload.ts'
import { asUser, createProject, createUser } from './support/fixtures.ts'
import { seedTestQuestionnaire } from './support/questionnaire.ts'
import type { SeededQuestionnaire } from '../../seed/questionnaire.ts'
import { QUESTIONNAIRE, type QuestionKey } from '../../seed/content/questionnaire.ts'
import { HOUSE_BRANCH, type Branch } from '../support/questionnaire-walk.ts'
import { saveAnswer } from '../../src/server/questionnaire/answers.server.ts'
import { finishQuestionnaire } from '../../src/server/questionnaire/finish.server.ts'
import { questionnaireState } from '../../src/server/questionnaire/state.server.ts'
import type { Requester } from '../../src/server/projects/project-access.server.ts'
import { newVisitorKey } from '../../src/server/projects/visitor-key.server.ts'
import { loadQuestionnaireAnalytics } from '../../src/server/questionnaire-analytics/analytics.server.ts'
import { ANALYTICS_COPY } from '../../src/domain/questionnaire-analytics/copy.ts'
import type { User } from '../../payload-types.ts'

let test: TestPayload
let payload: Payload
let seeded: SeededQuestionnaire
let marketing: User
let admin: User

const id = (key: QuestionKey) => String(seeded.questionIds[key])
const keyOf = (questionId: string) =>
  (Object.entries(seeded.questionIds) as [QuestionKey, number | string][]).find(([, value]) => String(value) === questionId)?.[0]
const choiceTitle = (key: QuestionKey, value: string) => QUESTIONNAIRE.questions.find((question) => question.key === key)?.choices?.find((choice) => choice.value === value)?.title

/** Answers the questionnaire where the server resumes it, from `branch`, until `stopAfter` is answered (or the end). */
async function walk(requester: Requester, branch: Branch, { projectId = null, stopAfter }: { projectId?: number | string | null; stopAfter?: QuestionKey } = {}) {
  let current: string | null = id('property-type')
  let project = projectId
  for (let step = 0; current !== null && step < 40; step++) {
    const key = keyOf(current)
    if (!key) throw new Error(`unknown question ${current}`)
    const saved = await saveAnswer(payload, {
      requester,
      projectId: project,
      questionId: current,
      value: branch[key],
      ...(key === 'identity' ? { identity: { firstName: 'Camille', lastName: 'Martin', acceptsTerms: true } } : {}),
    })
    project = saved.project.id
    if (key === stopAfter) break
    current = (await questionnaireState(payload, saved.project)).currentId
  }
  return project as number | string
}

/** A customer who walks the house branch to its end and finishes (status 2). */
async function finishedByCustomer() {
  const { user, email } = await createUser(payload)
  const requester = { user: asUser(user) as User, visitorKey: null }
  const project = await createProject(payload, user.id, { quiz: seeded.quizId })
  const projectId = await walk(requester, { ...HOUSE_BRANCH, 'has-photos': 'non', email }, { projectId: project.id })
  await finishQuestionnaire(payload, { requester, projectId })
  return projectId
}

beforeAll(async () => {
  test = await bootTestPayload()
  payload = test.payload
  seeded = await seedTestQuestionnaire(payload)
  marketing = asUser((await createUser(payload, 'marketing')).user) as User
  admin = asUser((await createUser(payload, 'admin')).user) as User
  // Two finish, two stop on the way (after the first question, after the works' scope), one never answers.
  await finishedByCustomer()
  await finishedByCustomer()
  await walk({ user: null, visitorKey: newVisitorKey() }, { 'property-type': 'appartement' }, { stopAfter: 'property-type' })
  await walk({ user: null, visitorKey: newVisitorKey() }, HOUSE_BRANCH, { stopAfter: 'works-scope' })
  const { user: idle } = await createUser(payload)
  await createProject(payload, idle.id, { quiz: seeded.quizId })
}, 120_000)
afterAll(() => test?.cleanup())

describe('questionnaire analytics', () => {
  it('gives the headline figures of the version the projects answered', async () => {
    const { versions, selected } = await loadQuestionnaireAnalytics(payload, marketing)
    // Seeding published the questionnaire once per question: only the version answered (the latest) is listed.
    expect(versions).toHaveLength(1)
    expect(selected?.version.projectCount).toBe(5)
    const figures = selected?.figures
    expect(figures).toMatchObject({ started: 4, finished: 2, unfinished: 2, completionRate: 0.5, timedFinishes: 2, stoppedOnUnknownQuestion: 0 })
    expect(figures?.medianSecondsToFinish).toEqual(expect.any(Number))
    expect(figures?.medianSecondsToFinish).toBeGreaterThanOrEqual(0)
  })

  it('puts each unfinished project at its last answered question, in the questionnaire order', async () => {
    const figures = (await loadQuestionnaireAnalytics(payload, marketing)).selected?.figures
    expect(figures?.dropOff.map((row) => row.questionId)).toEqual(QUESTIONNAIRE.questions.map((question) => id(question.key)))
    const stops = figures?.dropOff.filter((row) => row.stopped > 0).map((row) => [keyOf(row.questionId), row.stopped, row.share])
    expect(stops).toEqual([
      ['property-type', 1, 0.5],
      ['works-scope', 1, 0.5],
    ])
  })

  it('counts each choice with its title', async () => {
    const figures = (await loadQuestionnaireAnalytics(payload, admin)).selected?.figures
    const propertyType = figures?.distributions.find((distribution) => distribution.questionId === id('property-type'))
    expect(propertyType?.answered).toBe(4)
    expect(propertyType?.choices.filter((choice) => choice.count > 0).map((choice) => [choice.label, choice.count])).toEqual([
      [choiceTitle('property-type', 'appartement'), 1],
      [choiceTitle('property-type', 'maison'), 3],
    ])
    const wishes = figures?.distributions.find((distribution) => distribution.questionId === id('wishes'))
    expect(wishes).toMatchObject({ answered: 2, isMultiple: true, unlisted: 0 })
    const wished = JSON.parse(HOUSE_BRANCH.wishes as string) as string[]
    const offered = QUESTIONNAIRE.questions.find((question) => question.key === 'wishes')?.choices ?? []
    expect(wishes?.choices.filter((choice) => choice.count > 0).map((choice) => [choice.label, choice.count])).toEqual(
      offered.filter((choice) => wished.includes(choice.value)).map((choice) => [choice.title, 2]),
    )
    // Rooms, text and commune answers are not choice distributions.
    expect(figures?.distributions.map((distribution) => keyOf(distribution.questionId))).not.toContain('rooms')
    expect(figures?.distributions.map((distribution) => keyOf(distribution.questionId))).not.toContain('commune')
  })

  it('shows a version published later, with nobody on it yet, as empty', async () => {
    await payload.update({ collection: 'quizzes', id: seeded.quizId, data: { subtitle: 'Nouvelle version', _status: 'published' }, user: marketing, overrideAccess: false })
    const { versions, selected } = await loadQuestionnaireAnalytics(payload, marketing)
    const latest = versions[0]
    expect(versions.map((version) => version.projectCount)).toEqual([0, 5])
    // By default, the latest version that has projects.
    expect(selected?.version.projectCount).toBe(5)
    const empty = await loadQuestionnaireAnalytics(payload, marketing, latest?.id ?? null)
    expect(empty.selected?.version.id).toBe(latest?.id)
    expect(empty.selected?.figures).toMatchObject({ started: 0, finished: 0, completionRate: null, medianSecondsToFinish: null })
  })

  it('refuses anyone but marketing and admins, customers included', async () => {
    const staff = asUser((await createUser(payload, 'staff')).user) as User
    const customer = asUser((await createUser(payload, 'customer')).user) as User
    const curator = asUser((await createUser(payload, 'curator')).user) as User
    for (const user of [staff, customer, curator, null]) {
      await expect(loadQuestionnaireAnalytics(payload, user)).rejects.toMatchObject({ status: 403, message: ANALYTICS_COPY.noAccess })
    }
  })
})
