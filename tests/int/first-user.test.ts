import { afterAll, beforeAll, expect, it } from 'vitest'
import type { Payload } from 'payload'
import { bootTestPayload, type TestPayload } from './support/test-payload.ts'

let ctx: TestPayload
let payload: Payload

beforeAll(async () => {
  ctx = await bootTestPayload()
  payload = ctx.payload
})
afterAll(() => ctx?.cleanup())

it('makes the first account of an empty database the administrator, and the next ones customers', async () => {
  const create = (email: string) =>
    payload.create({ collection: 'users', data: { email, password: 'Premier;compte1', role: 'customer' }, overrideAccess: false, disableVerificationEmail: true })
  const first = await create('fondatrice@maisonnee.fr')
  expect(first).toMatchObject({ role: 'admin', isActive: true })
  const second = await create('visiteur@exemple.fr')
  expect(second).toMatchObject({ role: 'customer', isActive: false })
})
