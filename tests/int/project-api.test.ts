import { existsSync } from 'node:fs'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Payload } from 'payload'
import type { User } from '../../payload-types.ts'
import { bootTestPayload, type TestPayload } from './support/test-payload.ts'
import { createProject, createUser, tinyPdf } from './support/fixtures.ts'
import { tinyPng } from './support/questionnaire.ts'
import { missingDocId } from '../support/test-database.ts'
import { callV1 } from './support/v1-routes.ts'
import { Route as ProjectRoute } from '../../src/routes/v1/project/$id.ts'
import { Route as OneRoute } from '../../src/routes/v1/project/one/$id.ts'
import { Route as UpdateRoute } from '../../src/routes/v1/project/update/$id.ts'
import { Route as DocsRoute } from '../../src/routes/v1/project/docs/$name.ts'
import { Route as DownloadRoute } from '../../src/routes/v1/project/download/pdf/$name.ts'
import { Route as ImagesRoute } from '../../src/routes/v1/project/img/$projectId.ts'
import { Route as DeleteImageRoute } from '../../src/routes/v1/project/del/img/$photoId.ts'
import { Route as AcceptRoute } from '../../src/routes/v1/project/accept/estimatif/$id.ts'
import { Route as CheckCodeRoute } from '../../src/routes/v1/project/check/code/$code.ts'

/**
 * The project calls of /v1, through their route handlers with real requests (session by bearer token), on
 * a throwaway database: ownership (401/403/404), the status machine and the documents' headers.
 */

let ctx: TestPayload
let payload: Payload

beforeAll(async () => {
  ctx = await bootTestPayload()
  payload = ctx.payload
})
afterAll(() => ctx?.cleanup())

type Handler = (input: { request: Request; params: Record<string, string> }) => Promise<Response>
type RouteWithHandlers = { options: { server?: { handlers?: unknown } } }

/** Calls a /v1 route's handler as the HTTP server does: a Request in, a Response out. */
async function call(route: RouteWithHandlers, { method = 'GET', path: url, params, token, body }: { method?: string; path: string; params: Record<string, string>; token?: string; body?: unknown }) {
  const handler = (route.options.server?.handlers as Record<string, Handler> | undefined)?.[method]
  if (!handler) throw new Error(`no ${method} handler`)
  const request = new Request(`http://maisonnee.test${url}`, {
    method,
    headers: { ...(token ? { Authorization: `Bearer ${token}` } : {}), ...(body === undefined ? {} : { 'Content-Type': 'application/json' }) },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  })
  const response = await handler({ request, params })
  const isJson = response.headers.get('content-type')?.includes('application/json')
  return { status: response.status, headers: response.headers, json: isJson ? ((await response.json()) as any) : null, bytes: isJson ? null : Buffer.from(await response.arrayBuffer()) }
}

async function signIn(role: Parameters<typeof createUser>[1] = 'customer') {
  const account = await createUser(payload, role)
  const { token } = await payload.login({ collection: 'users', data: { email: account.email, password: account.password } })
  return { user: account.user as User, token: token as string }
}

async function attachPdf(projectId: number, ownerId: number, field: 'estimateFile' | 'presentationFile' | 'quoteFile') {
  const data = await tinyPdf(field)
  const kind = field === 'estimateFile' ? 'estimate' : field === 'presentationFile' ? 'presentation' : 'quote'
  const file = await payload.create({
    collection: 'files',
    data: { kind, project: projectId, owner: ownerId },
    file: { data, mimetype: 'application/pdf', name: `${kind}-${projectId}.pdf`, size: data.length },
    overrideAccess: true,
  })
  await payload.update({ collection: 'projects', id: projectId, data: { [field]: file.id }, overrideAccess: true, context: { actor: 'staff' } })
  return { file, data }
}

async function statusOf(projectId: number) {
  return (await payload.findByID({ collection: 'projects', id: projectId, overrideAccess: true, depth: 0 })).status
}

