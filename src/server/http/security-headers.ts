import { randomBytes } from 'node:crypto'

/**
 * The security headers of every response (site, /v1, /uploads, /admin, /api, static files), set once in
 * server.ts. Scripts run only from our origin or with the nonce made for the response: the site's router
 * and Next (for the admin) stamp it on the inline scripts they write, so no inline script needs
 * 'unsafe-inline'. Styles keep 'unsafe-inline': React style attributes and Payload's admin use them, and a
 * style cannot run code.
 */

export { NONCE_HEADER } from './nonce-header.ts'

/** A fresh nonce for one response (128 random bits, base64). */
export function newNonce(): string {
  return randomBytes(16).toString('base64')
}

type PolicyInput = {
  nonce: string
  isProduction: boolean
  /** The S3 storage's origin, when uploads are there: the back office's file links redirect to it, signed. */
  fileOrigin?: string
}

/** The Content-Security-Policy of a response whose inline scripts carry `nonce`. */
export function contentSecurityPolicy({ nonce, isProduction, fileOrigin }: PolicyInput): string {
  const files = fileOrigin ? ` ${fileOrigin}` : ''
  return [
    "default-src 'self'",
    // 'wasm-unsafe-eval' lets pdf.js compile its WebAssembly image decoders; it allows no JavaScript eval.
    `script-src 'self' 'nonce-${nonce}' 'wasm-unsafe-eval'`,
    "style-src 'self' 'unsafe-inline'",
    `img-src 'self' data: blob:${files}`,
    "font-src 'self' data:",
    `connect-src 'self'${files}`,
    `media-src 'self' blob:${files}`,
    "worker-src 'self' blob:",
    "frame-src 'self' blob:",
    "frame-ancestors 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    ...(isProduction ? ['upgrade-insecure-requests'] : []),
  ].join('; ')
}

/** Every security header of a response, the CSP included. HSTS only in production (served over HTTPS). */
export function securityHeaders({ nonce, isProduction, fileOrigin }: PolicyInput): Record<string, string> {
  return {
    'Content-Security-Policy': contentSecurityPolicy({ nonce, isProduction, fileOrigin }),
    'X-Content-Type-Options': 'nosniff',
    'X-Frame-Options': 'SAMEORIGIN',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'Permissions-Policy': 'camera=(), microphone=(), geolocation=(), payment=(), usb=(), browsing-topics=(), fullscreen=(self)',
    'Cross-Origin-Opener-Policy': 'same-origin',
    'Cross-Origin-Resource-Policy': 'same-origin',
    ...(isProduction ? { 'Strict-Transport-Security': 'max-age=31536000; includeSubDomains' } : {}),
  }
}
