import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Payload } from 'payload'
// NOTE: Payload's own defaults, by file: they are what a collection or global gets for a door it does not
// declare ("any signed-in user", a customer included). The same module instance as the one Payload's config
// sanitizer uses, so an undeclared door is found by identity.
import { defaultAccess } from '../../node_modules/payload/dist/auth/defaultAccess.js'
import { defaultUnlockAccess } from '../../node_modules/payload/dist/auth/defaultUnlockAccess.js'
import { bootTestPayload, type TestPayload } from './support/test-payload.ts'

/**
 * trust-boundary.md: « Every door Payload opens is declared: collections and globals alike declare read,
 * readVersions, create, update, delete (and the version, lock and preference doors) explicitly, deny by
 * default; a test walks the config and fails on any undeclared door. »
 *
 * This walks the built config (Payload's own collections included: document locks, preferences, migrations,
 * jobs, key-value store): a door left out is either absent (readVersions: Payload then lets any signed-in user
 * through) or Payload's default function (any signed-in user; for unlock, any user of the admin's collection).
 * Restoring a version is judged by readVersions and update, so it is covered by both.
 */
const COLLECTION_DOORS = ['read', 'readVersions', 'create', 'update', 'delete'] as const
/** Auth collections also open the admin panel (`admin`) and the account unlock endpoint (`unlock`). */
const AUTH_DOORS = ['admin', 'unlock'] as const
const GLOBAL_DOORS = ['read', 'readVersions', 'update'] as const

let ctx: TestPayload
let payload: Payload

beforeAll(async () => {
  ctx = await bootTestPayload()
  payload = ctx.payload
})
afterAll(() => ctx?.cleanup())

function undeclared(kind: 'collection' | 'global', slug: string, access: Record<string, unknown>, doors: readonly string[]): string[] {
  return doors.flatMap((door) => {
    const check = access[door]
    if (typeof check !== 'function') return [`${kind} ${slug}: ${door} is not declared`]
    if (check === defaultAccess || check === defaultUnlockAccess) return [`${kind} ${slug}: ${door} is Payload's default (any signed-in user)`]
    return []
  })
}

describe('every door Payload opens is declared (trust-boundary.md)', () => {
  it('walks every collection, Payload’s own included, and finds read, readVersions, create, update, delete (and admin, unlock on accounts) declared', () => {
    const slugs = payload.config.collections.map((collection) => collection.slug)
    // The walk reaches Payload's own collections, not only ours.
    expect(slugs).toEqual(expect.arrayContaining(['payload-locked-documents', 'payload-preferences', 'payload-migrations', 'payload-jobs']))
    const problems = payload.config.collections.flatMap((collection) =>
      undeclared('collection', collection.slug, collection.access as never, collection.auth ? [...COLLECTION_DOORS, ...AUTH_DOORS] : COLLECTION_DOORS),
    )
    expect(problems).toEqual([])
  })

  it('walks every global and finds read, readVersions and update declared', () => {
    expect(payload.config.globals.length).toBeGreaterThan(0)
    const problems = payload.config.globals.flatMap((global) => undeclared('global', global.slug, global.access as never, GLOBAL_DOORS))
    expect(problems).toEqual([])
  })
})
