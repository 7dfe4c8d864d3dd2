import { startLocalS3, type LocalS3 } from '../support/local-s3.ts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Browser } from 'playwright-core'
import { launchBrowser } from './support/browser.ts'
import { adminLogin } from './support/admin.ts'
import { startAppServer, type AppServer } from '../support/app-server.ts'
import { readCredentials, type DemoAccount } from '../../seed/accounts.ts'

/**
 * The back office on an app whose uploads are in an S3 bucket (a local S3 server, s3rver): the seeded
 * catalogue's photos are objects in the bucket, Payload's file URLs redirect to signed links on it, and
 * the admin shows their thumbnails (which the CSP must allow).
 */

const BUCKET = 'maisonnee-e2e'
let s3: LocalS3
let app: AppServer
let browser: Browser
let curator: DemoAccount

beforeAll(async () => {
  s3 = await startLocalS3(BUCKET)
  ;[app, browser] = await Promise.all([
    startAppServer(s3.env, { freshSeed: true }),
    launchBrowser(),
  ])
  const found = readCredentials(app.dataDir)?.find((account) => account.role === 'curator')
  if (!found) throw new Error('no seeded curator account')
  curator = found
})

afterAll(async () => {
  await browser?.close()
  await app?.stop()
  await s3?.stop()
})

describe('the back office with uploads in S3', () => {
  it('redirects Payload’s file URLs to links signed on the bucket, for those who may read them', async () => {
    const { docs } = (await (await fetch(`${app.baseUrl}/api/photos?limit=1&depth=0&where[owner][exists]=false`)).json()) as { docs: Array<{ filename: string }> }
    const filename = docs[0]?.filename ?? ''
    expect(filename).not.toBe('')
    const answer = await fetch(`${app.baseUrl}/api/photos/file/${encodeURIComponent(filename)}`, { redirect: 'manual' })
    expect(answer.status).toBe(302)
    const signed = new URL(answer.headers.get('location') ?? '')
    expect(signed.origin).toBe(s3.endpoint)
    expect(signed.pathname).toBe(`/${BUCKET}/photos/${encodeURIComponent(filename)}`)
    expect(signed.searchParams.get('X-Amz-Signature')).toMatch(/^[0-9a-f]{64}$/)
    expect((await fetch(signed)).status).toBe(200)
    // The site's own route streams the same object from the bucket.
    const served = await fetch(`${app.baseUrl}/uploads/photos/img/${encodeURIComponent(filename)}`)
    expect(served.status).toBe(200)
    expect(served.headers.get('content-type')).toMatch(/^image\//)
  })

  it('shows the catalogue’s thumbnails from the bucket to a curator in the admin', async () => {
    const context = await browser.newContext({ locale: 'fr-FR', viewport: { width: 1280, height: 1000 } })
    const page = await context.newPage()
    const blocked: string[] = []
    page.on('console', (message) => {
      if (/Content Security Policy/i.test(message.text())) blocked.push(message.text())
    })
    await adminLogin(page, app.baseUrl, curator)
    await page.goto(`${app.baseUrl}/admin/collections/photos`)
    const thumbnails = page.locator('table img')
    await thumbnails.first().waitFor({ timeout: 20_000 })
    await page.waitForFunction(() => [...document.querySelectorAll('table img')].every((image) => (image as HTMLImageElement).complete))
    const loaded = await thumbnails.evaluateAll((images) => images.map((image) => (image as HTMLImageElement).naturalWidth > 0))
    expect(loaded.length).toBeGreaterThan(0)
    expect(loaded.every(Boolean)).toBe(true)
    expect(blocked).toEqual([])
    await context.close()
  })
})
