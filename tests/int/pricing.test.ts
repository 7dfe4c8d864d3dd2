import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { handleEndpoints, type Payload } from 'payload'
import type { Role } from '../../collections/roles.ts'
import { bootTestPayload, type TestPayload } from './support/test-payload.ts'
import { asUser, createProject, createUser, refusalMessage } from './support/fixtures.ts'
import { PRICING_GRID_MESSAGES } from '../../collections/PricingGrid/messages.ts'
import { seedTestQuestionnaire } from './support/questionnaire.ts'
import { answerQuestionnaire } from './support/project-facts.ts'

/**
 * The price grid (global 'pricing-grid') and the project's indicative budget it gives, on a real database:
 * who reads and edits the grid, and when the budget is computed (Terminer, rooms changed) and by whom
 * it can be written (nobody).
 */

let ctx: TestPayload
let payload: Payload
let levels: { light: number; full: number }

beforeAll(async () => {
  ctx = await bootTestPayload()
  payload = ctx.payload
  const light = await payload.create({ collection: 'levels', data: { title: 'Rafraîchissement', position: 0 }, overrideAccess: true })
  const full = await payload.create({ collection: 'levels', data: { title: 'Rénovation complète', position: 1 }, overrideAccess: true })
  levels = { light: light.id, full: full.id }
  await payload.updateGlobal({
    slug: 'pricing-grid',
    data: {
      rows: [
        { roomValue: 'sejour', level: levels.light, lowPerSquareMetre: 100, highPerSquareMetre: 200 },
        { roomValue: 'cuisine', level: levels.full, lowPerSquareMetre: 1800, highPerSquareMetre: 2600 },
      ],
      fixedCosts: [{ label: 'Installation de chantier', amount: 1000 }],
      vatRate: 10,
    },
    overrideAccess: true,
  })
})
afterAll(() => ctx?.cleanup())

const room = (value: string, surface: number, level: number | null) => ({ pieceId: value, value, title: value, count: 1, surface, ...(level ? { renovationLevel: level } : {}) })

async function budgetOf(projectId: number) {
  const project = await payload.findByID({ collection: 'projects', id: projectId, depth: 0, overrideAccess: true })
  return { low: project.budgetLow ?? null, high: project.budgetHigh ?? null }
}

