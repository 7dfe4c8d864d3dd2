import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { startApp } from './support/app-process.ts'
import { stopAll } from './support/processes.ts'
import { launchBrowser } from '../e2e/support/browser.ts'
const dataDir = mkdtempSync(path.join(tmpdir(), 'fl-'))
const { baseUrl } = process.env.BASE ? { baseUrl: process.env.BASE } : await startApp(dataDir, { name: 'fl', logDir: dataDir })
const browser = await launchBrowser()
for (const js of [true, false]) for (const block of ['', 'fonts']) {
  const context = await browser.newContext({ javaScriptEnabled: js, viewport: { width: 412, height: 823 } })
  if (block) await context.route('**/*.woff2', (route) => route.abort())
  const results: string[] = []
  for (const p of ['/home', '/web-questionnaire/-1']) {
    const times: number[] = []
    for (let i = 0; i < 5; i++) {
      const page = await context.newPage()
      await page.goto(baseUrl + p, { waitUntil: 'load' })
      await page.waitForTimeout(300)
      const fcp = await page.evaluate(() => performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? -1)
      times.push(Math.round(fcp))
      await page.close()
    }
    results.push(`${p} ${times.join(' ')}`)
  }
  console.log(`js=${js} block=${block || 'none'}: ${results.join(' | ')}`)
  await context.close()
}
await browser.close()
if (!process.env.BASE) await stopAll()
process.exit(0)
