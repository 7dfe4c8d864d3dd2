import { randomBytes } from 'node:crypto'
import sharp from 'sharp'
import { baseUrl, customerWithProject, demoAccount, login, rest } from '../../e2e/support/api.ts'
import { tinyPdf } from '../../int/support/fixtures.ts'
import { QUESTIONNAIRE } from '../../../seed/content/questionnaire.ts'

/**
 * A customer of the e2e project's shared app with something of every kind the product keeps for them, made
 * through the same calls the product makes: a project at 3 with its estimate (then 4 once they book an
 * appointment), a works report with its PDF, their own documents, a custom style, and a second project begun
 * through the questionnaire with a response and photos.
 */

export type Answer = { status: number; body: any; text: string }

/** One /v1 (or /uploads, /api) call with a bearer token, JSON or form data in; the answer read as text and JSON when it is. */
export async function call(path: string, init: { method?: string; token?: string; json?: unknown; form?: FormData; headers?: Record<string, string>; raw?: BodyInit } = {}): Promise<Answer> {
  const body = init.form ?? init.raw ?? (init.json === undefined ? undefined : JSON.stringify(init.json))
  const response = await fetch(`${baseUrl}${path}`, {
    method: init.method ?? (body === undefined ? 'GET' : 'POST'),
    headers: {
      ...(init.token ? { Authorization: `Bearer ${init.token}` } : {}),
      ...(init.json === undefined ? {} : { 'Content-Type': 'application/json' }),
      ...init.headers,
    },
    body,
    redirect: 'manual',
  })
  const text = await response.text()
  let parsed: unknown = null
  try {
    parsed = JSON.parse(text)
  } catch {
    // NOTE: files and pages are not JSON; `text` keeps what came back.
  }
  return { status: response.status, body: parsed, text }
}

export const png = async (shade = 120, size = 48) =>
  new Uint8Array(await sharp({ create: { width: size, height: size, channels: 3, background: { r: shade, g: 110, b: 90 } } }).png().toBuffer())

export const pdf = async (text: string) => new Uint8Array(await tinyPdf(text))

/** Every '/uploads/...' URL found anywhere in a JSON answer. */
export function uploadUrls(value: unknown, found = new Set<string>()): Set<string> {
  if (typeof value === 'string') {
    for (const part of value.split(/[ ,]+/)) if (part.startsWith('/uploads/')) found.add(part)
  } else if (Array.isArray(value)) value.forEach((item) => uploadUrls(item, found))
  else if (value && typeof value === 'object') Object.values(value).forEach((item) => uploadUrls(item, found))
  return found
}

/** The seeded questionnaire's question ids by key (the wire knows ids, the seed knows titles). */
async function questionId(key: string): Promise<string> {
  const { body } = await call('/v1/project/quizz/questions')
  const title = QUESTIONNAIRE.questions.find((question) => question.key === key)?.title
  const id = (body.payload.quizztions as Array<{ quizztion_id: string; quizztion_title: string }>).find((wire) => wire.quizztion_title === title)?.quizztion_id
  if (!id) throw new Error(`no question ${key}`)
  return id
}

function expectOk(answer: Answer, what: string): any {
  if (answer.status >= 300 || answer.body?.s !== 1) throw new Error(`${what}: ${answer.status} ${answer.text.slice(0, 300)}`)
  return answer.body.payload
}

export type CustomerData = Awaited<ReturnType<typeof customerWithData>>