describe('GET /v1/project/one/{id} and /v1/project/{id}', () => {
  it('gives the owner the project with its style (unpublished since it was chosen) and its documents’ names', async () => {
    const owner = await signIn()
    // Not published (any more): the customer who chose it still reads it on their project, nobody else does.
    const style = await payload.create({ collection: 'styles', data: { title: 'Bord de mer', description: 'Lin et bois flotté', isPublished: false }, overrideAccess: true })
    const project = await createProject(payload, owner.user.id, { status: 9, style: style.id, surface: 62 })
    const estimate = await attachPdf(project.id, owner.user.id, 'estimateFile')
    const fees = await attachPdf(project.id, owner.user.id, 'presentationFile')
    for (const route of [OneRoute, ProjectRoute]) {
      const answer = await call(route, { path: `/v1/project/one/${project.id}`, params: { id: String(project.id) }, token: owner.token })
      expect(answer.status).toBe(200)
      expect(answer.json.payload).toMatchObject({
        project_id: String(project.id),
        project_visa: 9,
        project_visa_label: 'En attente de paiement du devis',
        project_surface: 62,
        project_estimatif: estimate.file.filename,
        project_presentation: fees.file.filename,
        project_devis: null,
        fk_project_style: String(style.id),
        style: { style_id: String(style.id), style_title: 'Bord de mer', style_description: 'Lin et bois flotté', style_custom: 0 },
      })
    }
  })

  it('answers 401 without a session, 404 for a missing project and the same 404 to another customer (issue #37), 400 for a bad id', async () => {
    const owner = await signIn()
    const stranger = await signIn()
    const project = await createProject(payload, owner.user.id)
    const params = { id: String(project.id) }
    expect((await call(OneRoute, { path: '/x', params })).status).toBe(401)
    const denied = await call(OneRoute, { path: '/x', params, token: stranger.token })
    expect(denied).toMatchObject({ status: 404, json: { s: 0, error: 'Projet introuvable.' } })
    expect(await call(OneRoute, { path: '/x', params: { id: missingDocId() }, token: owner.token })).toMatchObject({ status: 404, json: denied.json })
    expect((await call(OneRoute, { path: '/x', params: { id: 'abc' }, token: owner.token })).status).toBe(400)
  })

  it('lets staff read any project', async () => {
    const owner = await signIn()
    const staff = await signIn('staff')
    const project = await createProject(payload, owner.user.id)
    expect((await call(OneRoute, { path: '/x', params: { id: String(project.id) }, token: staff.token })).status).toBe(200)
  })
})

