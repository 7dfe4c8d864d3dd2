import { app, browser, signedIn, token } from './lib.ts'
const t = await token('marketing')
const q = await (await fetch(`${app.baseUrl}/api/questions?where[title][equals]=${encodeURIComponent('Quel logement souhaitez-vous rénover ?')}&depth=0&draft=true`, { headers: { Authorization: `JWT ${t}` } })).json()
const id = q.docs[0].id
const page = await signedIn('marketing')
await page.goto(`${app.baseUrl}/admin/collections/questions/${id}?regle=choices.2.rules.0`)
await page.waitForTimeout(8000)
const field = page.locator('#field-choices__2__rules__0__goto')
console.log('count', await field.count())
console.log(await field.evaluate((e) => e.outerHTML.slice(0, 1500)))
await page.screenshot({ path: '/tmp/walk/rule.png', fullPage: false })
await browser.close()
