import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import http from 'node:http'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { brotliDecompressSync, gunzipSync } from 'node:zlib'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { preferredEncoding, staticFileServer } from './static-files.ts'

describe('preferredEncoding', () => {
  it('prefers brotli, then gzip, and honours q=0', () => {
    expect(preferredEncoding('gzip, deflate, br, zstd')).toBe('br')
    expect(preferredEncoding('gzip, deflate')).toBe('gzip')
    expect(preferredEncoding('br;q=0, gzip;q=0.8')).toBe('gzip')
    expect(preferredEncoding('identity')).toBeNull()
    expect(preferredEncoding(undefined)).toBeNull()
  })
})

describe('staticFileServer', () => {
  const script = `export const text = ${JSON.stringify('Maisonnée '.repeat(2000))}\n`
  const image = Buffer.from([0x89, 0x50, 0x4e, 0x47, 1, 2, 3, 4])
  let dir: string
  let server: http.Server
  let origin: string

  beforeAll(async () => {
    dir = mkdtempSync(path.join(tmpdir(), 'static-files-'))
    mkdirSync(path.join(dir, 'assets'))
    writeFileSync(path.join(dir, 'assets/app-abc123.js'), script)
    writeFileSync(path.join(dir, 'logo.png'), image)
    const serve = staticFileServer(dir)
    server = http.createServer((req, res) => {
      if (!serve(req, res)) res.writeHead(404).end()
    })
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
    origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  })
  afterAll(async () => {
    await new Promise((resolve) => server.close(resolve))
    rmSync(dir, { recursive: true, force: true })
  })

  /** A raw GET (fetch would decompress and hide the encoding). */
  const get = (pathname: string, acceptEncoding?: string) =>
    new Promise<{ status: number; headers: http.IncomingHttpHeaders; body: Buffer }>((resolve, reject) => {
      http
        .get(`${origin}${pathname}`, { headers: acceptEncoding ? { 'Accept-Encoding': acceptEncoding } : {} }, (res) => {
          const chunks: Buffer[] = []
          res.on('data', (chunk: Buffer) => chunks.push(chunk))
          res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }))
        })
        .on('error', reject)
    })

  it('sends a script brotli-compressed to a browser, the same bytes once decompressed, cached for a year', async () => {
    const { status, headers, body } = await get('/assets/app-abc123.js', 'gzip, deflate, br')
    expect(status).toBe(200)
    expect(headers['content-encoding']).toBe('br')
    expect(headers.vary).toBe('Accept-Encoding')
    expect(Number(headers['content-length'])).toBe(body.length)
    expect(body.length).toBeLessThan(Buffer.byteLength(script) / 10)
    expect(brotliDecompressSync(body).toString()).toBe(script)
    expect(headers['cache-control']).toContain('immutable')
  })

  it('sends gzip to a client without brotli, and the file as it is to one that accepts neither', async () => {
    const gzipped = await get('/assets/app-abc123.js', 'gzip')
    expect(gzipped.headers['content-encoding']).toBe('gzip')
    expect(gunzipSync(gzipped.body).toString()).toBe(script)
    const plain = await get('/assets/app-abc123.js')
    expect(plain.headers['content-encoding']).toBeUndefined()
    expect(plain.body.toString()).toBe(script)
  })

  it('leaves images uncompressed and lets unknown paths through', async () => {
    const png = await get('/logo.png', 'br, gzip')
    expect(png.headers['content-encoding']).toBeUndefined()
    expect(png.body.equals(image)).toBe(true)
    expect((await get('/assets/missing.js', 'br')).status).toBe(404)
  })
})
