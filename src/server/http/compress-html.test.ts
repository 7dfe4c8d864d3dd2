import { brotliDecompressSync, gunzipSync } from 'node:zlib'
import { describe, expect, it } from 'vitest'
import { compressHtml } from './compress-html.ts'

const page = `<!DOCTYPE html><html lang="fr"><body>${'<p class="mt-6 text-lg">Maisonnée</p>'.repeat(500)}</body></html>`

const request = (acceptEncoding?: string) => new Request('http://localhost/home', { headers: acceptEncoding ? { 'Accept-Encoding': acceptEncoding } : {} })
const html = (body: BodyInit = page) => new Response(body, { status: 200, headers: { 'Content-Type': 'text/html; charset=utf-8', 'Content-Length': '1' } })
const failOnError = { onError: (error: unknown) => expect.fail(String(error)) }

describe('compressHtml', () => {
  it('sends a page in brotli to a browser that accepts it, smaller and identical once decoded', async () => {
    const response = compressHtml(request('gzip, deflate, br'), html(), failOnError)
    expect(response.headers.get('content-encoding')).toBe('br')
    expect(response.headers.get('content-length')).toBeNull()
    expect(response.headers.get('vary')).toContain('Accept-Encoding')
    const body = Buffer.from(await response.arrayBuffer())
    expect(body.length).toBeLessThan(page.length / 5)
    expect(brotliDecompressSync(body).toString()).toBe(page)
  })

  it('falls back to gzip, and leaves the page as it is for a client that accepts neither', async () => {
    const gzipped = compressHtml(request('gzip'), html(), failOnError)
    expect(gunzipSync(Buffer.from(await gzipped.arrayBuffer())).toString()).toBe(page)
    const plain = compressHtml(request(), html(), failOnError)
    expect(plain.headers.get('content-encoding')).toBeNull()
    expect(await plain.text()).toBe(page)
  })

  it('leaves anything but HTML alone (JSON, live events)', async () => {
    for (const type of ['application/json', 'text/event-stream']) {
      const response = compressHtml(request('br'), new Response('{"s":1}', { headers: { 'Content-Type': type } }), failOnError)
      expect(response.headers.get('content-encoding')).toBeNull()
      expect(await response.text()).toBe('{"s":1}')
    }
  })

  it('keeps streaming: a chunk the renderer sent is readable before the page ends', async () => {
    let finish = () => {}
    const ended = new Promise<void>((resolve) => (finish = resolve))
    const streamed = new ReadableStream<Uint8Array>({
      async start(controller) {
        controller.enqueue(new TextEncoder().encode('<!DOCTYPE html><html lang="fr"><head><title>Maisonnée</title></head>'))
        await ended
        controller.enqueue(new TextEncoder().encode('<body></body></html>'))
        controller.close()
      },
    })
    const response = compressHtml(request('gzip'), html(streamed), failOnError)
    const reader = response.body!.getReader()
    const first = await reader.read()
    expect(gunzipSync(Buffer.from(first.value!), { finishFlush: 2 /* Z_SYNC_FLUSH: the stream is not over */ }).toString()).toContain('<title>Maisonnée</title>')
    finish()
    while (!(await reader.read()).done);
  })
})
