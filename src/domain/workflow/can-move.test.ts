import { describe, expect, it } from 'vitest'
import { RuleViolationError } from '../errors.ts'
import type { ProjectStatus } from './project-status.ts'
import { ALL_FACTS, assertCanMove, canMove, factsNeeded, MissingFactError, PROJECT_FACTS, statusMoveOptions } from './can-move.ts'
import type { ProjectFact, ProjectFacts } from './can-move.ts'
import type { Actor } from './transitions.ts'

// Written by hand from design/workflow.md and trust-boundary.md rather than read from the implementation.
const CUSTOMER_MOVES = new Set(['1>2', '3>4', '3>6', '4>6', '5>6', '10>11'])
const SYSTEM_MOVES = new Set(['0>1', '4>3', '7>8', '9>10'])
// The status each fact is needed to reach.
const FACT_AT: Record<number, ProjectFact> = { 2: 'questionnaireComplete', 3: 'estimateAttached', 6: 'styleChosen', 8: 'auditPaid', 9: 'quoteAttached', 10: 'quotePaid', 11: 'contractSigned' }

const STATUSES: ProjectStatus[] = [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13]
const ACTORS: Actor[] = ['customer', 'staff', 'system']
const NO_FACTS: ProjectFacts = { questionnaireComplete: false, estimateAttached: false, styleChosen: false, auditPaid: false, quoteAttached: false, quotePaid: false, contractSigned: false }

const isActorAllowed = ({ from, to, actor }: { from: number; to: number; actor: Actor }) =>
  from === to || actor === 'staff' || (actor === 'customer' ? CUSTOMER_MOVES : SYSTEM_MOVES).has(`${from}>${to}`)

/** The facts a move needs: those of the statuses above `from` up to `to`; none backwards or into 13. */
const expectedNeeds = (from: number, to: number, held: number | null = null): ProjectFact[] => {
  if (to === 13) return []
  const standing = from === 13 ? (held ?? 0) : from
  return STATUSES.filter((visa) => visa > standing && visa <= to).flatMap((visa) => (FACT_AT[visa] ? [FACT_AT[visa]] : []))
}

const without = (fact: ProjectFact): ProjectFacts => ({ ...ALL_FACTS, [fact]: false })

const CASES = ACTORS.flatMap((actor) => STATUSES.flatMap((from) => STATUSES.map((to) => ({ actor, from, to }))))

describe('canMove, every (from, to, actor) with every fact true', () => {
  it('covers 14 x 14 x 3 cases', () => {
    expect(CASES).toHaveLength(588)
  })

  it.each(CASES)('$actor: $from -> $to is allowed exactly when the actor may make it', ({ actor, from, to }) => {
    expect(canMove({ from, to, actor, facts: ALL_FACTS }).ok).toBe(isActorAllowed({ from, to, actor }))
  })
})

describe('canMove, every (from, to, actor) with no fact true', () => {
  it.each(CASES)('$actor: $from -> $to needs the facts of every status crossed', ({ actor, from, to }) => {
    const check = canMove({ from, to, actor, facts: NO_FACTS })
    const needs = expectedNeeds(from, to)
    expect(check.ok).toBe(isActorAllowed({ from, to, actor }) && needs.length === 0)
    if (!check.ok && isActorAllowed({ from, to, actor })) expect(check.missingFact).toBe(needs[0])
  })
})

describe('canMove, one fact missing at a time', () => {
  const forward = STATUSES.flatMap((from) => STATUSES.filter((to) => to > from && to !== 13).map((to) => ({ from, to })))
  const cases = forward.flatMap(({ from, to }) => PROJECT_FACTS.map((fact) => ({ from, to, fact })))

  it.each(cases)('staff: $from -> $to without $fact', ({ from, to, fact }) => {
    const check = canMove({ from, to, actor: 'staff', facts: without(fact) })
    const isNeeded = expectedNeeds(from, to).includes(fact)
    expect(check.ok).toBe(!isNeeded)
    if (!check.ok) expect(check.missingFact).toBe(fact)
  })
})

