import { describe, expect, it } from 'vitest'
import { projectDeletionRefusal } from './project-deletion.ts'

describe('projectDeletionRefusal', () => {
  it.each([0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10])('lets a customer delete a project at status %i', (status) => {
    expect(projectDeletionRefusal({ status, isStaff: false })).toBeNull()
  })

  it.each([11, 12])('refuses a customer a signed project at status %i', (status) => {
    expect(projectDeletionRefusal({ status, isStaff: false })).toBe('signed')
  })

  it('reads a project on hold as signed when it was held after the signature, else as suspended', () => {
    expect(projectDeletionRefusal({ status: 13, statusBeforeException: 11, isStaff: false })).toBe('signed')
    expect(projectDeletionRefusal({ status: 13, statusBeforeException: 4, isStaff: false })).toBe('suspended')
    expect(projectDeletionRefusal({ status: 13, statusBeforeException: null, isStaff: false })).toBe('suspended')
  })

  it('lets staff delete any project', () => {
    for (const status of [0, 11, 12, 13]) expect(projectDeletionRefusal({ status, statusBeforeException: 11, isStaff: true })).toBeNull()
  })
})
