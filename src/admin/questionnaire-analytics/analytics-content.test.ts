import { createElement } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { AnalyticsContent } from './analytics-content.tsx'
import { ANALYTICS_COPY } from '../../domain/questionnaire-analytics/copy.ts'
import type { QuestionnaireAnalyticsPage } from '../../server/questionnaire-analytics/analytics.server.ts'
import type { VersionAnalytics } from '../../domain/questionnaire-analytics/index.ts'

const version = { id: 'v1', quizId: 'q1', title: 'Votre projet', publishedAt: '2026-11-25T13:30:00.000Z', projectCount: 3 }
const older = { id: 'v0', quizId: 'q1', title: 'Votre projet', publishedAt: '2026-10-01T08:00:00.000Z', projectCount: 0 }

const figures: VersionAnalytics = {
  started: 3,
  finished: 1,
  completionRate: 1 / 3,
  medianSecondsToFinish: 750,
  timedFinishes: 1,
  unfinished: 2,
  dropOff: [
    { questionId: 'q1', title: 'Quel logement ?', position: 1, stopped: 2, share: 1 },
    { questionId: 'q2', title: 'Quelle surface ?', position: 2, stopped: 0, share: 0 },
  ],
  stoppedOnUnknownQuestion: 0,
  stoppedOnUnknownQuestionShare: 0,
  distributions: [
    {
      questionId: 'q1',
      title: 'Quel logement ?',
      isMultiple: false,
      answered: 3,
      choices: [
        { value: 'flat', label: 'Un appartement', count: 2, share: 2 / 3 },
        { value: 'house', label: 'Une maison', count: 1, share: 1 / 3 },
      ],
      unlisted: 0,
      unlistedShare: 0,
    },
  ],
}

const render = (page: QuestionnaireAnalyticsPage) => renderToStaticMarkup(createElement(AnalyticsContent, { page, adminRoute: '/admin' }))
const text = (html: string) => html.replace(/<[^>]+>/g, ' ').replace(/[\u00a0\u202f]/g, ' ').replace(/\s+/g, ' ')

describe('AnalyticsContent', () => {
  it('links every version, marking the one shown', () => {
    const html = render({ versions: [version, older], selected: { version, figures } })
    expect(html).toContain('href="/admin/analytique-questionnaire?version=v1" aria-current="page"')
    expect(html).toContain('href="/admin/analytique-questionnaire?version=v0"')
    expect(text(html)).toContain('Votre projet · publiée le 25 novembre 2026 à 14 h 30')
  })

  it('writes the four headline figures', () => {
    const shown = text(render({ versions: [version], selected: { version, figures } }))
    for (const expected of [`${ANALYTICS_COPY.started} 3`, `${ANALYTICS_COPY.finished} 1`, `${ANALYTICS_COPY.completionRate} 33 %`, `${ANALYTICS_COPY.medianTime} 12 min 30 s`]) {
      expect(shown).toContain(expected)
    }
  })

  it('writes each bar’s count and share in a table, the bar itself hidden from screen readers', () => {
    const html = render({ versions: [version], selected: { version, figures } })
    expect(text(html)).toContain('1. Quel logement ? 2 100 %')
    expect(text(html)).toContain('Un appartement 2 67 %')
    expect(html).toContain('<th scope="row">Une maison</th>')
    expect(html).toMatch(/<span class="questionnaire-analytics__track" aria-hidden="true"><span class="questionnaire-analytics__bar" style="width:67%"><\/span>/)
  })

  it('shows the empty state before anyone answered, and says when nothing is published', () => {
    const empty = { ...figures, started: 0, finished: 0, unfinished: 0, completionRate: null, medianSecondsToFinish: null, timedFinishes: 0 }
    const html = render({ versions: [older], selected: { version: older, figures: empty } })
    expect(text(html)).toContain(text(ANALYTICS_COPY.emptyState))
    expect(html).not.toContain('<table')
    expect(text(render({ versions: [], selected: null }))).toContain(text(ANALYTICS_COPY.noVersion))
  })
})
