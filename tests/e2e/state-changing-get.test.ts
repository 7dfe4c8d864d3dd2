import { describe, expect, it } from 'vitest'
import { baseUrl, customerWithProject, login, rest } from './support/api.ts'
import { tinyPdf } from '../int/support/fixtures.ts'

/**
 * The spec's state-changing GET calls over the real server (tests/int/state-changing-get.test.ts calls the
 * handler in-process): known by the Authorization header only, and working with it. An attacker's pass
 * found every call answered 500 once the cookie was dropped by copying the server's own request object.
 */
describe('GET /v1/project/accept/estimatif/{id} over HTTP', () => {
  it('moves the project with the Authorization header, and answers a cookie alone with 401 and no move', async () => {
    const { customer, projectId, staffToken } = await customerWithProject({ status: 3, title: 'Estimatif à accepter', firstName: 'Nina' })
    // Staff attach the estimate, as the back office does.
    const form = new FormData()
    form.append('file', new Blob([new Uint8Array(await tinyPdf('Estimatif'))], { type: 'application/pdf' }), `estimatif-${projectId}.pdf`)
    form.append('_payload', JSON.stringify({ project: projectId }))
    const { doc: estimate } = await rest<{ doc: { id: string | number } }>('/api/files', { method: 'POST', token: staffToken, body: form })
    await rest(`/api/projects/${projectId}`, { method: 'PATCH', token: staffToken, body: { estimateFile: estimate.id } })
    const token = await login(customer.email, customer.password)

    const byCookie = await fetch(`${baseUrl}/v1/project/accept/estimatif/${projectId}`, { headers: { Cookie: `payload-token=${token}`, 'Sec-Fetch-Site': 'same-site' } })
    expect(byCookie.status).toBe(401)
    const unchanged = await fetch(`${baseUrl}/v1/project/one/${projectId}`, { headers: { Authorization: `Bearer ${token}` } })
    expect(JSON.stringify(await unchanged.json())).toContain('"project_visa":3')

    const byHeader = await fetch(`${baseUrl}/v1/project/accept/estimatif/${projectId}`, { headers: { Authorization: `Bearer ${token}` } })
    expect(byHeader.status, await byHeader.clone().text()).toBe(200)
    const moved = await fetch(`${baseUrl}/v1/project/one/${projectId}`, { headers: { Authorization: `Bearer ${token}` } })
    expect(JSON.stringify(await moved.json())).toContain('"project_visa":4')
  })
})
