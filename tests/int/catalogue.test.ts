import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Payload } from 'payload'
import sharp from 'sharp'
import { bootTestPayload, type TestPayload } from './support/test-payload.ts'
import { asUser, createProject, createUser, tinyPdf } from './support/fixtures.ts'
import * as catalogueService from '../../src/server/catalogue/catalogue.server.ts'
import { toWireLevel, toWireStyle, toWireZone } from '../../src/server/v1/serializers/catalogue.ts'
import { validateProjectStyle } from '../../src/server/catalogue/style-choice.server.ts'
import type { User } from '../../payload-types.ts'

let ctx: TestPayload
let payload: Payload

beforeAll(async () => {
  ctx = await bootTestPayload()
  payload = ctx.payload
})
afterAll(() => ctx?.cleanup())

// The services answer the catalogue's model; these tests read it as /v1 sends it (the wire fields they pin).
const listZones = async (...args: Parameters<typeof catalogueService.listZones>) => {
  const page = await catalogueService.listZones(...args)
  return { ...page, data: page.data.map(toWireZone) }
}
const listStyles = async (...args: Parameters<typeof catalogueService.listStyles>) => {
  const page = await catalogueService.listStyles(...args)
  return { ...page, data: page.data.map(toWireStyle) }
}
const oneStyle = async (...args: Parameters<typeof catalogueService.oneStyle>) => toWireStyle(await catalogueService.oneStyle(...args))
const listLevels = async (...args: Parameters<typeof catalogueService.listLevels>) => ({ data: (await catalogueService.listLevels(...args)).data.map(toWireLevel) })
const createCustomStyle = async (...args: Parameters<typeof catalogueService.createCustomStyle>) => toWireStyle(await catalogueService.createCustomStyle(...args))

async function png(color = 120): Promise<Buffer> {
  return sharp({ create: { width: 40, height: 30, channels: 3, background: { r: color, g: 90, b: 60 } } }).png().toBuffer()
}

const asFile = (data: Buffer, name: string, type: string) => new File([new Uint8Array(data)], name, { type })

async function catalogue() {
  const photo = await payload.create({ collection: 'photos', data: { alt: 'Séjour' }, file: { data: await png(), mimetype: 'image/png', name: 'sejour.png', size: 0 }, overrideAccess: true })
  const zones = []
  for (const [index, title] of ['Élégance parisienne', 'Évasion & soleil'].entries()) {
    zones.push(await payload.create({ collection: 'zones', data: { title, position: index, image: photo.id }, overrideAccess: true }))
  }
  const [paris, soleil] = zones as [(typeof zones)[number], (typeof zones)[number]]
  for (let n = 1; n <= 7; n++) {
    await payload.create({ collection: 'styles', data: { title: `Paris ${n}`, zone: paris.id, photos: [photo.id], isPublished: true }, overrideAccess: true })
  }
  const hidden = await payload.create({ collection: 'styles', data: { title: 'Brouillon', zone: paris.id, isPublished: false }, overrideAccess: true })
  await payload.create({ collection: 'styles', data: { title: 'Soleil 1', zone: soleil.id, isPublished: true }, overrideAccess: true })
  return { paris, soleil, hidden, photo }
}

let seeded: Awaited<ReturnType<typeof catalogue>>
beforeAll(async () => {
  seeded = await catalogue()
})