describe('POST /v1/project/update/{id}', () => {
  it('updates the customer-editable fields, from wire names to the project', async () => {
    const owner = await signIn()
    const style = await payload.create({ collection: 'styles', data: { title: 'Nordique', isPublished: true }, overrideAccess: true })
    const project = await createProject(payload, owner.user.id, { status: 3 })
    const draft = await payload.create({ collection: 'styles', data: { title: 'En préparation', isPublished: false }, overrideAccess: true })
    const refused = await call(UpdateRoute, { method: 'POST', path: '/x', params: { id: String(project.id) }, token: owner.token, body: { fk_project_style: String(draft.id) } })
    expect(refused).toMatchObject({ status: 404, json: { s: 0, error: 'Style introuvable.' } })
    const answer = await call(UpdateRoute, {
      method: 'POST',
      path: '/x',
      params: { id: String(project.id) },
      token: owner.token,
      body: {
        project_title: 'Appartement Lumière',
        project_surface: '48,5',
        project_apparttype: 2,
        project_nbrpiece: '3',
        project_pieces: JSON.stringify([{ piece_id: 'salon', piece_value: 'salon', piece_title: 'Salon', piece_nbr: 1, piece_surface: 20, piece_renovation: '' }]),
        fk_project_style: String(style.id),
        project_estimatifshowed: 1,
      },
    })
    expect(answer.status).toBe(200)
    expect(answer.json.payload).toMatchObject({
      project_title: 'Appartement Lumière',
      project_surface: 48.5,
      project_apparttype: 2,
      project_nbrpiece: 3,
      fk_project_style: String(style.id),
      project_estimatifshowed: 1,
      project_visa: 3,
    })
    expect(JSON.parse(answer.json.payload.project_pieces)).toEqual([
      { piece_id: 'salon', piece_value: 'salon', piece_title: 'Salon', piece_nbr: 1, piece_surface: 20, piece_renovation: '' },
    ])
  })

  it('refuses project_visa 12 from a customer with a 422 French reason, and changes nothing', async () => {
    const owner = await signIn()
    const project = await createProject(payload, owner.user.id, { status: 3, title: 'Avant' })
    const answer = await call(UpdateRoute, {
      method: 'POST',
      path: '/x',
      params: { id: String(project.id) },
      token: owner.token,
      body: { project_visa: 12, project_title: 'Après' },
    })
    expect(answer.status).toBe(422)
    expect(answer.json).toEqual({ s: 0, error: 'Le projet ne peut pas passer du statut « Estimatif disponible » au statut « Livré ».' })
    const stored = await payload.findByID({ collection: 'projects', id: project.id, overrideAccess: true, depth: 0 })
    expect(stored).toMatchObject({ status: 3, title: 'Avant' })
  })

  it('lets the customer make their own move (3 -> 4); staff move back with a reason and forward only with the facts', async () => {
    const owner = await signIn()
    const staff = await signIn('staff')
    const project = await createProject(payload, owner.user.id, { status: 3 })
    const params = { id: String(project.id) }
    expect((await call(UpdateRoute, { method: 'POST', path: '/x', params, token: owner.token, body: { project_visa: '4' } })).status).toBe(200)
    expect(await statusOf(project.id)).toBe(4)
    // A move outside the workflow needs its reason.
    const unexplained = await call(UpdateRoute, { method: 'POST', path: '/x', params, token: staff.token, body: { project_visa: 3 } })
    expect(unexplained.status).toBe(400)
    expect(await statusOf(project.id)).toBe(4)
    // Forward, a reason is not enough: the facts of every status crossed are.
    expect(await call(UpdateRoute, { method: 'POST', path: '/x', params, token: staff.token, body: { project_visa: 12, project_visa_reason: 'Livraison anticipée' } })).toMatchObject({
      status: 422,
      json: { error: 'Le projet ne peut pas passer au statut « Livré » : aucun style n’est choisi pour le projet.' },
    })
    expect(await statusOf(project.id)).toBe(4)
    expect((await call(UpdateRoute, { method: 'POST', path: '/x', params, token: staff.token, body: { project_visa: 3, project_visa_reason: 'Rendez-vous annulé' } })).status).toBe(200)
    expect(await statusOf(project.id)).toBe(3)
  })

  it('refuses malformed fields (400), another customer (404, as a missing project), no session (401), an unknown style (404)', async () => {
    const owner = await signIn()
    const stranger = await signIn()
    const project = await createProject(payload, owner.user.id)
    const params = { id: String(project.id) }
    const post = (token: string | undefined, body: unknown) => call(UpdateRoute, { method: 'POST', path: '/x', params, ...(token ? { token } : {}), body })
    expect(await post(owner.token, { project_apparttype: 7 })).toMatchObject({ status: 400, json: { s: 0, error: 'Type d’appartement inconnu (0 à 3).' } })
    expect(await post(owner.token, { project_surface: '' })).toMatchObject({ status: 400 })
    expect(await post(owner.token, { project_visa: 14 })).toMatchObject({ status: 400, json: { error: 'Statut de projet inconnu.' } })
    expect(await post(owner.token, { unknown: 1 })).toMatchObject({ status: 400, json: { error: 'Aucun champ modifiable n’a été envoyé.' } })
    expect((await post(stranger.token, { project_title: 'Pris' })).status).toBe(404)
    expect((await post(undefined, { project_title: 'Pris' })).status).toBe(401)
    expect((await post(owner.token, { fk_project_style: missingDocId() })).status).toBe(404)
    const unknownLevel = JSON.stringify([{ piece_id: 'salon', piece_value: 'salon', piece_title: 'Salon', piece_nbr: 1, piece_surface: 20, piece_renovation: missingDocId() }])
    expect(await post(owner.token, { project_title: 'Pris', project_pieces: unknownLevel })).toMatchObject({ status: 400, json: { s: 0, error: 'Type de rénovation inconnu : choisissez-en un dans la liste.' } })
    expect((await payload.findByID({ collection: 'projects', id: project.id, overrideAccess: true })).title).toBe('Projet test')
  })

  it('refuses another customer’s custom style as if it did not exist', async () => {
    const owner = await signIn()
    const other = await signIn()
    const custom = await payload.create({ collection: 'styles', data: { title: 'Le mien', isCustom: true, owner: other.user.id }, overrideAccess: true })
    const project = await createProject(payload, owner.user.id)
    const answer = await call(UpdateRoute, { method: 'POST', path: '/x', params: { id: String(project.id) }, token: owner.token, body: { fk_project_style: custom.id } })
    expect(answer.status).toBe(404)
  })
})

