import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Payload } from 'payload'
import { bootTestPayload, type TestPayload } from './support/test-payload.ts'
import { createProject, createUser, tinyPdf } from './support/fixtures.ts'
import { Route as AcceptRoute } from '../../src/routes/v1/project/accept/estimatif/$id.ts'
import { sessionCookie } from '../../src/server/auth/session-cookie.server.ts'
import { env } from '../../src/platform/env.ts'

/**
 * design/api.md: the spec's GET calls that change something accept the Authorization header only, never the
 * session cookie, so that a link or an image on another site cannot trigger them with the browser's cookie.
 */

let ctx: TestPayload
let payload: Payload

beforeAll(async () => {
  ctx = await bootTestPayload()
  payload = ctx.payload
})
afterAll(() => ctx?.cleanup())

type Handler = (input: { request: Request; params: Record<string, string> }) => Promise<Response>
const acceptHandler = (AcceptRoute.options.server?.handlers as Record<string, Handler> | undefined)?.GET

/** A customer at 'Estimatif disponible' with the estimate attached, and their session token. */
async function customerWithEstimate() {
  const account = await createUser(payload)
  const { token } = await payload.login({ collection: 'users', data: { email: account.email, password: account.password } })
  const project = await createProject(payload, account.user.id, { status: 3 })
  const data = await tinyPdf('Estimatif')
  const file = await payload.create({
    collection: 'files',
    data: { kind: 'estimate', project: project.id, owner: account.user.id },
    file: { data, mimetype: 'application/pdf', name: `estimate-${project.id}.pdf`, size: data.length },
    overrideAccess: true,
  })
  await payload.update({ collection: 'projects', id: project.id, data: { estimateFile: file.id }, overrideAccess: true, context: { actor: 'staff' } })
  return { project, token: token as string }
}

const statusOf = async (projectId: number) => (await payload.findByID({ collection: 'projects', id: projectId, overrideAccess: true, depth: 0 })).status

const accept = (projectId: number, headers: Record<string, string>) =>
  acceptHandler!({ request: new Request(`${env.publicUrl}/v1/project/accept/estimatif/${projectId}`, { headers }), params: { id: String(projectId) } })

describe('Calls that change state answer GET and accept the session cookie (accept/estimatif ...)', () => {
  it('refuses GET /v1/project/accept/estimatif/{id} with the session cookie alone (a link from another site), 401, and changes nothing', async () => {
    const { project, token } = await customerWithEstimate()
    const cookie = sessionCookie(payload, token).split(';')[0] ?? ''
    // A link clicked on another site: the browser sends the Lax cookie on a top-level GET, with no Origin.
    expect((await accept(project.id, { Cookie: cookie })).status).toBe(401)
    // Even from the site's own pages: the web app accepts through its POST server function (booking).
    expect((await accept(project.id, { Cookie: cookie, Origin: env.publicUrl })).status).toBe(401)
    expect(await statusOf(project.id)).toBe(3)
  })

  it('accepts it with the Authorization header, as the spec’s API clients send it', async () => {
    const { project, token } = await customerWithEstimate()
    expect((await accept(project.id, { Authorization: `Bearer ${token}` })).status).toBe(200)
    expect(await statusOf(project.id)).toBe(4)
  })
})