describe('canMove, the exception', () => {
  it.each(STATUSES.filter((visa) => visa !== 13))('staff put a project at %i on hold with no fact at all', (from) => {
    expect(canMove({ from, to: 13, actor: 'staff', facts: NO_FACTS })).toEqual({ ok: true, move: 'hold' })
  })

  it.each(STATUSES.filter((visa) => visa !== 13))('staff restore the status held before (%i) without its facts again', (held) => {
    expect(canMove({ from: 13, to: held, actor: 'staff', previousStatus: held, facts: NO_FACTS })).toEqual({ ok: true, move: 'restore' })
  })

  it('leaving an exception further than the status held before needs the facts crossed beyond it', () => {
    expect(canMove({ from: 13, to: 11, actor: 'staff', previousStatus: 9, facts: without('quotePaid') })).toMatchObject({ ok: false, missingFact: 'quotePaid' })
    expect(canMove({ from: 13, to: 11, actor: 'staff', previousStatus: 9, facts: without('estimateAttached') })).toEqual({ ok: true, move: 'override' })
  })

  it('leaving an exception with no status held before counts from the start', () => {
    expect(canMove({ from: 13, to: 3, actor: 'staff', facts: without('questionnaireComplete') })).toMatchObject({ ok: false, missingFact: 'questionnaireComplete' })
  })

  it('gives a customer no way out of an exception, facts or not', () => {
    expect(canMove({ from: 13, to: 11, actor: 'customer', previousStatus: 10, facts: ALL_FACTS })).toMatchObject({ ok: false, missingFact: null })
  })
})

describe('factsNeeded', () => {
  it.each(STATUSES.flatMap((from) => STATUSES.map((to) => ({ from, to }))))('$from -> $to', ({ from, to }) => {
    expect(factsNeeded({ from, to })).toEqual(expectedNeeds(from, to))
  })
})

describe('the refusal message names the missing fact in French', () => {
  it('skipping the signature', () => {
    expect(canMove({ from: 10, to: 11, actor: 'customer', facts: without('contractSigned') })).toEqual({
      ok: false,
      missingFact: 'contractSigned',
      reason: 'Le projet ne peut pas passer au statut « Suivi des travaux » : le devis et la présentation des honoraires ne sont pas signés en ligne, ou l’un des documents signés ne correspond plus à son empreinte.',
    })
  })

  it('finishing a questionnaire without its answers', () => {
    expect(canMove({ from: 1, to: 2, actor: 'customer', facts: NO_FACTS })).toMatchObject({
      reason: 'Le projet ne peut pas passer au statut « En attente de l’estimatif » : le questionnaire n’est pas complet (toutes les questions obligatoires doivent avoir une réponse).',
    })
  })

  it('a staff jump names the first fact missing in workflow order', () => {
    expect(canMove({ from: 2, to: 12, actor: 'staff', facts: NO_FACTS })).toMatchObject({ ok: false, missingFact: 'estimateAttached' })
  })
})

describe('assertCanMove', () => {
  it('returns the kind of an allowed move', () => {
    expect(assertCanMove({ from: 9, to: 10, actor: 'system', facts: ALL_FACTS })).toBe('workflow')
  })

  it('throws a MissingFactError (422) naming the fact', () => {
    let thrown: unknown
    try {
      assertCanMove({ from: 7, to: 8, actor: 'staff', facts: NO_FACTS })
    } catch (error) {
      thrown = error
    }
    expect(thrown).toBeInstanceOf(MissingFactError)
    expect(thrown).toMatchObject({ status: 422, fact: 'auditPaid', field: 'status', message: 'Le projet ne peut pas passer au statut « En attente de devis » : le paiement de l’audit n’est pas réglé pour le montant dû.' })
  })

  it('throws a plain RuleViolationError when the actor may not make the move', () => {
    let thrown: unknown
    try {
      assertCanMove({ from: 3, to: 5, actor: 'customer', facts: ALL_FACTS })
    } catch (error) {
      thrown = error
    }
    expect(thrown).toBeInstanceOf(RuleViolationError)
    expect(thrown).not.toBeInstanceOf(MissingFactError)
  })
})

describe('statusMoveOptions', () => {
  it('lists every other status for staff, blocked ones with the missing fact', () => {
    const options = statusMoveOptions({ from: 7, actor: 'staff', facts: { ...ALL_FACTS, auditPaid: false } })
    expect(options.map((option) => option.to)).toEqual([0, 1, 2, 3, 4, 5, 6, 8, 9, 10, 11, 12, 13])
    expect(options.filter((option) => !option.isAllowed).map((option) => option.to)).toEqual([8, 9, 10, 11, 12])
    expect(options.find((option) => option.to === 8)).toMatchObject({ isAllowed: false, missingFact: 'auditPaid' })
    expect(options.find((option) => option.to === 6)).toEqual({ to: 6, isAllowed: true, move: 'override' })
  })
})