describe('the pricing-grid global', () => {
  type Actor = 'anonymous' | Role
  //                                  read, update
  const MATRIX: Record<Actor, string> = { anonymous: '--', customer: '--', staff: 'r-', marketing: 'ru', curator: '--', admin: 'ru' }

  it.each(Object.keys(MATRIX) as Actor[])('as %s: read and update as the roles say', async (actor) => {
    const headers = new Headers()
    if (actor !== 'anonymous') {
      const account = await createUser(payload, actor)
      const { token } = await payload.login({ collection: 'users', data: { email: account.email, password: account.password } })
      headers.set('Authorization', `JWT ${token}`)
    }
    const call = (method: string, body?: unknown) =>
      handleEndpoints({
        config: payload.config,
        request: new Request('http://localhost/api/globals/pricing-grid', {
          method,
          headers: body === undefined ? headers : new Headers([...headers, ['Content-Type', 'application/json']]),
          ...(body === undefined ? {} : { body: JSON.stringify(body) }),
        }),
      })
    const read = await call('GET')
    const update = await call('POST', { auditPrice: 700 })
    expect(`${read.ok ? 'r' : '-'}${update.ok ? 'u' : '-'}`).toBe(MATRIX[actor])
  })

  it('refuses two prices for the same room and level', async () => {
    const marketing = await createUser(payload, 'marketing')
    const message = await refusalMessage(
      payload.updateGlobal({
        slug: 'pricing-grid',
        data: {
          rows: [
            { roomValue: 'wc', level: levels.light, lowPerSquareMetre: 100, highPerSquareMetre: 200 },
            { roomValue: 'wc', level: levels.light, lowPerSquareMetre: 150, highPerSquareMetre: 250 },
          ],
        },
        user: asUser(marketing.user),
        overrideAccess: false,
      }),
    )
    expect(message).toBe(PRICING_GRID_MESSAGES.duplicateRow)
  })

  it('refuses a high price below the low price', async () => {
    const message = await refusalMessage(
      payload.updateGlobal({ slug: 'pricing-grid', data: { rows: [{ roomValue: 'wc', level: levels.light, lowPerSquareMetre: 300, highPerSquareMetre: 200 }] }, overrideAccess: true }),
    )
    expect(message).toBe(PRICING_GRID_MESSAGES.highBelowLow)
  })

  it('answers a high price below the low price over REST with a 400 and the rule beside the high price', async () => {
    const marketing = await createUser(payload, 'marketing')
    const { token } = await payload.login({ collection: 'users', data: { email: marketing.email, password: marketing.password } })
    const response = await handleEndpoints({
      config: payload.config,
      request: new Request('http://localhost/api/globals/pricing-grid', {
        method: 'POST',
        headers: { Authorization: `JWT ${token}`, 'Content-Type': 'application/json' },
        body: JSON.stringify({ rows: [{ roomValue: 'wc', level: levels.light, lowPerSquareMetre: 300, highPerSquareMetre: 200 }] }),
      }),
    })
    expect(response.status).toBe(400)
    const body = (await response.json()) as { errors: { data?: { errors?: { path: string; message: string }[] } }[] }
    expect(body.errors[0]?.data?.errors).toEqual([expect.objectContaining({ path: 'rows.0.highPerSquareMetre', message: 'Le prix haut doit être supérieur ou égal au prix bas.' })])
    const local = await refusalMessage(
      payload.updateGlobal({ slug: 'pricing-grid', data: { rows: [{ roomValue: 'wc', level: levels.light, lowPerSquareMetre: 300, highPerSquareMetre: 200 }] }, user: asUser(marketing.user), overrideAccess: false }),
    )
    expect(local).toBe(PRICING_GRID_MESSAGES.highBelowLow)
  })

  it('still requires a high price, never negative', async () => {
    const refused = (data: Record<string, unknown>) => refusalMessage(payload.updateGlobal({ slug: 'pricing-grid', data, overrideAccess: true }))
    expect(await refused({ rows: [{ roomValue: 'wc', level: levels.light, lowPerSquareMetre: 100 }] })).toBeTruthy()
    expect(await refused({ rows: [{ roomValue: 'wc', level: levels.light, lowPerSquareMetre: -5, highPerSquareMetre: -1 }] })).toBeTruthy()
    const grid = await payload.findGlobal({ slug: 'pricing-grid', overrideAccess: true, depth: 0 })
    expect(grid.rows?.map((row) => row.roomValue)).toEqual(['sejour', 'cuisine'])
  })
})

