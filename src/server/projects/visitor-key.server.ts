import { createHash, randomBytes, timingSafeEqual } from 'node:crypto'
import { env } from '../../platform/env.ts'
import type { Requester } from './project-access.server.ts'

/**
 * A visitor's project exists before their account does (spec section 6). Whoever holds the visitor key
 * reaches it: a random secret kept in an httpOnly, SameSite=Lax cookie; only its SHA-256 is stored on the
 * project, so a database leak gives no way in. The key is dropped once the account owns the project.
 */
export const VISITOR_COOKIE = 'maisonnee-visitor'

/** 30 days: a visitor may come back to an unfinished questionnaire in the same browser. */
const VISITOR_COOKIE_MAX_AGE = 60 * 60 * 24 * 30

export function newVisitorKey(): string {
  return randomBytes(32).toString('base64url')
}

export function hashVisitorKey(key: string): string {
  return createHash('sha256').update(key).digest('hex')
}

/** Whether `key` is the one whose hash is stored (constant time). */
export function isVisitorKeyOf(key: string | null, storedHash: string | null | undefined): boolean {
  if (!key || !storedHash) return false
  const actual = Buffer.from(hashVisitorKey(key), 'hex')
  const expected = Buffer.from(storedHash, 'hex')
  return actual.length === expected.length && timingSafeEqual(actual, expected)
}

/**
 * Whether a request comes from another site: its Origin is not the product's (PUBLIC_URL), or the browser says
 * so (Sec-Fetch-Site). The same rule as the session cookie's (Payload's csrf list).
 */
function isFromAnotherSite(request: Request): boolean {
  const origin = request.headers.get('origin')
  if (origin !== null && origin !== new URL(env.publicUrl).origin) return true
  return request.headers.get('sec-fetch-site') === 'cross-site'
}

/** The visitor key a request carries in its cookie, or null (always null for a request from another site). */
export function visitorKeyOf(request: Request): string | null {
  if (isFromAnotherSite(request)) return null
  const cookies = request.headers.get('cookie') ?? ''
  for (const part of cookies.split(';')) {
    const [name, ...rest] = part.trim().split('=')
    if (name === VISITOR_COOKIE) {
      const value = rest.join('=')
      return /^[A-Za-z0-9_-]{20,100}$/.test(value) ? value : null
    }
  }
  return null
}

/** The Set-Cookie header that gives the browser its visitor key. */
export function visitorCookie(key: string): string {
  const secure = env.isProduction ? '; Secure' : ''
  return `${VISITOR_COOKIE}=${key}; Path=/; Max-Age=${VISITOR_COOKIE_MAX_AGE}; HttpOnly; SameSite=Lax${secure}`
}

/**
 * The requester who starts a project: a visitor without a key gets a new one now, with the Set-Cookie
 * header that gives it to the browser (null when nothing is minted). The one place a visitor key is made.
 */
export function withVisitorKey(requester: Requester): { requester: Requester; setCookie: string | null } {
  if (requester.user || requester.visitorKey) return { requester, setCookie: null }
  const key = newVisitorKey()
  return { requester: { ...requester, visitorKey: key }, setCookie: visitorCookie(key) }
}

/** The Set-Cookie header that removes the visitor key once the project has an owner. */
export function expiredVisitorCookie(): string {
  const secure = env.isProduction ? '; Secure' : ''
  return `${VISITOR_COOKIE}=; Path=/; Max-Age=0; HttpOnly; SameSite=Lax${secure}`
}
