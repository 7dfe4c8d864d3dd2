import { randomBytes } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startAppServer, type AppServer } from '../support/app-server.ts'
import { linkIn, linkToken, startSmtpCapture } from '../support/smtp-capture.ts'
import { readCredentials } from '../../seed/accounts.ts'
import { tinyPdf } from '../int/support/fixtures.ts'
import { placeProjectAt } from '../support/place-project.ts'

/**
 * Runs the flows that handle secrets (activation, login, forgotten password, signature code) against the
 * built app as production runs it, with every log level on, and then looks for each secret it used in what
 * the app wrote on its stdout and stderr.
 */

type Id = string | number
let app: AppServer
let smtp: Awaited<ReturnType<typeof startSmtpCapture>>
let adminToken: string
let adminPassword: string

beforeAll(async () => {
  smtp = await startSmtpCapture()
  app = await startAppServer({ APP_ENV: 'production', LOG_LEVEL: 'trace', SEED_DEMO: '1', SMTP_URL: smtp.url }, { freshSeed: true })
  const admin = readCredentials(app.dataDir)?.find((account) => account.role === 'admin')
  if (!admin) throw new Error('no seeded admin')
  adminPassword = admin.password
  adminToken = (await api<{ token: string }>('/api/users/login', { method: 'POST', body: { email: admin.email, password: admin.password } })).token
}, 300_000)

afterAll(async () => {
  await app?.stop()
  await smtp?.stop()
})

async function api<T = any>(path: string, init: { method?: string; body?: unknown; token?: string; form?: boolean } = {}): Promise<T> {
  const isForm = init.body instanceof FormData || init.body instanceof URLSearchParams
  const response = await fetch(`${app.baseUrl}${path}`, {
    method: init.method ?? 'GET',
    headers: {
      Origin: app.baseUrl,
      ...(init.token ? { Authorization: `Bearer ${init.token}` } : {}),
      ...(init.body === undefined || isForm ? {} : { 'Content-Type': 'application/json' }),
    },
    ...(init.body === undefined ? {} : { body: isForm ? (init.body as BodyInit) : JSON.stringify(init.body) }),
  })
  const text = await response.text()
  if (!response.ok) throw new Error(`${init.method ?? 'GET'} ${path}: ${response.status} ${text}`)
  return JSON.parse(text) as T
}


