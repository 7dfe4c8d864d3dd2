import { createElement } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import type { TimelineEntry } from '@/server/projects/history.server'
import { ProjectTimeline } from './project-timeline'

const entry = (overrides: Partial<TimelineEntry> = {}): TimelineEntry => ({
  id: 1,
  at: '2026-07-14T21:30:00.000Z',
  atLabel: '14 juillet 2026 à 23:30',
  from: 2,
  fromLabel: 'En attente de l’estimatif',
  to: 3,
  toLabel: 'Estimatif disponible',
  move: 'workflow',
  moveLabel: 'Étape du parcours',
  actor: 'staff',
  actorLabel: 'L’équipe Maisonnée',
  reason: null,
  ...overrides,
})

const render = (entries: TimelineEntry[]) => renderToStaticMarkup(createElement(ProjectTimeline, { entries }))

describe('ProjectTimeline', () => {
  it('shows each change as a list item with its date, machine-readable and in the French the server wrote', () => {
    const html = render([entry()])
    expect(html).toContain('<ol')
    expect(html).toContain('<time dateTime="2026-07-14T21:30:00.000Z">14 juillet 2026 à 23:30</time>')
    expect(html).toContain('En attente de l’estimatif')
    expect(html).toContain('Estimatif disponible')
    expect(html).toContain('Par : L’équipe Maisonnée')
  })

  it('shows the reason when there is one', () => {
    expect(render([entry({ reason: 'Audit fait en agence.' })])).toContain('Motif : Audit fait en agence.')
    expect(render([entry()])).not.toContain('Motif')
  })

  it('says so when nothing changed yet', () => {
    const html = render([])
    expect(html).toContain('Aucun changement de statut pour le moment.')
    expect(html).not.toContain('<ol')
  })
})
