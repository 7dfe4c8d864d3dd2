import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Payload } from 'payload'
import { bootTestPayload, type TestPayload } from './support/test-payload.ts'
import { asUser, createProject, createUser, tinyPdf } from './support/fixtures.ts'

let ctx: TestPayload
let payload: Payload

beforeAll(async () => {
  ctx = await bootTestPayload()
  payload = ctx.payload
})
afterAll(() => ctx?.cleanup())

describe('projects and what hangs off them', () => {
  it('refuses an anonymous read of projects', async () => {
    await expect(payload.find({ collection: 'projects', overrideAccess: false })).rejects.toThrow()
  })

  it('lists to a customer only their own projects, to staff all of them', async () => {
    const alice = await createUser(payload)
    const bob = await createUser(payload)
    const staff = await createUser(payload, 'staff')
    const mine = await createProject(payload, alice.user.id, { title: 'Chez Alice' })
    await createProject(payload, bob.user.id, { title: 'Chez Bob' })

    const forAlice = await payload.find({ collection: 'projects', user: asUser(alice.user), overrideAccess: false })
    expect(forAlice.docs.map((p) => p.id)).toEqual([mine.id])

    const forStaff = await payload.find({ collection: 'projects', user: asUser(staff.user), overrideAccess: false })
    expect(forStaff.totalDocs).toBeGreaterThanOrEqual(2)
  })

  it('makes the customer the owner of a project they create, whatever owner they send', async () => {
    const alice = await createUser(payload)
    const bob = await createUser(payload)
    const project = await payload.create({
      collection: 'projects',
      data: { title: 'Tentative', owner: bob.user.id, status: 0 },
      user: asUser(alice.user),
      overrideAccess: false,
    })
    expect(project.owner).toMatchObject({ id: alice.user.id })
  })

  it('refuses a response attached to another customer’s project', async () => {
    const alice = await createUser(payload)
    const bob = await createUser(payload)
    const bobsProject = await createProject(payload, bob.user.id)
    const quiz = await payload.create({ collection: 'quizzes', data: { title: 'Q', _status: 'published' }, overrideAccess: true })
    const question = await payload.create({
      collection: 'questions',
      data: { title: 'Surface ?', type: '11', quiz: quiz.id, position: 1, _status: 'published' },
      overrideAccess: true,
    })
    await expect(
      payload.create({
        collection: 'responses',
        data: { project: bobsProject.id, question: question.id, value: '42' },
        user: asUser(alice.user),
        overrideAccess: false,
      }),
    ).rejects.toThrow()
  })

  it('keeps one response per project, question and part', async () => {
    const alice = await createUser(payload)
    const project = await createProject(payload, alice.user.id)
    const quiz = await payload.create({ collection: 'quizzes', data: { title: 'Q2', _status: 'published' }, overrideAccess: true })
    const question = await payload.create({
      collection: 'questions',
      data: { title: 'Adresse ?', type: '4', quiz: quiz.id, position: 1, _status: 'published' },
      overrideAccess: true,
    })
    const data = { project: project.id, question: question.id, value: '1 rue de Rivoli' }
    await payload.create({ collection: 'responses', data, overrideAccess: true })
    await expect(payload.create({ collection: 'responses', data, overrideAccess: true })).rejects.toThrow()
  })

  it('does not let a customer attach the estimate file of their own project', async () => {
    const alice = await createUser(payload)
    const project = await createProject(payload, alice.user.id)
    const pdf = await tinyPdf()
    const file = await payload.create({
      collection: 'files',
      data: { kind: 'estimate', project: project.id },
      file: { data: pdf, mimetype: 'application/pdf', name: 'estimatif.pdf', size: pdf.length },
      overrideAccess: true,
    })
    const updated = await payload.update({
      collection: 'projects',
      id: project.id,
      data: { estimateFile: file.id },
      user: asUser(alice.user),
      overrideAccess: false,
    })
    expect(updated.estimateFile ?? null).toBeNull()
  })
})

describe('accounts', () => {
  it('does not let a customer make themselves admin', async () => {
    const alice = await createUser(payload)
    const updated = await payload.update({
      collection: 'users',
      id: alice.user.id,
      data: { role: 'admin' },
      user: asUser(alice.user),
      overrideAccess: false,
    })
    expect(updated.role).toBe('customer')
  })

  it('lets a customer read only their own account', async () => {
    const alice = await createUser(payload)
    await createUser(payload)
    const seen = await payload.find({ collection: 'users', user: asUser(alice.user), overrideAccess: false })
    expect(seen.docs.map((u) => u.id)).toEqual([alice.user.id])
  })
})