describe('tokens appear in info-level logs', () => {
  it('writes no token, code or password in any log line of activation, login, password reset and signature code', async () => {
    const secrets: Record<string, string> = { adminPassword, adminToken }
    const email = `journal-${randomBytes(4).toString('hex')}@exemple.fr`

    await api('/v1/user/register', { method: 'POST', body: new URLSearchParams({ user_email: email, user_firstname: 'Claire', user_lastname: 'Martin', accept_terms: '1' }) })
    secrets.activationToken = linkToken(linkIn(await smtp.waitForMail(email, /Activez votre compte/), `${app.shared.publicUrl}/account/confirm`), 'token')
    secrets.firstPassword = `Journal;${randomBytes(6).toString('hex')}A`
    // Activation spends the link's token (Authorization header only) for a one-time password token.
    const activated = await api<{ payload: { password_token: string } }>('/v1/user/activate', { token: secrets.activationToken })
    secrets.passwordToken = activated.payload.password_token
    const chosen = await api<{ access_token: string }>(`/v1/user/reset/pass/${secrets.passwordToken}`, { method: 'POST', body: new URLSearchParams({ user_password: secrets.firstPassword }) })
    secrets.activationSession = chosen.access_token

    const login = await api<{ access_token: string }>('/v1/user/login', { method: 'POST', body: new URLSearchParams({ user_email: email, user_password: secrets.firstPassword }) })
    secrets.loginSession = login.access_token
    await fetch(`${app.baseUrl}/v1/user/login`, { method: 'POST', body: new URLSearchParams({ user_email: email, user_password: `${secrets.firstPassword}x` }) })

    await api('/v1/user/forgot/pass', { method: 'POST', body: new URLSearchParams({ user_email: email }) })
    secrets.resetToken = linkToken(linkIn(await smtp.waitForMail(email, /Réinitialisez votre mot de passe/), `${app.shared.publicUrl}/reset/pass`), 'token')
    await api(`/v1/user/recup/pass/${secrets.resetToken}`)
    secrets.secondPassword = `Journal;${randomBytes(6).toString('hex')}B`
    const reset = await api<{ access_token: string; user: { user_id: Id } }>(`/v1/user/reset/pass/${secrets.resetToken}`, { method: 'POST', body: new URLSearchParams({ user_password: secrets.secondPassword }) })
    secrets.resetSession = reset.access_token

    // Staff put the project at 'En attente de signature' with its quote and fee presentation: the customer asks for a signature code.
    const { docs: users } = await api<{ docs: { id: Id }[] }>(`/api/users?where[email][equals]=${encodeURIComponent(email)}&depth=0`, { token: adminToken })
    const owner = users[0]?.id
    const { doc: project } = await api<{ doc: { id: Id } }>('/api/projects', { method: 'POST', token: adminToken, body: { title: 'Journal', owner } })
    await placeProjectAt(app.shared.databaseUri, { projectId: project.id, status: 10 })
    const form = new FormData()
    form.append('file', new Blob([new Uint8Array(await tinyPdf('Devis'))], { type: 'application/pdf' }), `devis-${project.id}.pdf`)
    form.append('_payload', JSON.stringify({ kind: 'quote', project: project.id }))
    const { doc: quote } = await api<{ doc: { id: Id } }>('/api/files', { method: 'POST', token: adminToken, body: form })
    const feesForm = new FormData()
    feesForm.append('file', new Blob([new Uint8Array(await tinyPdf('Honoraires'))], { type: 'application/pdf' }), `honoraires-${project.id}.pdf`)
    feesForm.append('_payload', JSON.stringify({ kind: 'presentation', project: project.id }))
    const { doc: fees } = await api<{ doc: { id: Id } }>('/api/files', { method: 'POST', token: adminToken, body: feesForm })
    await api(`/api/projects/${project.id}`, { method: 'PATCH', token: adminToken, body: { quoteFile: quote.id, presentationFile: fees.id } })
    const opened = await api<{ payload: { uri: string } }>(`/v1/project/contract/sign/${project.id}`, { method: 'POST', token: secrets.resetSession })
    secrets.signingToken = opened.payload.uri.split('/signature/')[1] ?? ''
    await api(`/v1/contract/${secrets.signingToken}`, { token: secrets.resetSession })
    await api(`/v1/contract/code/${secrets.signingToken}`, { method: 'POST', token: secrets.resetSession })
    secrets.signatureCode = /\b(\d{6})\b/.exec((await smtp.waitForMail(email, /code de signature/)).text)?.[1] ?? ''
    const wrongCode = secrets.signatureCode === '000000' ? '111111' : '000000'
    await fetch(`${app.baseUrl}/v1/contract/sign/${secrets.signingToken}`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${secrets.resetSession}`, 'Content-Type': 'application/json' },
      body: JSON.stringify({ code: wrongCode, signerName: 'Claire Martin', method: 'typed', signature: 'data:image/png;base64,iVBORw0KGgo=', accept: true }),
    })

    for (const [name, value] of Object.entries(secrets)) expect(value.length, name).toBeGreaterThanOrEqual(6)
    // Let the logger flush what it still holds (pino writes asynchronously).
    await new Promise((resolve) => setTimeout(resolve, 1000))
    const lines = app.output().split('\n')
    expect(lines.some((line) => line.includes('/v1/contract/code/'))).toBe(true)
    const leaks = Object.entries(secrets).flatMap(([name, value]) => {
      const pattern = new RegExp(`(?<![\\w-])${value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(?![\\w-])`)
      return lines.filter((line) => pattern.test(line)).map((line) => `${name}: ${line.slice(0, 300)}`)
    })
    expect(leaks).toEqual([])
  }, 180_000)
})
