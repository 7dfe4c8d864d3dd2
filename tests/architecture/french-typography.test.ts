import { describe, expect, it } from 'vitest'
import { COPY_MODULES, mistakesIn, proseOf } from './copy-prose.ts'

/**
 * Issue #36, « French typography, enforced »: every text of the copy modules (screens, emails, PDFs, status
 * labels, messages) and of the seeded content (questionnaire, styles, levels, demo projects, legal texts)
 * follows the rules of src/domain/french-typography, as the customer reads it (see ./copy-prose.ts for what
 * is read as prose).
 */
describe('French typography in the copy (issue #36)', () => {
  it('finds the copy modules and the seeded texts', () => {
    expect(COPY_MODULES).toEqual(expect.arrayContaining(['src/platform/pdf/copy.ts', 'src/domain/email-queue/copy.ts', 'src/domain/workflow/project-status.ts', 'seed/content/questionnaire.ts', 'seed/content/legal.ts', 'src/components/style/copy.ts']))
    expect(COPY_MODULES.length).toBeGreaterThan(30)
  })

  it('reads a literal the way a customer reads it, and no code as prose', () => {
    const probe = 'tests/architecture/fixtures/typography-probe.tsx'
    expect(proseOf(probe).map(({ text }) => text)).toEqual(['Choisir ce style!', 'Estimatif: nous avons x.', 'Bonjour x, votre rendez-vous est à 10:00.', 'Oooops'])
    expect(mistakesIn([probe])).toHaveLength(4)
  })

  it.each(COPY_MODULES)('%s follows French typography', (file) => {
    expect(mistakesIn([file])).toEqual([])
  })
})
