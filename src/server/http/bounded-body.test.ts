import { describe, expect, it } from 'vitest'
import { boundedRequest } from './bounded-body.ts'
import { PayloadTooLargeError } from '../../domain/errors.ts'

const limit = { maxBytes: 10, message: 'Trop gros.' }
const streamed = (...parts: string[]) =>
  new ReadableStream<Uint8Array>({
    start(controller) {
      for (const part of parts) controller.enqueue(new TextEncoder().encode(part))
      controller.close()
    },
  })

describe('boundedRequest', () => {
  it('gives back a body within the limit, as it was sent', async () => {
    const request = new Request('http://localhost/v1', { method: 'POST', body: streamed('{"a":', '1}'), duplex: 'half' } as RequestInit)
    expect(await (await boundedRequest(request, limit)).text()).toBe('{"a":1}')
  })

  it('refuses a body that declares more than the limit, before reading it', async () => {
    const request = new Request('http://localhost/v1', { method: 'POST', body: 'x', headers: { 'Content-Length': '11' } })
    await expect(boundedRequest(request, limit)).rejects.toEqual(new PayloadTooLargeError('Trop gros.'))
  })

  it('refuses a body sent without its length once it goes past the limit', async () => {
    const request = new Request('http://localhost/v1', { method: 'POST', body: streamed('123456', '7890', '1'), duplex: 'half' } as RequestInit)
    await expect(boundedRequest(request, limit)).rejects.toBeInstanceOf(PayloadTooLargeError)
  })
})