export async function customerWithData(firstName: string) {
  const marker = `${firstName}-${randomBytes(4).toString('hex')}`
  const { customer, userId, projectId, staffToken } = await customerWithProject({ status: 3, title: `Projet ${marker}`, firstName })
  const token = expectOk(await call('/v1/user/login', { json: { user_email: customer.email, user_password: customer.password } }), 'login').access_token as string

  // The estimate (a project document named in /v1/project/docs/{name}) and a works report with its PDF.
  const estimateForm = new FormData()
  estimateForm.append('file', new Blob([await pdf('Estimatif')]), `estimatif-${marker}.pdf`)
  estimateForm.append('_payload', JSON.stringify({ kind: 'estimate', project: projectId }))
  const estimate = await rest<{ doc: { id: number; filename: string } }>('/api/files', { method: 'POST', token: staffToken, body: estimateForm })
  await rest(`/api/projects/${projectId}`, { method: 'PATCH', token: staffToken, body: { estimateFile: estimate.doc.id } })
  const reportForm = new FormData()
  reportForm.append('file', new Blob([await pdf('Rapport')]), `rapport-${marker}.pdf`)
  reportForm.append('_payload', JSON.stringify({ kind: 'report', project: projectId }))
  const reportFile = await rest<{ doc: { id: number; filename: string } }>('/api/files', { method: 'POST', token: staffToken, body: reportForm })
  const report = await rest<{ doc: { id: number } }>('/api/reports', { method: 'POST', token: staffToken, body: { project: projectId, title: `Visite ${marker}`, file: reportFile.doc.id } })

  // Their own documents and a custom style, through /v1 as they would.
  const documentsForm = new FormData()
  documentsForm.append('files[]', new Blob([await pdf('Devis')], { type: 'application/pdf' }), `devis-${marker}.pdf`)
  documentsForm.append('files[]', new Blob([await png(60, 400)], { type: 'image/png' }), `salon-${marker}.png`)
  const documents = expectOk(await call(`/v1/folders/add/files/${projectId}`, { token, form: documentsForm }), 'documents').files as Array<{ file_id: string; file_name: string }>
  const styleForm = new FormData()
  styleForm.append('title', `Style ${marker}`)
  styleForm.append('photos[]', new Blob([await png(200)], { type: 'image/png' }), `style-${marker}.png`)
  const style = expectOk(await call(`/v1/project/style/custom/${projectId}`, { token, form: styleForm }), 'custom style') as { style_id: string }

  // An appointment (which moves the project from 3 to 4).
  const booking = expectOk(await call(`/v1/project/rdv/${projectId}`, { token }), 'slots') as { slots: Array<{ agent_id: string; start: string }> }
  const slot = booking.slots[0]
  if (!slot) throw new Error('no free slot to book')
  const appointment = expectOk(await call(`/v1/project/rdv/book/${projectId}`, { token, json: { agent_id: slot.agent_id, start: slot.start } }), 'booking') as { appointment_id: string }

  // A project begun through the questionnaire, with a response and photos.
  const firstQuestion = await questionId('property-type')
  const first = expectOk(
    await call('/v1/project/quizz/create/single/response', { token, json: { project_id: '-1', fk_response_quizztion: firstQuestion, response_value: 'appartement' } }),
    'first answer',
  ) as { response: { response_id: string }; project: { project_id: string } }
  const questionnaireProjectId = first.project.project_id
  const photosForm = new FormData()
  photosForm.append('project_photos[]', new Blob([await png(30)], { type: 'image/png' }), `photo-${marker}.png`)
  const photos = expectOk(await call(`/v1/project/upload/files/${questionnaireProjectId}`, { token, form: photosForm }), 'photos').files as Array<{ folder_id: string; folder_name: string }>

  // Every file URL the product gives them.
  const urls = new Set<string>([
    `/uploads/rapports/file/${encodeURIComponent(reportFile.doc.filename)}`,
    `/uploads/folders/file/${encodeURIComponent(estimate.doc.filename)}`,
  ])
  for (const path of [`/v1/folders/show/${projectId}`, `/v1/project/style/one/${style.style_id}`, `/v1/project/img/${questionnaireProjectId}`, `/v1/rapports/all/${projectId}`]) {
    uploadUrls(expectOk(await call(path, { token }), path), urls)
  }
  // NOTE: a custom style's photos are the customer's, but the wire names them under the public photos path.
  return {
    marker,
    customer,
    token,
    userId: String(userId),
    projectId: String(projectId),
    questionnaireProjectId,
    responseId: first.response.response_id,
    firstQuestion,
    estimateName: estimate.doc.filename,
    reportId: String(report.doc.id),
    documents,
    styleId: style.style_id,
    appointmentId: appointment.appointment_id,
    slot,
    photos,
    uploadUrls: [...urls],
  }
}

let staffTokenCache: Promise<string> | undefined
/** A staff member's token (the seeded one), to read data back as the back office sees it. */
export function staffToken(): Promise<string> {
  const staff = demoAccount('admin')
  staffTokenCache ??= login(staff.email, staff.password)
  return staffTokenCache
}

const OWNED = ['projects', 'responses', 'files', 'folders', 'photos', 'reports', 'styles', 'appointments', 'project-history'] as const

/** Everything a customer owns, read back through /api as an administrator: compared before and after an attack. */
export async function ownedData(userId: string): Promise<Record<string, unknown>> {
  const token = await staffToken()
  const snapshot: Record<string, unknown> = {}
  for (const slug of OWNED) {
    snapshot[slug] = (await rest<{ docs: unknown[] }>(`/api/${slug}?where[owner][equals]=${userId}&depth=0&limit=1000&sort=id`, { method: 'GET', token })).docs
  }
  snapshot.user = await rest(`/api/users/${userId}?depth=0`, { method: 'GET', token })
  return snapshot
}