describe('GET /v1/project/docs/{name} and /v1/project/download/pdf/{name}', () => {
  it('serves the estimate inline and as a download to its owner and to staff, with safe headers', async () => {
    const owner = await signIn()
    const staff = await signIn('staff')
    const project = await createProject(payload, owner.user.id, { status: 3 })
    const { file } = await attachPdf(project.id, owner.user.id, 'estimateFile')
    const name = file.filename as string
    const stored = await payload.findByID({ collection: 'files', id: file.id, overrideAccess: true })
    for (const token of [owner.token, staff.token]) {
      const shown = await call(DocsRoute, { path: '/x', params: { name }, token })
      expect(shown.status).toBe(200)
      expect(shown.headers.get('content-type')).toBe('application/pdf')
      expect(shown.headers.get('content-disposition')).toBe(`inline; filename*=UTF-8''${encodeURIComponent(name)}`)
      expect(shown.headers.get('x-content-type-options')).toBe('nosniff')
      expect(shown.bytes?.subarray(0, 5).toString()).toBe('%PDF-')
      expect(shown.bytes?.length).toBe(stored.filesize)
      const saved = await call(DownloadRoute, { path: '/x', params: { name }, token })
      expect(saved.status).toBe(200)
      expect(saved.headers.get('content-disposition')).toBe(`attachment; filename*=UTF-8''${encodeURIComponent(name)}`)
      expect(saved.headers.get('x-content-type-options')).toBe('nosniff')
    }
  })

  it('answers 401 without a session, 404 for an unknown name or a file that is no project document, and the same 404 to another customer (issue #37)', async () => {
    const owner = await signIn()
    const stranger = await signIn()
    const project = await createProject(payload, owner.user.id, { status: 9 })
    const { file } = await attachPdf(project.id, owner.user.id, 'presentationFile')
    const name = file.filename as string
    for (const route of [DocsRoute, DownloadRoute]) {
      const unknown = await call(route, { path: '/x', params: { name: 'inconnu.pdf' }, token: owner.token })
      expect(unknown.status).toBe(404)
      expect(await call(route, { path: '/x', params: { name }, token: stranger.token })).toMatchObject({ status: 404, json: unknown.json })
      expect((await call(route, { path: '/x', params: { name } })).status).toBe(401)
    }
    const data = await tinyPdf('plan')
    const loose = await payload.create({
      collection: 'files',
      data: { kind: 'document', project: project.id, owner: owner.user.id },
      file: { data, mimetype: 'application/pdf', name: 'plan-libre.pdf', size: data.length },
      overrideAccess: true,
    })
    expect((await call(DocsRoute, { path: '/x', params: { name: loose.filename as string }, token: owner.token })).status).toBe(404)
  })

  it('refuses names that try to leave the upload folder', async () => {
    const owner = await signIn()
    for (const name of ['../maisonnee.db', '..%2F.payload-secret', '.payload-secret', 'a/../../b.pdf', 'dossier\\x.pdf', '']) {
      const answer = await call(DocsRoute, { path: '/x', params: { name }, token: owner.token })
      expect(answer.status, name).toBe(400)
      expect(answer.json).toEqual({ s: 0, error: 'Nom de document invalide.' })
    }
  })
})

