import { describe, expect, it } from 'vitest'
import { ROLES } from '../../collections/roles.ts'
import { demoAccount, getJson, login } from './support/api.ts'

/** What the first start of a fresh install put in the database, read back through the REST API. */
describe('demo content seeded on first start', () => {
  it('publishes a questionnaire using all 15 question types and every branching operator', async () => {
    const quizzes = await getJson<{ docs: { _status: string }[] }>('/api/quizzes?depth=0')
    expect(quizzes.body.docs.some((quiz) => quiz._status === 'published')).toBe(true)
    const questions = await getJson<{ docs: { type: string; rules?: Rule[]; choices?: { rules?: Rule[] }[] }[] }>('/api/questions?limit=200&depth=0')
    expect(new Set(questions.body.docs.map((q) => Number(q.type)))).toEqual(new Set(Array.from({ length: 15 }, (_, i) => i)))
    const conditions = questions.body.docs.flatMap((q) => [...(q.rules ?? []), ...(q.choices ?? []).flatMap((c) => c.rules ?? [])]).flatMap((r) => r.conditions ?? [])
    expect(new Set(conditions.map((c) => c.operator))).toEqual(new Set(['est', 'nestpas', 'superieura', 'inferieura', 'contient']))
    expect(conditions.some((c) => c.link === 'ou')).toBe(true)
  })

  it('has 4+ ambiances and 12+ catalogue styles with 6+ photos each, and renovation levels', async () => {
    const zones = await getJson<{ totalDocs: number }>('/api/zones?depth=0')
    expect(zones.body.totalDocs).toBeGreaterThanOrEqual(4)
    const styles = await getJson<{ docs: { photos: unknown[] }[] }>('/api/styles?limit=100&depth=0&where[isCustom][equals]=false')
    expect(styles.body.docs.length).toBeGreaterThanOrEqual(12)
    expect(styles.body.docs.every((style) => style.photos.length >= 6)).toBe(true)
    const levels = await getJson<{ totalDocs: number }>('/api/levels?depth=0')
    expect(levels.body.totalDocs).toBeGreaterThanOrEqual(3)
  })

  it('has the CGU and CGV texts', async () => {
    const params = await getJson<{ cgu: { root: { children: unknown[] } }; cgv: { root: { children: unknown[] } } }>('/api/globals/params')
    expect(params.body.cgu.root.children.length).toBeGreaterThan(3)
    expect(params.body.cgv.root.children.length).toBeGreaterThan(3)
  })

  it('has one account per role and a demo customer with a project well under way', async () => {
    const admin = demoAccount('admin')
    const token = await login(admin.email, admin.password)
    const users = await getJson<{ docs: { role: string }[] }>('/api/users?limit=100&depth=0', token)
    expect(new Set(users.body.docs.map((u) => u.role))).toEqual(new Set(ROLES))

    const customer = demoAccount('customer')
    const projects = await getJson<{ docs: { status: number; estimateFile: unknown; quoteFile: unknown }[] }>(
      '/api/projects?depth=0',
      await login(customer.email, customer.password),
    )
    const advanced = projects.body.docs.find((p) => p.status >= 9)
    expect(advanced).toBeDefined()
    expect(advanced?.estimateFile).toBeTruthy()
    expect(advanced?.quoteFile).toBeTruthy()
  })
})

type Rule = { conditions?: { operator: string; link: string }[] }
