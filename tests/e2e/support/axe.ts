import AxeBuilder from '@axe-core/playwright'
import type { Page } from 'playwright-core'
import { expect } from 'vitest'

/**
 * Runs axe-core on the page as it is now and fails the test on any serious or critical violation, listed
 * with the elements concerned (moderate and minor ones are reported by `npm run audit:web`, not here).
 * `include` limits it to one part of the page (a CSS selector), e.g. our own component inside Payload's admin.
 */
export async function expectNoSeriousAxeViolations(page: Page, { include }: { include?: string } = {}): Promise<void> {
  const builder = new AxeBuilder({ page })
  const { violations } = await (include ? builder.include(include) : builder).analyze()
  const serious = violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => `${violation.impact} ${violation.id}: ${violation.help} (${violation.nodes.map((node) => node.target.join(' ')).join(' | ')})`)
  expect(serious, `axe on ${page.url()}`).toEqual([])
}
