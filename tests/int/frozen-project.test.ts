import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Payload } from 'payload'
import { bootTestPayload, type TestPayload } from './support/test-payload.ts'
import { asUser, createProject, createUser, tinyPdf } from './support/fixtures.ts'
import { seedTestQuestionnaire } from './support/questionnaire.ts'
import { callV1, type V1Answer } from './support/v1-routes.ts'
import { startSmtpCapture } from '../support/smtp-capture.ts'
import { startFakeStripe, type FakeStripe } from '../fakes/stripe-server.ts'
import type { SeededQuestionnaire } from '../../seed/questionnaire.ts'
import type { Project, User } from '../../payload-types.ts'
import type { FormResult } from '../../src/server/accounts/form-result.server.ts'

/**
 * Issue #22: a project on hold (13, Exception) is frozen for its customer. Every customer write door that
 * concerns a project (the /v1 calls over their route handlers, the services behind the site's server
 * functions as they call them, and a customer's own write through the Local API) answers the one typed
 * refusal, 422 with the suspension message in French, and changes nothing; staff still move the project out
 * of 13 through the same door, after which the very same write goes through.
 */

const FROZEN = 'Votre projet est momentanément suspendu par notre équipe\u00a0: aucune action n’est possible pour le moment.'

let ctx: TestPayload
let payload: Payload
let smtp: Awaited<ReturnType<typeof startSmtpCapture>>
let stripe: FakeStripe
let seeded: SeededQuestionnaire
let staffToken: string
let agentId: string
let catalogueStyleId: string
let signaturePng: string

beforeAll(async () => {
  smtp = await startSmtpCapture()
  stripe = await startFakeStripe()
  // NOTE: before the app's modules load: src/platform/env.ts reads the environment once.
  Object.assign(process.env, { SMTP_URL: smtp.url, STRIPE_SECRET_KEY: stripe.secretKey, STRIPE_WEBHOOK_SECRET: stripe.webhookSecret, STRIPE_API_URL: stripe.url })
  ctx = await bootTestPayload()
  payload = ctx.payload
  seeded = await seedTestQuestionnaire(payload)
  await payload.updateGlobal({ slug: 'payment-settings', data: { holder: 'Maisonnée SAS', iban: 'FR76 3000 6000 0112 3456 7890 189', bic: 'DEMOFRPPXXX' }, overrideAccess: true })
  const staff = await createUser(payload, 'staff', { firstName: 'Thomas', lastName: 'Girard' })
  staffToken = (await payload.login({ collection: 'users', data: { email: staff.email, password: staff.password } })).token as string
  agentId = String(staff.user.id)
  await payload.create({
    collection: 'agendas',
    data: {
      label: 'Thomas Girard, architecte',
      agent: staff.user.id,
      slotMinutes: 60,
      isBookable: true,
      openingHours: (['1', '2', '3', '4', '5'] as const).map((weekday) => ({ weekday, start: '08:00', end: '18:00' })),
    },
    overrideAccess: true,
  })
  catalogueStyleId = String((await payload.create({ collection: 'styles', data: { title: 'Haussmannien clair', isPublished: true }, overrideAccess: true })).id)
  signaturePng = `data:image/png;base64,${(await png()).toString('base64')}`
})
afterAll(async () => {
  await ctx?.cleanup()
  await smtp?.stop()
  await stripe?.close()
})

const png = () => sharp({ create: { width: 40, height: 30, channels: 3, background: { r: 200, g: 120, b: 90 } } }).png().toBuffer()
const asFile = (data: Buffer | Uint8Array, name: string, type: string) => new File([new Uint8Array(data)], name, { type })
const pngFile = async (name = 'photo.png') => asFile(await png(), name, 'image/png')
const pdfFile = async (name = 'document.pdf') => asFile(await tinyPdf(name), name, 'application/pdf')
const form = (entries: Record<string, string | File>) => {
  const body = new FormData()
  for (const [name, value] of Object.entries(entries)) body.append(name, value)
  return body
}