describe('the project’s indicative budget', () => {
  it('is computed when the rooms change: TTC cents, low rounded down and high up to the hundred euros', async () => {
    const customer = await createUser(payload)
    const project = await createProject(payload, customer.user.id, { status: 1 })
    expect(await budgetOf(project.id)).toEqual({ low: null, high: null })
    await payload.update({ collection: 'projects', id: project.id, data: { rooms: [room('sejour', 20, levels.light), room('cuisine', 8.5, levels.full)] }, overrideAccess: true, context: { actor: 'system' } })
    // low: (20 × 100 + 8.5 × 1800 + 1000) × 1.1 = 20 130 €; high: (20 × 200 + 8.5 × 2600 + 1000) × 1.1 = 29 810 €
    expect(await budgetOf(project.id)).toEqual({ low: 20_100_00, high: 29_900_00 })
  })

  it('leaves out rooms the grid does not price, and is empty when none can be', async () => {
    const customer = await createUser(payload)
    const project = await createProject(payload, customer.user.id, { status: 1, rooms: [room('wc', 2, levels.light), room('sejour', 10, null)] })
    expect(await budgetOf(project.id)).toEqual({ low: null, high: null })
    await payload.update({ collection: 'projects', id: project.id, data: { rooms: [room('wc', 2, levels.light), room('sejour', 10, levels.light)] }, overrideAccess: true, context: { actor: 'system' } })
    // (10 × 100 + 1000) × 1.1 = 2 200 € and (10 × 200 + 1000) × 1.1 = 3 300 €: the WC is not in the grid.
    expect(await budgetOf(project.id)).toEqual({ low: 2_200_00, high: 3_300_00 })
  })

  it('is computed again with the current grid when the customer presses Terminer (1 → 2)', async () => {
    const customer = await createUser(payload)
    const project = await createProject(payload, customer.user.id, { status: 1 })
    // The questionnaire complete (the status guard's fact for 2), then the rooms this test prices, with no budget yet.
    await answerQuestionnaire(payload, { seeded: await seedTestQuestionnaire(payload), user: customer.user, projectId: project.id })
    await payload.update({ collection: 'projects', id: project.id, data: { rooms: [room('sejour', 10, levels.light)] }, overrideAccess: true, context: { actor: 'system' } })
    await payload.db.updateOne({ collection: 'projects', id: project.id, data: { budgetLow: null, budgetHigh: null } })
    expect(await budgetOf(project.id)).toEqual({ low: null, high: null })
    await payload.update({ collection: 'projects', id: project.id, data: { status: 2 }, user: asUser(customer.user), overrideAccess: false })
    expect(await budgetOf(project.id)).toEqual({ low: 2_200_00, high: 3_300_00 })
  })

  it('cannot be written, by the customer or staff: a value sent with a change is ignored', async () => {
    const customer = await createUser(payload)
    const staff = await createUser(payload, 'staff')
    const project = await createProject(payload, customer.user.id, { status: 1, rooms: [room('sejour', 10, levels.light)], budgetLow: 5, budgetHigh: 6 })
    expect(await budgetOf(project.id)).toEqual({ low: 2_200_00, high: 3_300_00 })
    await payload.update({ collection: 'projects', id: project.id, data: { title: 'Mon appartement', budgetLow: 1, budgetHigh: 2 }, user: asUser(customer.user), overrideAccess: false })
    expect(await budgetOf(project.id)).toEqual({ low: 2_200_00, high: 3_300_00 })
    await payload.update({ collection: 'projects', id: project.id, data: { rooms: [room('sejour', 10, levels.light)], budgetLow: 1 }, user: asUser(customer.user), overrideAccess: false })
    expect(await budgetOf(project.id)).toEqual({ low: 2_200_00, high: 3_300_00 })
    await payload.update({ collection: 'projects', id: project.id, data: { budgetLow: 3, budgetHigh: 4 }, user: asUser(staff.user), overrideAccess: false })
    expect(await budgetOf(project.id)).toEqual({ low: 2_200_00, high: 3_300_00 })
  })
})

describe('the promotion fields (spec section 9, unused)', () => {
  it('default to 700 and -200, and only staff change them', async () => {
    const customer = await createUser(payload)
    const staff = await createUser(payload, 'staff')
    const project = await createProject(payload, customer.user.id)
    expect(project).toMatchObject({ promoPrice: 700, promoDiscount: -200 })
    await payload.update({ collection: 'projects', id: project.id, data: { promoCode: 'BIENVENUE', promoPrice: 1 }, user: asUser(customer.user), overrideAccess: false })
    const refused = await payload.findByID({ collection: 'projects', id: project.id, overrideAccess: true })
    // A field never written is absent on MongoDB, null on SQL.
    expect({ promoPrice: refused.promoPrice, promoCode: refused.promoCode ?? null }).toEqual({ promoPrice: 700, promoCode: null })
    await payload.update({ collection: 'projects', id: project.id, data: { promoCode: 'BIENVENUE' }, user: asUser(staff.user), overrideAccess: false })
    expect(await payload.findByID({ collection: 'projects', id: project.id, overrideAccess: true })).toMatchObject({ promoCode: 'BIENVENUE' })
  })
})
