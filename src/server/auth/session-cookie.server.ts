import { setResponseHeader } from '@tanstack/react-start/server'
import type { Payload } from 'payload'
import { generateExpiredPayloadCookie, generatePayloadCookie } from 'payload/shared'
import type { SanitizedCollectionConfig } from 'payload'
import { slugs } from '../../../collections/slugs.ts'

function authConfig(payload: Payload): SanitizedCollectionConfig['auth'] {
  return payload.collections[slugs.users].config.auth
}

/**
 * The web app's session cookie for a token from a login: Payload's own cookie (payload-token,
 * httpOnly, SameSite=Lax, Secure in production, same lifetime as the token), so the site and /admin
 * share one session.
 */
export function sessionCookie(payload: Payload, token: string): string {
  return generatePayloadCookie({ collectionAuthConfig: authConfig(payload), cookiePrefix: payload.config.cookiePrefix, token }) as string
}

/** The same cookie, expired: sent at logout. */
export function expiredSessionCookie(payload: Payload): string {
  return generateExpiredPayloadCookie({ collectionAuthConfig: authConfig(payload), cookiePrefix: payload.config.cookiePrefix }) as string
}

/**
 * Sets the session cookie on the response of the current server function or page request. Call it
 * after any login made on the visitor's behalf (login form, activation, reset, end of questionnaire).
 */
export function setSessionCookie(payload: Payload, token: string): void {
  setResponseHeader('Set-Cookie', sessionCookie(payload, token))
}

/** Clears the session cookie on the current response. */
export function clearSessionCookie(payload: Payload): void {
  setResponseHeader('Set-Cookie', expiredSessionCookie(payload))
}