type Customer = { user: User; email: string; token: string }

async function signedInCustomer(): Promise<Customer> {
  const account = await createUser(payload, 'customer', { firstName: 'Claire', lastName: 'Martin' })
  const { token } = await payload.login({ collection: 'users', data: { email: account.email, password: account.password } })
  return { user: asUser(account.user) as unknown as User, email: account.email, token: token as string }
}

/** A staff document attached to the project (estimate, quote, fee presentation), as the back office files it. */
async function attach(project: Project, ownerId: number, field: 'estimateFile' | 'quoteFile' | 'presentationFile') {
  const data = await tinyPdf(field)
  const kind = field === 'estimateFile' ? 'estimate' : field === 'quoteFile' ? 'quote' : 'presentation'
  const file = await payload.create({
    collection: 'files',
    data: { kind, project: project.id, owner: ownerId },
    file: { data, mimetype: 'application/pdf', name: `${kind}-${project.id}.pdf`, size: data.length },
    overrideAccess: true,
  })
  await payload.update({ collection: 'projects', id: project.id, data: { [field]: file.id }, overrideAccess: true, context: { actor: 'staff' } })
}

/** `attach` as a door's preparation: nothing to remember. */
async function attached(project: Project, ownerId: number, ...fields: Array<'estimateFile' | 'quoteFile' | 'presentationFile'>): Promise<Record<string, string>> {
  for (const field of fields) await attach(project, ownerId, field)
  return {}
}

/** Staff move the project through the customer's own door (POST /v1/project/update), with the reason the exception asks. */
const staffMoves = (projectId: number, to: number, reason: string) =>
  callV1({ method: 'POST', path: `/v1/project/update/${projectId}`, token: staffToken, body: { project_visa: to, project_visa_reason: reason } })

const statusOf = async (projectId: number) => (await payload.findByID({ collection: 'projects', id: projectId, depth: 0, overrideAccess: true })).status

/** What a door answered, /v1 or server function alike. */
type Outcome = { status: number; error: string | null }
const fromV1 = (answer: V1Answer): Outcome => ({ status: answer.status, error: answer.json?.s === 0 ? answer.json.error : null })
const fromForm = (result: FormResult<unknown>): Outcome => (result.ok ? { status: 200, error: null } : { status: result.status, error: result.error })

async function serverFunction<T>(action: () => Promise<T>): Promise<Outcome> {
  const { formResult } = await import('../../src/server/accounts/form-result.server.ts')
  return fromForm(await formResult(payload, action))
}

type Setup = { customer: Customer; project: Project; prepared: Record<string, string> }

type Door = {
  name: string
  /** The status the project stands at, where the write goes through. */
  status: number
  extra?: Record<string, unknown>
  /** What the write needs that exists before the hold (a folder, a file, a booking, a signing link...). */
  prepare?: (setup: Omit<Setup, 'prepared'>) => Promise<Record<string, string>>
  write: (setup: Setup) => Promise<Outcome>
  /**
   * 'works': answers 2xx once the project is out of the exception. 'not-frozen': the write has rules of its
   * own that this project does not meet (an unfinished questionnaire, a price grid), so out of the exception
   * it is refused for them, not for the freeze.
   */
  after: 'works' | 'not-frozen'
}

const projectDetail = async (setup: Setup) => fromV1(await callV1({ path: `/v1/project/${setup.project.id}`, token: setup.customer.token }))

const bookableSlot = async ({ customer, project }: Omit<Setup, 'prepared'>) => {
  const { json } = await callV1({ path: `/v1/project/rdv/${project.id}`, token: customer.token })
  const slot = json.payload.slots[0] as { agent_id: string; start: string }
  return { agentId: slot.agent_id, start: slot.start }
}

