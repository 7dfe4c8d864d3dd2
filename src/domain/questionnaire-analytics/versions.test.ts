import { describe, expect, it } from 'vitest'
import { projectsByVersion, versionOfProject, versionsToList } from './versions.ts'
import type { ProjectFacts, VersionFacts } from './facts.ts'

const version = (id: string, quizId: string, publishedAt: string): VersionFacts => ({ id, quizId, title: 'Q', publishedAt })
const versions = [version('v2', 'q1', '2026-03-01T00:00:00.000Z'), version('v1', 'q1', '2026-01-01T00:00:00.000Z'), version('w1', 'q2', '2026-02-01T00:00:00.000Z')]
const project = (fields: Partial<ProjectFacts>): ProjectFacts => ({ id: 'p', quizId: 'q1', versionId: null, createdAt: '2026-02-01T00:00:00.000Z', status: 1, statusBeforeException: null, ...fields })

describe('versionOfProject', () => {
  it('takes the version the project records', () => {
    expect(versionOfProject(project({ versionId: 'v2' }), versions)).toBe('v2')
  })

  it('takes the version in force when a project recording none was created', () => {
    expect(versionOfProject(project({}), versions)).toBe('v1')
    expect(versionOfProject(project({ createdAt: '2026-04-01T00:00:00.000Z' }), versions)).toBe('v2')
  })

  it('takes the first version for a project older than its questionnaire’s versions, or one recording a version gone', () => {
    expect(versionOfProject(project({ createdAt: '2025-01-01T00:00:00.000Z' }), versions)).toBe('v1')
    expect(versionOfProject(project({ versionId: 'gone', createdAt: '2025-01-01T00:00:00.000Z' }), versions)).toBe('v1')
  })

  it('gives null without a questionnaire among the versions', () => {
    expect(versionOfProject(project({ quizId: null }), versions)).toBeNull()
    expect(versionOfProject(project({ quizId: 'q9' }), versions)).toBeNull()
  })
})

describe('projectsByVersion', () => {
  it('lists every version, with its projects', () => {
    const grouped = projectsByVersion([project({ id: 'a', versionId: 'v2' }), project({ id: 'b' }), project({ id: 'c', quizId: null })], versions)
    expect([...grouped].map(([id, projects]) => [id, projects.map((each) => each.id)])).toEqual([
      ['v2', ['a']],
      ['v1', ['b']],
      ['w1', []],
    ])
  })
})


describe('versionsToList', () => {
  it('lists, latest first, the versions with projects and each questionnaire’s latest one', () => {
    const many = [...versions, version('v3', 'q1', '2026-04-01T00:00:00.000Z'), version('v0', 'q1', '2025-12-01T00:00:00.000Z')]
    const grouped = projectsByVersion([project({ id: 'a', versionId: 'v1' })], many)
    expect(versionsToList(many, grouped).map((each) => each.id)).toEqual(['v3', 'w1', 'v1'])
  })
})
