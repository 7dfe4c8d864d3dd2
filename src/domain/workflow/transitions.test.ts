import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { RuleViolationError } from '../errors.ts'
import type { ProjectStatus } from './project-status.ts'
import { allowedNextStatuses, assertTransition, checkTransition } from './transitions.ts'
import type { Actor } from './transitions.ts'

// The expected table, written from design/workflow.md by hand rather than read from the implementation.
// 'from>to' pairs each actor may make, besides keeping the same status.
const CUSTOMER_MOVES = new Set(['1>2', '3>4', '3>6', '4>6', '5>6', '10>11'])
const SYSTEM_MOVES = new Set(['0>1', '4>3', '7>8', '9>10'])
// Moves the table marks 'staff' (or 'system / staff'); other staff moves are overrides.
const STAFF_TABLE_MOVES = new Set(['2>3', '4>5', '6>7', '7>8', '8>9', '9>10', '11>12'])

const STATUSES: ProjectStatus[] = [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13]
const ACTORS: Actor[] = ['customer', 'staff', 'system']

function isExpectedAllowed({ from, to, actor }: { from: number; to: number; actor: Actor }): boolean {
  if (from === to) return true
  if (actor === 'staff') return true
  const moves = actor === 'customer' ? CUSTOMER_MOVES : SYSTEM_MOVES
  return moves.has(`${from}>${to}`)
}

const TRIPLES = ACTORS.flatMap((actor) =>
  STATUSES.flatMap((from) =>
    STATUSES.map((to) => ({ actor, from, to, allowed: isExpectedAllowed({ from, to, actor }) })),
  ),
)

describe('checkTransition, every (from, to, actor) triple', () => {
  it('covers 14 x 14 x 3 triples', () => {
    expect(TRIPLES).toHaveLength(588)
  })

  it.each(TRIPLES)('$actor: $from -> $to is allowed: $allowed', ({ actor, from, to, allowed }) => {
    expect(checkTransition({ from, to, actor }).ok).toBe(allowed)
  })
})

describe('checkTransition, the kind of move', () => {
  it.each(STATUSES)('keeping status %i is an unchanged no-op for every actor', (visa) => {
    for (const actor of ACTORS) {
      expect(checkTransition({ from: visa, to: visa, actor })).toEqual({ ok: true, move: 'unchanged' })
    }
  })

  it.each([...CUSTOMER_MOVES])('customer move %s is a workflow move', (pair) => {
    const [from, to] = pair.split('>').map(Number) as [number, number]
    expect(checkTransition({ from, to, actor: 'customer' })).toEqual({ ok: true, move: 'workflow' })
  })

  it.each([...SYSTEM_MOVES])('system move %s is a workflow move', (pair) => {
    const [from, to] = pair.split('>').map(Number) as [number, number]
    expect(checkTransition({ from, to, actor: 'system' })).toEqual({ ok: true, move: 'workflow' })
  })

  it.each([...STAFF_TABLE_MOVES])('staff move %s is a workflow move', (pair) => {
    const [from, to] = pair.split('>').map(Number) as [number, number]
    expect(checkTransition({ from, to, actor: 'staff' })).toEqual({ ok: true, move: 'workflow' })
  })

  it.each(STATUSES.filter((visa) => visa !== 13))('staff putting status %i on hold is a hold', (from) => {
    expect(checkTransition({ from, to: 13, actor: 'staff' })).toEqual({ ok: true, move: 'hold' })
  })

  it.each(STATUSES.filter((visa) => visa !== 13))(
    'staff bringing an exception back to the status held before (%i) is a restore',
    (previousStatus) => {
      expect(checkTransition({ from: 13, to: previousStatus, actor: 'staff', previousStatus })).toEqual({
        ok: true,
        move: 'restore',
      })
    },
  )

  it('staff leaving an exception for another status than the one held before is an override', () => {
    expect(checkTransition({ from: 13, to: 8, actor: 'staff', previousStatus: 4 })).toEqual({
      ok: true,
      move: 'override',
    })
  })

  it('staff leaving an exception without a recorded previous status is an override', () => {
    expect(checkTransition({ from: 13, to: 4, actor: 'staff' })).toEqual({ ok: true, move: 'override' })
  })

  it('a previous status does not make a restore out of a move that does not leave an exception', () => {
    expect(checkTransition({ from: 5, to: 4, actor: 'staff', previousStatus: 4 })).toEqual({
      ok: true,
      move: 'override',
    })
  })

  it('a previous status gives a customer no way out of an exception', () => {
    expect(checkTransition({ from: 13, to: 4, actor: 'customer', previousStatus: 4 }).ok).toBe(false)
  })

  it('staff making a customer move on their behalf is an override', () => {
    expect(checkTransition({ from: 1, to: 2, actor: 'staff' })).toEqual({ ok: true, move: 'override' })
  })

  it('staff going backwards is an override', () => {
    expect(checkTransition({ from: 9, to: 3, actor: 'staff' })).toEqual({ ok: true, move: 'override' })
  })

  it('every staff move between different ordinary statuses is a workflow move or an override', () => {
    for (const from of STATUSES.filter((visa) => visa !== 13)) {
      for (const to of STATUSES.filter((visa) => visa !== 13 && visa !== from)) {
        const expected = STAFF_TABLE_MOVES.has(`${from}>${to}`) ? 'workflow' : 'override'
        expect(checkTransition({ from, to, actor: 'staff' })).toEqual({ ok: true, move: expected })
      }
    }
  })
})