const booked = async (setup: Omit<Setup, 'prepared'>) => {
  const slot = await bookableSlot(setup)
  const answer = await callV1({ method: 'POST', path: `/v1/project/rdv/book/${setup.project.id}`, token: setup.customer.token, body: { agent_id: slot.agentId, start: slot.start, format: 'visio' } })
  return { appointmentId: String(answer.json.payload.appointment_id) }
}

const signingLink = async ({ customer, project }: Omit<Setup, 'prepared'>) => {
  await attached(project, customer.user.id, 'quoteFile', 'presentationFile')
  const { json } = await callV1({ method: 'POST', path: `/v1/project/contract/sign/${project.id}`, token: customer.token })
  return { token: String(json.payload.uri).split('/signature/')[1] ?? '' }
}

const answered = async ({ customer, project }: Omit<Setup, 'prepared'>) => {
  const { json } = await callV1({ method: 'POST', path: '/v1/project/quizz/create/single/response', token: customer.token, body: { project_id: String(project.id), fk_response_quizztion: String(seeded.questionIds.floor), response_value: '2' } })
  return { responseId: String(json.payload.response.response_id) }
}

const DOORS: Door[] = [
  // The project itself.
  { name: 'POST /v1/project/update', status: 3, after: 'works', write: async ({ customer, project }) => fromV1(await callV1({ method: 'POST', path: `/v1/project/update/${project.id}`, token: customer.token, body: { project_title: 'Mon appartement' } })) },
  { name: 'POST /v1/project/del', status: 3, after: 'works', write: async ({ customer, project }) => fromV1(await callV1({ method: 'POST', path: `/v1/project/del/${project.id}`, token: customer.token })) },
  {
    name: 'GET /v1/project/accept/estimatif',
    status: 3,
    after: 'works',
    prepare: ({ customer, project }) => attached(project, customer.user.id, 'estimateFile'),
    write: async ({ customer, project }) => fromV1(await callV1({ path: `/v1/project/accept/estimatif/${project.id}`, token: customer.token })),
  },
  { name: 'GET /v1/project/generate/devis (files the quote)', status: 3, after: 'not-frozen', write: async ({ customer, project }) => fromV1(await callV1({ path: `/v1/project/generate/devis/${project.id}`, token: customer.token })) },
  // Documents and folders.
  { name: 'POST /v1/folders/create', status: 3, after: 'works', write: async ({ customer, project }) => fromV1(await callV1({ method: 'POST', path: '/v1/folders/create', token: customer.token, body: { folder_name: 'Factures', project: String(project.id) } })) },
  {
    name: 'POST /v1/folders/update',
    status: 3,
    after: 'works',
    prepare: async ({ customer, project }) => {
      const { json } = await callV1({ method: 'POST', path: '/v1/folders/create', token: customer.token, body: { folder_name: 'Devis', project: String(project.id) } })
      return { folderId: String(json.payload.folder_id) }
    },
    write: async ({ customer, prepared }) => fromV1(await callV1({ method: 'POST', path: `/v1/folders/update/${prepared.folderId}`, token: customer.token, body: { folder_name: 'Devis reçus' } })),
  },
  { name: 'POST /v1/folders/add/files', status: 3, after: 'works', write: async ({ customer, project }) => fromV1(await callV1({ method: 'POST', path: `/v1/folders/add/files/${project.id}`, token: customer.token, body: form({ 'files[]': await pdfFile() }) })) },
  { name: 'POST /v1/folders/add/plans', status: 3, after: 'works', write: async ({ customer, project }) => fromV1(await callV1({ method: 'POST', path: `/v1/folders/add/plans/${project.id}`, token: customer.token, body: form({ 'project_plans[]': await pdfFile('plan.pdf') }) })) },
  {
    name: 'POST /v1/folders/delete/file',
    status: 3,
    after: 'works',
    prepare: async ({ customer, project }) => {
      const { json } = await callV1({ method: 'POST', path: `/v1/folders/add/files/${project.id}`, token: customer.token, body: form({ 'files[]': await pdfFile() }) })
      return { fileId: String(json.payload.files[0].file_id) }
    },
    write: async ({ customer, prepared }) => fromV1(await callV1({ method: 'POST', path: `/v1/folders/delete/file/${prepared.fileId}`, token: customer.token, body: {} })),
  },
  // Uploads and photos.
  { name: 'POST /v1/project/upload/files', status: 3, after: 'works', write: async ({ customer, project }) => fromV1(await callV1({ method: 'POST', path: `/v1/project/upload/files/${project.id}`, token: customer.token, body: form({ 'project_photos[]': await pngFile() }) })) },
  { name: 'POST /v1/project/upload/file', status: 3, after: 'works', write: async ({ customer, project }) => fromV1(await callV1({ method: 'POST', path: '/v1/project/upload/file', token: customer.token, body: form({ file: await pngFile(), projectId: String(project.id) }) })) },
  { name: 'POST /v1/photo/upload', status: 3, after: 'works', write: async ({ customer, project }) => fromV1(await callV1({ method: 'POST', path: '/v1/photo/upload', token: customer.token, body: form({ photo_uri: await pngFile(), project_id: String(project.id) }) })) },
  {
    name: 'POST /v1/project/del/img',
    status: 3,
    after: 'works',
    prepare: async ({ customer, project }) => {
      const { json } = await callV1({ method: 'POST', path: `/v1/project/upload/files/${project.id}`, token: customer.token, body: form({ 'project_photos[]': await pngFile() }) })
      return { photoId: String(json.payload.files[0].folder_id) }
    },
    write: async ({ customer, prepared }) => fromV1(await callV1({ method: 'POST', path: `/v1/project/del/img/${prepared.photoId}`, token: customer.token })),
  },
  // Style.
  { name: 'POST /v1/project/style/custom', status: 3, after: 'works', write: async ({ customer, project }) => fromV1(await callV1({ method: 'POST', path: `/v1/project/style/custom/${project.id}`, token: customer.token, body: form({ title: 'Mon style', 'photos[]': await pngFile() }) })) },
  {
    name: 'server function validateStyle',
    status: 3,
    after: 'works',
    write: async ({ customer, project }) => {
      const { validateProjectStyle } = await import('../../src/server/catalogue/style-choice.server.ts')
      return serverFunction(() => validateProjectStyle(payload, { user: customer.user, projectId: String(project.id), styleId: catalogueStyleId }))
    },
  },
  // Booking.
  {
    name: 'POST /v1/project/rdv/book',
    status: 3,
    after: 'works',
    prepare: async (setup) => bookableSlot(setup),
    write: async ({ customer, project, prepared }) =>
      fromV1(await callV1({ method: 'POST', path: `/v1/project/rdv/book/${project.id}`, token: customer.token, body: { agent_id: prepared.agentId, start: prepared.start, format: 'visio' } })),
  },
  { name: 'POST /v1/project/rdv/confirm', status: 3, after: 'works', prepare: booked, write: async ({ customer, project }) => fromV1(await callV1({ method: 'POST', path: `/v1/project/rdv/confirm/${project.id}`, token: customer.token })) },
  { name: 'POST /v1/project/rdv/cancel', status: 3, after: 'works', prepare: booked, write: async ({ customer, prepared }) => fromV1(await callV1({ method: 'POST', path: `/v1/project/rdv/cancel/${prepared.appointmentId}`, token: customer.token })) },
  // Payments.
  { name: 'POST /v1/project/payment/transfer', status: 7, extra: { auditAmount: 700 }, after: 'works', write: async ({ customer, project }) => fromV1(await callV1({ method: 'POST', path: `/v1/project/payment/transfer/${project.id}`, token: customer.token })) },
  { name: 'POST /v1/project/payment/checkout', status: 9, extra: { quoteAmount: 12_480.5 }, after: 'works', write: async ({ customer, project }) => fromV1(await callV1({ method: 'POST', path: `/v1/project/payment/checkout/${project.id}`, token: customer.token })) },
  {
    name: 'server function payByTransfer',
    status: 7,
    extra: { auditAmount: 700 },
    after: 'works',
    write: async ({ customer, project }) => {
      const { chooseTransfer } = await import('../../src/server/payments/payments.server.ts')
      return serverFunction(() => chooseTransfer(payload, { projectId: project.id, user: customer.user }))
    },
  },
  // Signature.
  {
    name: 'POST /v1/project/contract/sign',
    status: 10,
    after: 'works',
    prepare: ({ customer, project }) => attached(project, customer.user.id, 'quoteFile', 'presentationFile'),
    write: async ({ customer, project }) => fromV1(await callV1({ method: 'POST', path: `/v1/project/contract/sign/${project.id}`, token: customer.token })),
  },
  { name: 'POST /v1/contract/code', status: 10, after: 'works', prepare: signingLink, write: async ({ customer, prepared }) => fromV1(await callV1({ method: 'POST', path: `/v1/contract/code/${prepared.token}`, token: customer.token })) },
  {
    name: 'POST /v1/contract/sign',
    status: 10,
    after: 'works',
    prepare: signingLink,
    write: async ({ customer, project, prepared }) => {
      // Out of the exception, the code the customer receives; frozen, the refusal comes before any code is read.
      const isFrozen = (await statusOf(project.id)) === 13
      let code = '000000'
      if (!isFrozen) {
        await callV1({ method: 'POST', path: `/v1/contract/code/${prepared.token}`, token: customer.token })
        code = /\b(\d{6})\b/.exec((await smtp.waitForMail(customer.email, /code de signature/)).text)?.[1] ?? ''
      }
      return fromV1(await callV1({ method: 'POST', path: `/v1/contract/sign/${prepared.token}`, token: customer.token, body: { code, signerName: 'Claire Martin', method: 'drawn', signature: signaturePng, accept: true } }))
    },
  },
  // Questionnaire answers on a project past its creation.
  {
    name: 'POST /v1/project/quizz/create/single/response',
    status: 1,
    after: 'works',
    write: async ({ customer, project }) =>
      fromV1(await callV1({ method: 'POST', path: '/v1/project/quizz/create/single/response', token: customer.token, body: { project_id: String(project.id), fk_response_quizztion: String(seeded.questionIds.floor), response_value: '3' } })),
  },
  {
    name: 'POST /v1/project/quizz/create/response',
    status: 1,
    after: 'works',
    write: async ({ customer, project }) =>
      fromV1(await callV1({ method: 'POST', path: '/v1/project/quizz/create/response', token: customer.token, body: { project_id: String(project.id), fk_response_quizztion: String(seeded.questionIds.surface), response_value: '64' } })),
  },
  {
    name: 'POST /v1/project/update/one/response',
    status: 1,
    after: 'works',
    prepare: answered,
    write: async ({ customer, prepared }) => fromV1(await callV1({ method: 'POST', path: '/v1/project/update/one/response', token: customer.token, body: { response_id: prepared.responseId, response_value: '4' } })),
  },
  {
    name: 'server function saveQuestionnaireAnswer',
    status: 1,
    after: 'works',
    write: async ({ customer, project }) => {
      const { saveAnswer } = await import('../../src/server/questionnaire/answers.server.ts')
      return serverFunction(() => saveAnswer(payload, { requester: { user: customer.user, visitorKey: null }, projectId: String(project.id), questionId: String(seeded.questionIds.floor), value: '5' }))
    },
  },
  { name: 'POST /v1/project/demande/estimatif (finish)', status: 1, after: 'not-frozen', write: async ({ customer, project }) => fromV1(await callV1({ method: 'POST', path: `/v1/project/demande/estimatif/${project.id}`, token: customer.token, body: {} })) },
]

