/**
 * A short-lived cache of the user a request's credentials resolve to (issue #24: Payload's JWT strategy
 * reloads the user and its sessions on every request, about 1.1 ms). An entry is found by everything the
 * strategy reads from the request (its credential headers), so a hit answers what the strategy would have
 * answered, as long as nothing about the user changed: every change that may end or alter a session
 * (logout, password change or reset, role, deactivation, deletion) calls `forgetUser`, which drops the
 * user's entries at once.
 *
 * NOTE: `epoch` closes the race of a request that read the user just before a change and stores it just
 * after: `forgetUser` moves the epoch on, and an entry read under an older epoch is not stored.
 */
export type UserCache<User extends { id: number | string }> = {
  /** The user of `key`, or undefined when none is kept (or it is past its time). */
  get(key: string): User | undefined
  /** Keeps `user` for `key` until `expiresAt` at the latest (and the cache's time to live), unless the epoch moved since `epoch`. */
  set(key: string, user: User, { epoch, expiresAt }: { epoch: number; expiresAt?: number }): void
  /** The current epoch, to pass to `set` for a user read from now on. */
  epoch(): number
  /** Drops every entry of the user (any of their tokens), and refuses entries read before now. */
  forgetUser(userId: number | string): void
  /** Drops everything (the revocations of other instances may have been missed). */
  clear(): void
  size(): number
}

type Entry<User> = { user: User; userId: string; expiresAt: number }

export function userCache<User extends { id: number | string }>({
  ttlMs,
  maxEntries = 10_000,
  now = Date.now,
}: {
  /** How long an entry is kept at most; a function, so that it may shorten while revocations from other instances cannot be heard. */
  ttlMs: () => number
  maxEntries?: number
  now?: () => number
}): UserCache<User> {
  const entries = new Map<string, Entry<User>>()
  const keysByUser = new Map<string, Set<string>>()
  let epoch = 0

  function drop(key: string) {
    const entry = entries.get(key)
    if (!entry) return
    entries.delete(key)
    const keys = keysByUser.get(entry.userId)
    keys?.delete(key)
    if (keys?.size === 0) keysByUser.delete(entry.userId)
  }

  return {
    get(key) {
      const entry = entries.get(key)
      if (!entry) return undefined
      if (entry.expiresAt <= now()) {
        drop(key)
        return undefined
      }
      return entry.user
    },
    set(key, user, { epoch: readAt, expiresAt }) {
      if (readAt !== epoch) return
      drop(key)
      // Oldest first (a Map keeps insertion order): past the limit, the oldest entry goes.
      if (entries.size >= maxEntries) {
        const oldest = entries.keys().next().value
        if (oldest !== undefined) drop(oldest)
      }
      const userId = String(user.id)
      entries.set(key, { user, userId, expiresAt: Math.min(now() + ttlMs(), expiresAt ?? Infinity) })
      const keys = keysByUser.get(userId) ?? new Set<string>()
      keys.add(key)
      keysByUser.set(userId, keys)
    },
    epoch: () => epoch,
    forgetUser(userId) {
      epoch++
      for (const key of [...(keysByUser.get(String(userId)) ?? [])]) drop(key)
    },
    clear() {
      epoch++
      entries.clear()
      keysByUser.clear()
    },
    size: () => entries.size,
  }
}