describe('checkTransition, refusals', () => {
  it('names both statuses in French when a move is not allowed', () => {
    expect(checkTransition({ from: 2, to: 5, actor: 'customer' })).toEqual({
      ok: false,
      reason: 'Le projet ne peut pas passer du statut « En attente de l’estimatif » au statut « Choix de style disponible ».',
    })
  })

  it('says the project is in exception when a customer tries to leave 13', () => {
    expect(checkTransition({ from: 13, to: 2, actor: 'customer' })).toEqual({
      ok: false,
      reason: 'Le projet est en exception : seule l’équipe peut modifier son statut.',
    })
  })

  it('says the project is in exception when the system tries to leave 13', () => {
    const check = checkTransition({ from: 13, to: 8, actor: 'system' })
    expect(check.ok).toBe(false)
    expect(!check.ok && check.reason).toContain('exception')
  })

  it.each([14, -1, 2.5, Number.NaN])('refuses to move to the unknown status %j, even for staff', (to) => {
    for (const actor of ACTORS) {
      expect(checkTransition({ from: 3, to, actor })).toEqual({ ok: false, reason: `Statut de projet inconnu : ${to}.` })
    }
  })

  it.each([14, -1, 2.5])('refuses to move from the unknown status %j, even for staff', (from) => {
    expect(checkTransition({ from, to: 3, actor: 'staff' })).toEqual({
      ok: false,
      reason: `Statut de projet inconnu : ${from}.`,
    })
  })

  it('never lets a customer move a project backwards', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 13 }), fc.integer({ min: 0, max: 13 }), (a, b) => {
        fc.pre(a !== b)
        const [from, to] = a > b ? [a, b] : [b, a]
        expect(checkTransition({ from, to, actor: 'customer' }).ok).toBe(false)
      }),
    )
  })

  it('never lets a customer or the system put a project in exception', () => {
    for (const from of STATUSES.filter((visa) => visa !== 13)) {
      expect(checkTransition({ from, to: 13, actor: 'customer' }).ok).toBe(false)
      expect(checkTransition({ from, to: 13, actor: 'system' }).ok).toBe(false)
    }
  })

  it('refuses every integer outside 0..13 as a target, whoever asks', () => {
    fc.assert(
      fc.property(
        fc.oneof(fc.integer({ max: -1 }), fc.integer({ min: 14 })),
        fc.constantFrom(...ACTORS),
        (to, actor) => {
          expect(checkTransition({ from: 0, to, actor }).ok).toBe(false)
        },
      ),
    )
  })
})

describe('assertTransition', () => {
  it('returns the kind of an allowed move', () => {
    expect(assertTransition({ from: 10, to: 11, actor: 'customer' })).toBe('workflow')
  })

  it('throws a 422 RuleViolationError with the French reason for a refused move', () => {
    let thrown: unknown
    try {
      assertTransition({ from: 0, to: 12, actor: 'customer' })
    } catch (error) {
      thrown = error
    }
    expect(thrown).toBeInstanceOf(RuleViolationError)
    expect(thrown).toMatchObject({
      status: 422,
      message: 'Le projet ne peut pas passer du statut « Initialisé » au statut « Livré ».',
    })
  })
})

// Written by hand from the same table, as lists rather than pairs.
const EXPECTED_NEXT: Record<Exclude<Actor, 'staff'>, Partial<Record<ProjectStatus, ProjectStatus[]>>> = {
  customer: { 1: [2], 3: [4, 6], 4: [6], 5: [6], 10: [11] },
  system: { 0: [1], 4: [3], 7: [8], 9: [10] },
}

describe('allowedNextStatuses', () => {
  it.each(STATUSES)('offers a customer at %i only the moves of the table', (from) => {
    expect(allowedNextStatuses({ from, actor: 'customer' })).toEqual(EXPECTED_NEXT.customer[from] ?? [])
  })

  it.each(STATUSES)('offers the system at %i only the moves of the table', (from) => {
    expect(allowedNextStatuses({ from, actor: 'system' })).toEqual(EXPECTED_NEXT.system[from] ?? [])
  })

  it.each(STATUSES)('offers staff at %i every other status, in order', (from) => {
    expect(allowedNextStatuses({ from, actor: 'staff' })).toEqual(STATUSES.filter((to) => to !== from))
  })
})
