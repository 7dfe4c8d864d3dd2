import http from 'node:http'
import { afterAll, describe, expect, it } from 'vitest'
import { startAppServer, type AppServer } from '../support/app-server.ts'
import { V1Client } from '../support/v1-client.ts'
import { QUESTIONNAIRE } from '../../seed/content/questionnaire.ts'

/** A second app of its own: this test stops it while a request is under way. */
let app: AppServer | undefined
afterAll(() => app?.stop())

async function questionId(client: V1Client, key: string): Promise<string> {
  const { payload } = await client.get<{ quizztions: { quizztion_id: string; quizztion_title: string }[] }>('/v1/project/quizz/questions')
  const title = QUESTIONNAIRE.questions.find((question) => question.key === key)?.title
  const id = payload.quizztions.find((question) => question.quizztion_title === title)?.quizztion_id
  if (!id) throw new Error(`question ${key} not found`)
  return id
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

describe('graceful shutdown', () => {
  it('finishes a request under way on SIGTERM before closing the database, refuses new ones, and exits 0', async () => {
    app = await startAppServer()
    const client = new V1Client(app.baseUrl)
    const first = await client.post('/v1/project/quizz/create/response', { fk_response_quizztion: await questionId(client, 'property-type'), response_value: 'appartement' })
    expect(first.status).toBe(201)
    const body = JSON.stringify({ project_id: first.payload.project.project_id, fk_response_quizztion: await questionId(client, 'surface'), response_value: '64' })

    // An answer whose body arrives in two parts, the signal falling in between: the request is under way.
    const url = new URL('/v1/project/quizz/create/single/response', app.baseUrl)
    const answered = new Promise<{ status: number; text: string }>((resolve, reject) => {
      const request = http.request(url, {
        method: 'POST',
        headers: {
          'Content-Type': 'application/json',
          'Content-Length': Buffer.byteLength(body),
          Origin: app?.baseUrl,
          Cookie: [...client.cookies].map(([name, value]) => `${name}=${value}`).join('; '),
        },
      })
      request.on('response', (response) => {
        let text = ''
        response.on('data', (chunk) => (text += chunk))
        response.on('end', () => resolve({ status: response.statusCode ?? 0, text }))
      })
      request.on('error', reject)
      request.write(body.slice(0, 20))
      void pause(300).then(() => {
        app?.signal('SIGTERM')
        return pause(500).then(() => request.end(body.slice(20)))
      })
    })
    await pause(600)
    // Meanwhile the instance takes no new request.
    const during = await fetch(`${app.baseUrl}/health`).then((response) => response.status).catch(() => 'refused')
    expect([503, 'refused']).toContain(during)

    const result = await answered
    expect(result.status).toBe(200)
    expect(JSON.parse(result.text)).toMatchObject({ s: 1, payload: { response: { response_value: '64' } } })
    expect(await app.exited).toBe(0)
    // Its own app server is started and seeded inside the test: a loaded machine needs more than the default minute.
  }, 240_000)
})
