import type { Page } from 'playwright-core'
import { QUESTIONNAIRE, type QuestionKey } from '../../../seed/content/questionnaire.ts'

/** The seeded title of the questionnaire's question `key`. */
export function questionTitle(key: QuestionKey): string {
  const question = QUESTIONNAIRE.questions.find((item) => item.key === key)
  if (!question) throw new Error(`no question ${key}`)
  return question.title
}

/** Waits until the questionnaire asks the question `key` (its title as the page's heading). */
export async function expectQuestion(page: Page, key: QuestionKey): Promise<void> {
  // NOTE: 30 s, Playwright's own default: the next question comes after a save, which a loaded CI machine slows.
  await page.getByRole('heading', { level: 1, name: questionTitle(key) }).waitFor({ timeout: 30_000 })
}