describe('GET /v1/project/img/{projectId} and POST /v1/project/del/img/{photoId}', () => {
  async function addPhotos(projectId: number, ownerId: number, count: number) {
    const data = Buffer.from(await tinyPng(400, 300))
    const photos = []
    for (let index = 0; index < count; index++) {
      photos.push(
        await payload.create({
          collection: 'files',
          data: { kind: 'photo', project: projectId, owner: ownerId },
          file: { data, mimetype: 'image/png', name: `piece-${index}.png`, size: data.length },
          overrideAccess: true,
        }),
      )
    }
    await payload.update({ collection: 'projects', id: projectId, data: { photos: photos.map((photo) => photo.id), image: photos[0]?.id }, overrideAccess: true, context: { actor: 'staff' } })
    return photos
  }

  it('lists the project’s photos four a page by default, {data,total,page,lastPage}', async () => {
    const owner = await signIn()
    const project = await createProject(payload, owner.user.id)
    const photos = await addPhotos(project.id, owner.user.id, 5)
    const params = { projectId: String(project.id) }
    const first = await call(ImagesRoute, { path: `/v1/project/img/${project.id}`, params, token: owner.token })
    expect(first.status).toBe(200)
    expect(first.json.payload).toMatchObject({ total: 5, page: 1, lastPage: 2 })
    expect(first.json.payload.data).toHaveLength(4)
    expect(first.json.payload.data[0]).toEqual({
      photo_id: String(photos[0]?.id),
      photo_name: photos[0]?.filename,
      photo_uri: `/uploads/folders/img/${photos[0]?.filename}`,
      photo_thumb: `/uploads/folders/img/${photos[0]?.sizes?.thumbnail?.filename}`,
    })
    const second = await call(ImagesRoute, { path: `/v1/project/img/${project.id}?p=2&div=4`, params, token: owner.token })
    expect(second.json.payload.data.map((photo: { photo_id: string }) => photo.photo_id)).toEqual([String(photos[4]?.id)])
    expect((await call(ImagesRoute, { path: `/v1/project/img/${project.id}?p=x`, params, token: owner.token })).status).toBe(400)
  })

  it('answers another customer as a missing project (404) and 401 without a session', async () => {
    const owner = await signIn()
    const stranger = await signIn()
    const project = await createProject(payload, owner.user.id)
    const params = { projectId: String(project.id) }
    expect((await call(ImagesRoute, { path: '/x', params, token: stranger.token })).status).toBe(404)
    expect((await call(ImagesRoute, { path: '/x', params })).status).toBe(401)
  })

  it('lets the owner delete a photo: it leaves the project and its file is gone', async () => {
    const owner = await signIn()
    const project = await createProject(payload, owner.user.id)
    const [first, second] = await addPhotos(project.id, owner.user.id, 2)
    const filePath = path.join(ctx.dataDir, 'uploads', 'files', first?.filename as string)
    expect(existsSync(filePath)).toBe(true)
    // The questionnaire's photo answer lists both photos.
    const quiz = await payload.create({ collection: 'quizzes', data: { title: 'Questionnaire test' }, overrideAccess: true })
    const question = await payload.create({ collection: 'questions', data: { title: 'Vos photos', type: '2', position: 1, quiz: quiz.id }, overrideAccess: true })
    const photosAnswer = await payload.create({
      collection: 'responses',
      data: { project: project.id, question: question.id, label: 'photos', value: JSON.stringify([first, second].map((photo) => ({ folder_id: String(photo?.id), folder_name: photo?.filename }))) },
      overrideAccess: true,
    })
    const answer = await call(DeleteImageRoute, { method: 'POST', path: '/x', params: { photoId: String(first?.id) }, token: owner.token })
    expect(answer).toMatchObject({ status: 200, json: { s: 1, payload: { photo_id: String(first?.id) } } })
    const stored = await payload.findByID({ collection: 'projects', id: project.id, overrideAccess: true, depth: 0 })
    expect(stored.photos).toEqual([second?.id])
    expect(stored.image ?? null).toBeNull()
    expect(existsSync(filePath)).toBe(false)
    const kept = await payload.findByID({ collection: 'responses', id: photosAnswer.id, overrideAccess: true })
    expect(JSON.parse(kept.value as string)).toEqual([{ folder_id: String(second?.id), folder_name: second?.filename }])
    expect(await payload.findByID({ collection: 'files', id: first?.id as number, overrideAccess: true, disableErrors: true })).toBeNull()
  })

  it('refuses staff (403) and another customer as an unknown photo (404), keeps the photo; no session 401', async () => {
    const owner = await signIn()
    const stranger = await signIn()
    const staff = await signIn('staff')
    const project = await createProject(payload, owner.user.id)
    const [photo] = await addPhotos(project.id, owner.user.id, 1)
    const params = { photoId: String(photo?.id) }
    expect((await call(DeleteImageRoute, { method: 'POST', path: '/x', params, token: stranger.token })).status).toBe(404)
    expect((await call(DeleteImageRoute, { method: 'POST', path: '/x', params, token: staff.token })).status).toBe(403)
    expect((await call(DeleteImageRoute, { method: 'POST', path: '/x', params })).status).toBe(401)
    expect((await call(DeleteImageRoute, { method: 'POST', path: '/x', params: { photoId: missingDocId() }, token: owner.token })).status).toBe(404)
    expect((await call(DeleteImageRoute, { method: 'POST', path: '/x', params: { photoId: '../1' }, token: owner.token })).status).toBe(400)
    expect(await payload.findByID({ collection: 'files', id: photo?.id as number, overrideAccess: true, disableErrors: true })).not.toBeNull()
  })
})

