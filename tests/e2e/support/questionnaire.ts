import { expect } from 'vitest'
import type { Page } from 'playwright-core'
import { QUESTIONNAIRE, type QuestionKey } from '../../../seed/content/questionnaire.ts'
import { HOUSE_BRANCH, IDENTITY_NAMES } from '../../support/questionnaire-walk.ts'
import { waitForHeading } from './browser.ts'

/** The seeded title of the questionnaire's question `key`. */
export function questionTitle(key: QuestionKey): string {
  const question = QUESTIONNAIRE.questions.find((item) => item.key === key)
  if (!question) throw new Error(`no question ${key}`)
  return question.title
}

/** Waits until the questionnaire asks the question `key` (its title as the page's heading). */
export async function expectQuestion(page: Page, key: QuestionKey): Promise<void> {
  // NOTE: 30 s, Playwright's own default: the next question comes after a save, which a loaded CI machine slows.
  await waitForHeading(page, questionTitle(key), { level: 1, timeout: 30_000 })
}

/**
 * Answers the whole questionnaire through /v1 as the page's visitor (its cookies), the email left empty and
 * `phone` as the contact: the project's id. The page then opens on the closing slide.
 */
export function answerWithPhoneOnly(page: Page, { baseUrl, phone }: { baseUrl: string; phone: string }): Promise<string> {
  return answerThroughApi(page, { baseUrl, branch: { ...HOUSE_BRANCH, email: '', identity: phone } })
}

/**
 * Answers the questionnaire through /v1 as the page's requester (its cookies: a visitor, or a signed-in
 * customer), from `branch`, the way the server resumes, up to the end or until it asks `stopAt`: the project's id.
 */
export async function answerThroughApi(page: Page, { baseUrl, branch, stopAt }: { baseUrl: string; branch: Record<string, string | undefined>; stopAt?: QuestionKey }): Promise<string> {
  const get = async (url: string) => (await (await page.request.get(`${baseUrl}${url}`, { headers: { Origin: baseUrl } })).json()).payload
  const questions = (await get('/v1/project/quizz/questions')).quizztions as { quizztion_id: string; quizztion_title: string }[]
  const keyOf = (id: string) => QUESTIONNAIRE.questions.find((question) => question.title === questions.find((wire) => wire.quizztion_id === id)?.quizztion_title)?.key
  let projectId = '-1'
  let current: string | null = questions.find((wire) => keyOf(wire.quizztion_id) === 'property-type')?.quizztion_id ?? null
  for (let step = 0; current !== null && step < 40; step += 1) {
    const key = keyOf(current) ?? ''
    if (key === stopAt) break
    const saved = await page.request.post(`${baseUrl}/v1/project/quizz/create/single/response`, {
      data: { project_id: projectId, fk_response_quizztion: current, response_value: branch[key] ?? '', ...(key === 'identity' ? IDENTITY_NAMES : {}) },
      headers: { Origin: baseUrl },
    })
    expect(saved.status(), key).toBeLessThan(300)
    projectId = (await saved.json()).payload.project.project_id
    current = (await get(`/v1/project/quizz/responses/${projectId}`)).resume?.quizztion_id ?? null
  }
  return projectId
}