describe('catalogue and questionnaire content', () => {
  it('shows anonymous visitors published questions of published questionnaires only', async () => {
    const published = await payload.create({ collection: 'quizzes', data: { title: 'Publié', _status: 'published' }, overrideAccess: true })
    const draftQuiz = await payload.create({ collection: 'quizzes', data: { title: 'Brouillon' }, draft: true, overrideAccess: true })
    const visible = await payload.create({
      collection: 'questions',
      data: { title: 'Visible', type: '0', quiz: published.id, position: 1, _status: 'published' },
      overrideAccess: true,
    })
    await payload.create({ collection: 'questions', data: { title: 'Brouillon', type: '0', quiz: published.id, position: 2 }, draft: true, overrideAccess: true })
    await payload.create({
      collection: 'questions',
      data: { title: 'Questionnaire non publié', type: '0', quiz: draftQuiz.id, position: 1, _status: 'published' },
      overrideAccess: true,
    })

    const anonymous = await payload.find({ collection: 'questions', overrideAccess: false, limit: 100 })
    expect(anonymous.docs.map((q) => q.title)).toContain('Visible')
    expect(anonymous.docs.map((q) => q.title)).not.toContain('Brouillon')
    expect(anonymous.docs.map((q) => q.title)).not.toContain('Questionnaire non publié')
    expect(anonymous.docs.find((q) => q.id === visible.id)).toBeDefined()

    const marketing = await createUser(payload, 'marketing')
    const forMarketing = await payload.find({ collection: 'questions', user: asUser(marketing.user), overrideAccess: false, draft: true, limit: 100 })
    expect(forMarketing.docs.map((q) => q.title)).toContain('Brouillon')
  })

  it('shows published catalogue styles to everyone and a custom style only to its owner', async () => {
    const alice = await createUser(payload)
    const bob = await createUser(payload)
    await payload.create({ collection: 'styles', data: { title: 'Scandinave', isPublished: true }, overrideAccess: true })
    await payload.create({ collection: 'styles', data: { title: 'En préparation' }, overrideAccess: true })
    await payload.create({ collection: 'styles', data: { title: 'Le style d’Alice', isCustom: true }, user: asUser(alice.user), overrideAccess: false })

    const anonymous = await payload.find({ collection: 'styles', overrideAccess: false })
    expect(anonymous.docs.map((s) => s.title)).toEqual(['Scandinave'])
    const forBob = await payload.find({ collection: 'styles', user: asUser(bob.user), overrideAccess: false })
    expect(forBob.docs.map((s) => s.title)).toEqual(['Scandinave'])
    const forAlice = await payload.find({ collection: 'styles', user: asUser(alice.user), overrideAccess: false })
    expect(forAlice.docs.map((s) => s.title)).toContain('Le style d’Alice')
  })

  it('keeps an unpublished style readable by the customer whose project chose it, by nobody else', async () => {
    const alice = await createUser(payload)
    const bob = await createUser(payload)
    const style = await payload.create({ collection: 'styles', data: { title: 'Retiré du catalogue', isPublished: false }, overrideAccess: true })
    await createProject(payload, alice.user.id, { status: 6, style: style.id })
    const read = async (user: unknown) => (await payload.find({ collection: 'styles', where: { id: { equals: style.id } }, user: user as never, overrideAccess: false })).docs.length
    expect(await read(asUser(alice.user))).toBe(1)
    expect(await read(asUser(bob.user))).toBe(0)
    expect(await read(null)).toBe(0)
  })

  it('refuses catalogue changes from a customer and accepts them from a curator', async () => {
    const alice = await createUser(payload)
    const curator = await createUser(payload, 'curator')
    await expect(payload.create({ collection: 'zones', data: { title: 'Salon' }, user: asUser(alice.user), overrideAccess: false })).rejects.toThrow()
    const zone = await payload.create({ collection: 'zones', data: { title: 'Salon' }, user: asUser(curator.user), overrideAccess: false })
    expect(zone.title).toBe('Salon')
  })
})