describe('GET /v1/project/accept/estimatif/{id}', () => {
  it('moves the owner’s project from 3 to 4 through the status machine', async () => {
    const owner = await signIn()
    const project = await createProject(payload, owner.user.id, { status: 3 })
    await attachPdf(project.id, owner.user.id, 'estimateFile')
    const answer = await call(AcceptRoute, { path: '/x', params: { id: String(project.id) }, token: owner.token })
    expect(answer.status).toBe(200)
    expect(answer.json.payload).toMatchObject({ project_visa: 4, project_visa_label: 'En attente du choix de style', project_estimatifshowed: 1 })
    expect(await statusOf(project.id)).toBe(4)
    // Accepting again is refused: the status is no longer 3.
    expect((await call(AcceptRoute, { path: '/x', params: { id: String(project.id) }, token: owner.token })).status).toBe(422)
  })

  it.each([2, 5, 13])('refuses at status %i with a 422 and changes nothing', async (status) => {
    const owner = await signIn()
    const project = await createProject(payload, owner.user.id, { status })
    const answer = await call(AcceptRoute, { path: '/x', params: { id: String(project.id) }, token: owner.token })
    expect(answer.status).toBe(422)
    expect(await statusOf(project.id)).toBe(status)
  })

  it('refuses at 3 while no estimate file is attached', async () => {
    const owner = await signIn()
    const project = await createProject(payload, owner.user.id, { status: 3 })
    const answer = await call(AcceptRoute, { path: '/x', params: { id: String(project.id) }, token: owner.token })
    expect(answer).toMatchObject({ status: 422, json: { error: 'Aucun estimatif n’est encore disponible pour ce projet.' } })
    expect(await statusOf(project.id)).toBe(3)
  })

  it('refuses staff (403), another customer as a missing project (404), and no session (401)', async () => {
    const owner = await signIn()
    const stranger = await signIn()
    const staff = await signIn('staff')
    const project = await createProject(payload, owner.user.id, { status: 3 })
    await attachPdf(project.id, owner.user.id, 'estimateFile')
    const params = { id: String(project.id) }
    expect((await call(AcceptRoute, { path: '/x', params, token: stranger.token })).status).toBe(404)
    expect((await call(AcceptRoute, { path: '/x', params, token: staff.token })).status).toBe(403)
    expect((await call(AcceptRoute, { path: '/x', params })).status).toBe(401)
    expect(await statusOf(project.id)).toBe(3)
  })
})

