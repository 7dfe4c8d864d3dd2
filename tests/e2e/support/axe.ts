import AxeBuilder from '@axe-core/playwright'
import type { Page } from 'playwright-core'
import { expect } from 'vitest'

/**
 * Runs axe-core on the page as it is now and fails the test on any serious or critical violation, listed
 * with the elements concerned (moderate and minor ones are reported by `npm run audit:web`, not here).
 */
export async function expectNoSeriousAxeViolations(page: Page): Promise<void> {
  const { violations } = await new AxeBuilder({ page }).analyze()
  const serious = violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => `${violation.impact} ${violation.id}: ${violation.help} (${violation.nodes.map((node) => node.target.join(' ')).join(' | ')})`)
  expect(serious, `axe on ${page.url()}`).toEqual([])
}
