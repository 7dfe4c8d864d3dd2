import { describe, expect, it } from 'vitest'
import { finishTimes, hasFinishedQuestionnaire, type ProjectFacts } from './facts.ts'

const project = (fields: Partial<ProjectFacts>): ProjectFacts => ({ id: 'p', quizId: 'q1', versionId: null, createdAt: '2026-02-01T00:00:00.000Z', status: 1, statusBeforeException: null, ...fields })

describe('finishTimes and hasFinishedQuestionnaire', () => {
  it('keeps the first move to status 2 of each project and ignores other moves', () => {
    const times = finishTimes([
      { projectId: 'a', to: 2, createdAt: '2026-01-02T00:00:00.000Z' },
      { projectId: 'a', to: 2, createdAt: '2026-01-01T00:00:00.000Z' },
      { projectId: 'b', to: 3, createdAt: '2026-01-01T00:00:00.000Z' },
    ])
    expect([...times]).toEqual([['a', '2026-01-01T00:00:00.000Z']])
  })

  it('is finished from status 2 on, by the held status in exception', () => {
    expect(hasFinishedQuestionnaire(project({ status: 1 }), null)).toBe(false)
    expect(hasFinishedQuestionnaire(project({ status: 2 }), null)).toBe(true)
    expect(hasFinishedQuestionnaire(project({ status: 13, statusBeforeException: 1 }), null)).toBe(false)
    expect(hasFinishedQuestionnaire(project({ status: 13 }), null)).toBe(false)
    expect(hasFinishedQuestionnaire(project({ status: 1 }), '2026-01-01T00:00:00.000Z')).toBe(true)
  })
})