describe('a project on hold (13) is frozen for its customer, at every door', () => {
  it.each(DOORS)('$name: refused 422 with the suspension message while on hold, through once staff restore the project', async (door) => {
    const customer = await signedInCustomer()
    const project = await createProject(payload, customer.user.id, { status: door.status, address: '12 rue des Lilas, 75011 Paris', quiz: seeded.quizId, ...door.extra })
    const prepared = (await door.prepare?.({ customer, project })) ?? {}
    const setup = { customer, project, prepared }

    expect((await staffMoves(project.id, 13, 'Litige en cours.')).status).toBe(200)
    const before = await projectDetail(setup)
    expect(await door.write(setup)).toEqual({ status: 422, error: FROZEN })
    // Nothing changed: the project reads the same, still on hold.
    expect(await projectDetail(setup)).toEqual(before)
    expect(await statusOf(project.id)).toBe(13)

    expect((await staffMoves(project.id, door.status, 'Litige réglé.')).status).toBe(200)
    expect(await statusOf(project.id)).toBe(door.status)
    const again = await door.write(setup)
    if (door.after === 'works') {
      expect(again.error, JSON.stringify(again)).toBeNull()
      expect(again.status).toBeGreaterThanOrEqual(200)
      expect(again.status).toBeLessThan(300)
    } else {
      expect(again.error).not.toBe(FROZEN)
    }
  })
})