describe('the style catalogue', () => {
  it('lists the ambiances in order, 5 a page by default, with their image', async () => {
    const page = await listZones(payload, null, {})
    expect(page).toMatchObject({ page: 1, total: 2, lastPage: 1 })
    expect(page.data.map((zone) => zone.zone_title)).toEqual(['Élégance parisienne', 'Évasion & soleil'])
    expect(page.data[0]?.zone_img).toMatch(/^sejour.*\.png$/)
    expect(page.data[0]?.image?.src).toMatch(/^\/uploads\/photos\/img\//)
  })

  it('pages the published styles of one ambiance, 5 a page, hiding unpublished ones', async () => {
    const first = await listStyles(payload, null, { zone: String(seeded.paris.id) })
    expect(first).toMatchObject({ page: 1, total: 7, lastPage: 2 })
    expect(first.data).toHaveLength(5)
    const second = await listStyles(payload, null, { zone: String(seeded.paris.id), p: '2' })
    expect(second.data.map((style) => style.style_title)).toEqual(['Paris 6', 'Paris 7'])
    expect([...first.data, ...second.data].map((style) => style.style_title)).not.toContain('Brouillon')
    expect(first.data[0]).toMatchObject({ style_visa: 1, style_custom: 0, fk_style_zone: String(seeded.paris.id), style_photos: [{ photo_uri: expect.stringMatching(/\.png$/) }] })
  })

  it('refuses a malformed page or ambiance with a 400', async () => {
    await expect(listStyles(payload, null, { p: 'x' })).rejects.toMatchObject({ status: 400 })
    await expect(listStyles(payload, null, { zone: '1 OR 1=1' })).rejects.toMatchObject({ status: 400 })
  })

  it('hides an unpublished style from a customer as if it did not exist', async () => {
    await expect(oneStyle(payload, null, String(seeded.hidden.id))).rejects.toMatchObject({ status: 404 })
  })

  it('lists the renovation levels', async () => {
    await payload.create({ collection: 'levels', data: { title: 'Rafraîchissement', position: 1 }, overrideAccess: true })
    expect((await listLevels(payload, null)).data.map((level) => level.level_title)).toContain('Rafraîchissement')
  })
})

describe('custom styles', () => {
  it('adds a custom style with its photos for the project’s customer, titled by default, private to them', async () => {
    const alice = await createUser(payload)
    const bob = await createUser(payload)
    const project = await createProject(payload, alice.user.id, { status: 3 })
    const user = asUser(alice.user) as unknown as User
    const files = [asFile(await png(10), 'a.png', 'image/png'), asFile(await png(20), 'b.png', 'image/png'), asFile(await png(30), 'c.png', 'image/png')]

    const style = await createCustomStyle(payload, { user, projectId: String(project.id), title: '', files })
    expect(style).toMatchObject({ style_title: `Style personnalisé nº ${project.id} - 1`, style_custom: 1, fk_style_user: String(alice.user.id) })
    expect(style.style_photos).toHaveLength(3)

    const second = await createCustomStyle(payload, { user, projectId: String(project.id), title: 'Mon loft', files: files.slice(0, 1) })
    expect(second.style_title).toBe('Mon loft')

    const mine = await listStyles(payload, user, { custom: '1' })
    expect(mine.data.map((s) => s.style_title)).toEqual(['Mon loft', `Style personnalisé nº ${project.id} - 1`])
    const bobs = await listStyles(payload, asUser(bob.user) as unknown as User, { custom: '1' })
    expect(bobs.total).toBe(0)
    await expect(oneStyle(payload, asUser(bob.user) as unknown as User, style.style_id)).rejects.toMatchObject({ status: 404 })
    // Nor does the custom style appear in the catalogue.
    expect((await listStyles(payload, null, {})).data.map((s) => s.style_title)).not.toContain('Mon loft')
  })

  it('refuses a PDF among the photos with a French message, storing nothing', async () => {
    const alice = await createUser(payload)
    const project = await createProject(payload, alice.user.id, { status: 3 })
    const before = await payload.count({ collection: 'photos', overrideAccess: true })
    const files = [asFile(await png(), 'a.png', 'image/png'), asFile(await tinyPdf(), 'plan.pdf', 'application/pdf')]
    await expect(createCustomStyle(payload, { user: asUser(alice.user) as unknown as User, projectId: String(project.id), title: 'X', files })).rejects.toMatchObject({
      status: 415,
      message: expect.stringMatching(/image/i),
    })
    expect((await payload.count({ collection: 'photos', overrideAccess: true })).totalDocs).toBe(before.totalDocs)
  })

  it('refuses another customer’s project (404, as a missing one) and nobody at all (401)', async () => {
    const alice = await createUser(payload)
    const bob = await createUser(payload)
    const project = await createProject(payload, alice.user.id, { status: 3 })
    const files = [asFile(await png(), 'a.png', 'image/png')]
    await expect(createCustomStyle(payload, { user: asUser(bob.user) as unknown as User, projectId: String(project.id), title: 'X', files })).rejects.toMatchObject({ status: 404 })
    await expect(createCustomStyle(payload, { user: null, projectId: String(project.id), title: 'X', files })).rejects.toMatchObject({ status: 401 })
  })
})

describe('validating a style (Je valide ce style)', () => {
  const styleOf = async (title: string) =>
    (await payload.find({ collection: 'styles', where: { title: { equals: title } }, limit: 1, overrideAccess: true })).docs[0]!

  it('gives the style and moves a project at 3, 4 or 5 to 6 the first time; a new style later keeps the status', async () => {
    for (const visa of [3, 4, 5]) {
      const alice = await createUser(payload)
      const project = await createProject(payload, alice.user.id, { status: visa })
      const user = asUser(alice.user) as unknown as User
      const first = await validateProjectStyle(payload, { user, projectId: project.id, styleId: (await styleOf('Paris 1')).id })
      expect(first).toMatchObject({ status: 6, styleId: String((await styleOf('Paris 1')).id) })
      const again = await validateProjectStyle(payload, { user, projectId: project.id, styleId: (await styleOf('Paris 2')).id })
      expect(again).toMatchObject({ status: 6, styleId: String((await styleOf('Paris 2')).id) })
    }
  })

  it('keeps the status at 8 and later', async () => {
    const alice = await createUser(payload)
    const project = await createProject(payload, alice.user.id, { status: 9 })
    const updated = await validateProjectStyle(payload, { user: asUser(alice.user) as unknown as User, projectId: project.id, styleId: (await styleOf('Paris 3')).id })
    expect(updated.status).toBe(9)
  })

  it('refuses below 3, at 13, the current style, a missing style, another customer’s custom style and another project', async () => {
    const alice = await createUser(payload)
    const bob = await createUser(payload)
    const user = asUser(alice.user) as unknown as User
    const paris = await styleOf('Paris 4')
    const early = await createProject(payload, alice.user.id, { status: 2 })
    await expect(validateProjectStyle(payload, { user, projectId: early.id, styleId: paris.id })).rejects.toMatchObject({ status: 422 })
    const held = await createProject(payload, alice.user.id, { status: 13 })
    await expect(validateProjectStyle(payload, { user, projectId: held.id, styleId: paris.id })).rejects.toMatchObject({ status: 422 })
    const styled = await createProject(payload, alice.user.id, { status: 6, style: paris.id })
    await expect(validateProjectStyle(payload, { user, projectId: styled.id, styleId: paris.id })).rejects.toMatchObject({ status: 422 })
    await expect(validateProjectStyle(payload, { user, projectId: styled.id, styleId: 0 })).rejects.toMatchObject({ status: 400, message: "Oups, une erreur s’est produite." })
    const bobsProject = await createProject(payload, bob.user.id, { status: 3 })
    const bobsStyle = await createCustomStyle(payload, { user: asUser(bob.user) as unknown as User, projectId: bobsProject.id, title: 'À Bob', files: [asFile(await png(), 'b.png', 'image/png')] })
    const mine = await createProject(payload, alice.user.id, { status: 3 })
    await expect(validateProjectStyle(payload, { user, projectId: mine.id, styleId: bobsStyle.style_id })).rejects.toMatchObject({ status: 404 })
    await expect(validateProjectStyle(payload, { user, projectId: bobsProject.id, styleId: paris.id })).rejects.toMatchObject({ status: 404 })
    expect((await payload.findByID({ collection: 'projects', id: mine.id, overrideAccess: true, depth: 0 })).status).toBe(3)
  })
})
