import { describe, expect, it } from 'vitest'
import { projectTitleOf } from './project-title'

describe('projectTitleOf', () => {
  it('is the title when the project has one, trimmed', () => {
    expect(projectTitleOf({ id: 'a1', title: '  Maison du Port ' })).toBe('Maison du Port')
  })

  it('is « Projet nº {id} » while the project has no title, or only blanks', () => {
    expect(projectTitleOf({ id: '64f0c2', title: null })).toBe('Projet nº 64f0c2')
    expect(projectTitleOf({ id: 7 })).toBe('Projet nº 7')
    expect(projectTitleOf({ id: 7, title: '   ' })).toBe('Projet nº 7')
  })
})