describe('a customer’s own writes through the Local API (the collections’ hooks)', () => {
  it('refuses the customer’s change of a project on hold and of its folders and files, and lets staff change it', async () => {
    const customer = await signedInCustomer()
    const project = await createProject(payload, customer.user.id, { status: 5 })
    const staff = await createUser(payload, 'staff')
    const acting = { user: customer.user, overrideAccess: false as const }
    const folder = await payload.create({ collection: 'folders', data: { name: 'Avant', project: project.id }, ...acting })
    await payload.update({ collection: 'projects', id: project.id, data: { status: 13, statusChangeReason: 'Chantier suspendu.' }, user: asUser(staff.user), overrideAccess: false })

    await expect(payload.update({ collection: 'projects', id: project.id, data: { title: 'Changé' }, ...acting })).rejects.toMatchObject({ status: 422, message: FROZEN })
    await expect(payload.create({ collection: 'folders', data: { name: 'Pendant', project: project.id }, ...acting })).rejects.toMatchObject({ status: 422, message: FROZEN })
    await expect(payload.update({ collection: 'folders', id: folder.id, data: { name: 'Renommé' }, ...acting })).rejects.toMatchObject({ status: 422, message: FROZEN })
    await expect(payload.delete({ collection: 'folders', id: folder.id, ...acting })).rejects.toMatchObject({ status: 422, message: FROZEN })
    const pdf = await tinyPdf()
    await expect(payload.create({ collection: 'files', data: { kind: 'document', project: project.id }, file: { data: pdf, mimetype: 'application/pdf', name: 'pendant.pdf', size: pdf.length }, ...acting })).rejects.toMatchObject({ status: 422, message: FROZEN })
    await expect(payload.delete({ collection: 'projects', id: project.id, ...acting })).rejects.toMatchObject({ status: 422, message: FROZEN })
    expect((await payload.findByID({ collection: 'folders', id: folder.id, depth: 0, overrideAccess: true })).name).toBe('Avant')
    expect((await payload.findByID({ collection: 'projects', id: project.id, depth: 0, overrideAccess: true })).title).toBe('Projet test')

    const byStaff = await payload.update({ collection: 'projects', id: project.id, data: { title: 'Noté par l’équipe' }, user: asUser(staff.user), overrideAccess: false })
    expect(byStaff).toMatchObject({ title: 'Noté par l’équipe', status: 13 })
  })
})
