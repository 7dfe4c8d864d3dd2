import { describe, expect, it } from 'vitest'
import { userCache } from './user-cache.ts'

const alice = { id: 1, role: 'customer' }
const bob = { id: 2, role: 'staff' }

function cacheAt(start = 1_000, { ttlMs = 10_000, maxEntries }: { ttlMs?: number; maxEntries?: number } = {}) {
  const clock = { now: start }
  const cache = userCache<typeof alice>({ ttlMs: () => ttlMs, maxEntries, now: () => clock.now })
  return { cache, clock }
}

describe('userCache', () => {
  it('answers a key with its user until its time to live has passed', () => {
    const { cache, clock } = cacheAt()
    cache.set('token-a', alice, { epoch: cache.epoch() })
    clock.now += 9_999
    expect(cache.get('token-a')).toBe(alice)
    clock.now += 1
    expect(cache.get('token-a')).toBeUndefined()
  })

  it('keeps a user no longer than the end of its session', () => {
    const { cache, clock } = cacheAt()
    cache.set('token-a', alice, { epoch: cache.epoch(), expiresAt: clock.now + 500 })
    clock.now += 500
    expect(cache.get('token-a')).toBeUndefined()
  })

  it('forgets every key of a user, and only theirs', () => {
    const { cache } = cacheAt()
    cache.set('token-a1', alice, { epoch: cache.epoch() })
    cache.set('token-a2', alice, { epoch: cache.epoch() })
    cache.set('token-b', bob, { epoch: cache.epoch() })
    cache.forgetUser('1')
    expect(cache.get('token-a1')).toBeUndefined()
    expect(cache.get('token-a2')).toBeUndefined()
    expect(cache.get('token-b')).toBe(bob)
  })

  it('does not keep a user read before a revocation and stored after it', () => {
    const { cache } = cacheAt()
    const readAt = cache.epoch()
    cache.forgetUser(2)
    cache.set('token-a', alice, { epoch: readAt })
    expect(cache.get('token-a')).toBeUndefined()
    cache.set('token-a', alice, { epoch: cache.epoch() })
    expect(cache.get('token-a')).toBe(alice)
  })

  it('drops the oldest entry past its size, and everything on clear', () => {
    const { cache } = cacheAt(1_000, { maxEntries: 2 })
    cache.set('token-1', alice, { epoch: cache.epoch() })
    cache.set('token-2', bob, { epoch: cache.epoch() })
    cache.set('token-3', alice, { epoch: cache.epoch() })
    expect(cache.get('token-1')).toBeUndefined()
    expect(cache.size()).toBe(2)
    cache.clear()
    expect(cache.size()).toBe(0)
  })
})