describe('GET /v1/project/check/code/{code}', () => {
  it('answers that a code is not valid (the product has no promo codes), with no discount', async () => {
    const customer = await signIn()
    const answer = await call(CheckCodeRoute, { path: '/v1/project/check/code/bienvenue?type=audit', params: { code: 'bienvenue' }, token: customer.token })
    expect(answer).toMatchObject({
      status: 200,
      json: { s: 1, payload: { code: 'BIENVENUE', type: 'audit', valid: 0, discount: 0, message: 'Ce code promotionnel n’est pas valable.' } },
    })
  })

  it('refuses a malformed code (400) and a visitor (401)', async () => {
    const customer = await signIn()
    expect((await call(CheckCodeRoute, { path: '/x', params: { code: 'a b<script>' }, token: customer.token })).status).toBe(400)
    expect((await call(CheckCodeRoute, { path: '/x', params: { code: 'x'.repeat(41) }, token: customer.token })).status).toBe(400)
    expect((await call(CheckCodeRoute, { path: '/x', params: { code: 'BIENVENUE' } })).status).toBe(401)
  })
})

describe('POST /v1/project/upload/file (file, projectId)', () => {
  const form = async (fields: Record<string, string>, file?: { bytes: Uint8Array<ArrayBuffer>; name: string; type: string }) => {
    const body = new FormData()
    for (const [name, value] of Object.entries(fields)) body.set(name, value)
    if (file) body.set('file', new File([file.bytes], file.name, { type: file.type }))
    return body
  }
  const png = async () => ({ bytes: new Uint8Array(await tinyPng(400, 300)), name: 'salon.png', type: 'image/png' })

  it('makes the picture the project’s image and answers project_img, as the project then reads it', async () => {
    const owner = await signIn()
    const project = await createProject(payload, owner.user.id)
    const answer = await callV1({ method: 'POST', path: '/v1/project/upload/file', token: owner.token, body: await form({ projectId: String(project.id) }, await png()) })
    expect(answer.status).toBe(200)
    expect(answer.json.payload).toEqual({ project_img: expect.stringMatching(/^salon.*\.png$/), photo_id: expect.any(String) })
    const stored = await payload.findByID({ collection: 'projects', id: project.id, depth: 0, overrideAccess: true })
    expect(String(stored.image)).toBe(answer.json.payload.photo_id)
    const read = await call(OneRoute, { path: `/v1/project/one/${project.id}`, params: { id: String(project.id) }, token: owner.token })
    expect(read.json.payload.project_img).toBe(answer.json.payload.project_img)
  })

  it('refuses another customer (404, as a missing project) and no session (401), a missing project id or file (400), a file that is no image (415), and changes nothing', async () => {
    const owner = await signIn()
    const stranger = await signIn()
    const project = await createProject(payload, owner.user.id)
    const projectId = String(project.id)
    expect(await callV1({ method: 'POST', path: '/v1/project/upload/file', token: stranger.token, body: await form({ projectId }, await png()) })).toMatchObject({ status: 404, json: { error: 'Projet introuvable.' } })
    expect((await callV1({ method: 'POST', path: '/v1/project/upload/file', body: await form({ projectId }, await png()) })).status).toBe(401)
    expect((await callV1({ method: 'POST', path: '/v1/project/upload/file', token: owner.token, body: await form({}, await png()) })).status).toBe(400)
    expect((await callV1({ method: 'POST', path: '/v1/project/upload/file', token: owner.token, body: await form({ projectId }) })).status).toBe(400)
    const pdf = { bytes: new Uint8Array(await tinyPdf()), name: 'plan.png', type: 'image/png' }
    expect((await callV1({ method: 'POST', path: '/v1/project/upload/file', token: owner.token, body: await form({ projectId }, pdf) })).status).toBe(415)
    const stored = await payload.findByID({ collection: 'projects', id: project.id, depth: 0, overrideAccess: true })
    expect(stored.image ?? null).toBeNull()
    expect((await payload.find({ collection: 'files', where: { project: { equals: project.id } }, overrideAccess: true })).totalDocs).toBe(0)
  })
})
