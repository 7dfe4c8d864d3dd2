import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Payload } from 'payload'
import sharp from 'sharp'
import { bootTestPayload, type TestPayload } from './support/test-payload.ts'
import { asUser, createUser } from './support/fixtures.ts'
import { HOME_CONTENT_DEFAULTS } from '../../src/domain/home-content/index.ts'
import { toHomeView } from '../../src/lib/home-view.ts'
import type { Role } from '../../collections/roles.ts'
import type { User } from '../../payload-types.ts'

let ctx: TestPayload
let payload: Payload
const users = {} as Record<Exclude<Role, 'admin'> | 'admin', User>

beforeAll(async () => {
  ctx = await bootTestPayload()
  payload = ctx.payload
  for (const role of ['customer', 'staff', 'curator', 'marketing', 'admin'] as const) users[role] = (await createUser(payload, role)).user
})
afterAll(() => ctx?.cleanup())

const SLUG = 'home-content' as const
const readAs = (user: User | null, depth = 0) => payload.findGlobal({ slug: SLUG, depth, overrideAccess: false, ...(user ? { user: asUser(user) } : {}) })
const updateAs = (user: User | null, data: Record<string, unknown>) =>
  payload.updateGlobal({ slug: SLUG, data, overrideAccess: false, ...(user ? { user: asUser(user) } : {}) })

async function publishedStyle(title: string, isPublished = true) {
  const png = await sharp({ create: { width: 40, height: 30, channels: 3, background: { r: 120, g: 90, b: 60 } } }).png().toBuffer()
  const photo = await payload.create({ collection: 'photos', data: { alt: title }, file: { data: png, mimetype: 'image/png', name: 'style.png', size: png.length }, overrideAccess: true })
  return payload.create({ collection: 'styles', data: { title, photos: [photo.id], isPublished }, overrideAccess: true })
}

describe('the home page’s content (global « Page d’accueil »)', () => {
  it('answers anyone today’s texts until marketing saves it, and nothing but what /home shows', async () => {
    const content = await readAs(null)
    expect(content.hero).toMatchObject(HOME_CONTENT_DEFAULTS.hero)
    expect(content.steps?.map(({ title, text }) => ({ title, text }))).toEqual(HOME_CONTENT_DEFAULTS.steps)
    expect(content.legalNotice).toBe(HOME_CONTENT_DEFAULTS.legalNotice)
    const shown = ['hero', 'steps', 'featuredStyles', 'legalNotice']
    const bookkeeping = ['id', 'globalType', 'createdAt', 'updatedAt']
    for (const key of Object.keys(content)) expect([...shown, ...bookkeeping]).toContain(key)
  })

  it.each(['visitor', 'customer', 'staff', 'curator'] as const)('refuses an update by a %s and leaves the content unchanged', async (who) => {
    const before = await readAs(null)
    await expect(updateAs(who === 'visitor' ? null : users[who], { hero: { ...HOME_CONTENT_DEFAULTS.hero, title: `Titre de ${who}` } })).rejects.toThrow()
    expect((await readAs(null)).hero?.title).toBe(before.hero?.title)
  })

  it('lets marketing, and an admin, change the hero title, which the public then reads', async () => {
    await updateAs(users.marketing, { hero: { ...HOME_CONTENT_DEFAULTS.hero, title: 'Un titre de marketing' } })
    expect((await readAs(null)).hero?.title).toBe('Un titre de marketing')
    await updateAs(users.admin, { hero: { ...HOME_CONTENT_DEFAULTS.hero, title: 'Un titre d’admin' } })
    expect((await readAs(users.customer)).hero?.title).toBe('Un titre d’admin')
  })

  it('features published catalogue styles only, in marketing’s order, and drops one unpublished since', async () => {
    const [first, second, draft] = [await publishedStyle('Zinc'), await publishedStyle('Atelier'), await publishedStyle('Brouillon', false)]
    await expect(updateAs(users.marketing, { featuredStyles: [first.id, draft.id] })).rejects.toThrow()

    await updateAs(users.marketing, { featuredStyles: [first.id, second.id] })
    expect(toHomeView(await readAs(null, 2), []).showcase.map((style) => style.title)).toEqual(['Zinc', 'Atelier'])

    await payload.update({ collection: 'styles', id: first.id, data: { isPublished: false }, overrideAccess: true })
    const view = toHomeView(await readAs(null, 2), [])
    expect(view.showcase.map((style) => style.title)).toEqual(['Atelier'])
    // The hero's picture falls back to the first style still featured.
    expect(view.hero.image?.alt).toBe('Atelier')
  })
})
