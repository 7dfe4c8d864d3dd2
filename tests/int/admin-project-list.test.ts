import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Payload, PayloadRequest, Where } from 'payload'
import { bootTestPayload, type TestPayload } from './support/test-payload.ts'
import { createProject, createUser } from './support/fixtures.ts'
import { hideOwnerlessDrafts } from '../../collections/Projects/ownerless-drafts-filter.ts'
import { ProjectCustomerCell } from '../../src/admin/project-list/customer-cell.tsx'

/** The staff projects list in the back office: its « Client » column and the visitors' drafts it hides. */
let ctx: TestPayload
let payload: Payload

beforeAll(async () => {
  ctx = await bootTestPayload()
  payload = ctx.payload
})
afterAll(() => ctx?.cleanup())

/** The list's rows among `ids` with the base filter the list view applies for the page's query. */
async function listed(query: Record<string, unknown>, ids: Array<string | number>): Promise<string[]> {
  const baseFilter = (await hideOwnerlessDrafts({ req: { query } as unknown as PayloadRequest, limit: 10, page: 1, sort: '-updatedAt' })) as Where | null
  const where: Where = { and: [{ id: { in: ids } }, ...(baseFilter ? [baseFilter] : [])] }
  const { docs } = await payload.find({ collection: 'projects', where, depth: 0, pagination: false, overrideAccess: true })
  return docs.map((project) => String(project.id)).sort()
}

async function cellText(cellData: unknown): Promise<unknown> {
  const element = await ProjectCustomerCell({ cellData, payload } as Parameters<typeof ProjectCustomerCell>[0])
  return (element.props as { children: unknown }).children
}

describe('the staff projects list', () => {
  it('leaves out the ownerless visitor drafts, and shows them when asked', async () => {
    const customer = await createUser(payload)
    const owned = await createProject(payload, customer.user.id)
    const draft = await payload.create({ collection: 'projects', data: { status: 0 }, overrideAccess: true, context: { actor: 'staff', seed: true } })
    const ids = [owned.id, draft.id]
    expect(draft.owner ?? null).toBeNull()

    expect(await listed({}, ids)).toEqual([String(owned.id)])
    expect(await listed({ page: '2', sort: 'title' }, ids)).toEqual([String(owned.id)])
    expect(await listed({ brouillons: 'afficher' }, ids)).toEqual([String(owned.id), String(draft.id)].sort())
  })

  it('names the customer in the « Client » column, as an id or a populated owner', async () => {
    const named = await createUser(payload, 'customer', { firstName: 'Marie', lastName: 'Curie' })
    const unnamed = await createUser(payload, 'customer', { firstName: '', lastName: '' })
    expect(await cellText(named.user.id)).toBe('Marie Curie')
    expect(await cellText({ id: named.user.id })).toBe('Marie Curie')
    expect(await cellText(unnamed.user.id)).toBe(unnamed.email)
    expect(await cellText(null)).toBe('Visiteur sans compte')
  })
})
