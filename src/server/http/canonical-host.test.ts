import { describe, expect, it } from 'vitest'
import { canonicalLocation } from './canonical-host.ts'

const publicUrl = 'http://localhost:3000'

describe('the canonical host', () => {
  it('sends another host name to the same path and query on PUBLIC_URL', () => {
    expect(canonicalLocation({ host: '127.0.0.1:3000', url: '/project/12?tab=style', publicUrl })).toBe('http://localhost:3000/project/12?tab=style')
    expect(canonicalLocation({ host: '[::1]:3000', url: '/', publicUrl })).toBe('http://localhost:3000/')
  })

  it('keeps PUBLIC_URL’s host name, on any port and in any case, and /health on any host', () => {
    expect(canonicalLocation({ host: 'localhost:3000', url: '/login', publicUrl })).toBeNull()
    expect(canonicalLocation({ host: 'LOCALHOST:4000', url: '/login', publicUrl })).toBeNull()
    expect(canonicalLocation({ host: '10.0.0.7:3000', url: '/health', publicUrl })).toBeNull()
    expect(canonicalLocation({ host: '10.0.0.7:3000', url: '/health/ready', publicUrl })).toBeNull()
    expect(canonicalLocation({ host: '10.0.0.7:3000', url: '/health/live', publicUrl })).toBeNull()
  })

  it('sends a malformed Host to PUBLIC_URL instead of serving it (issue #37)', () => {
    expect(canonicalLocation({ host: 'evil.example:abc', url: '/login', publicUrl })).toBe('http://localhost:3000/login')
    expect(canonicalLocation({ host: 'localhost:abc', url: '/v1/user/me', publicUrl })).toBe('http://localhost:3000/v1/user/me')
    expect(canonicalLocation({ host: 'local host', url: '/', publicUrl })).toBe('http://localhost:3000/')
  })

  it('never leaves PUBLIC_URL’s origin, whatever the request line says', () => {
    expect(canonicalLocation({ host: '127.0.0.1', url: '//evil.example/x', publicUrl })).toBe('http://localhost:3000/x')
    expect(canonicalLocation({ host: '127.0.0.1', url: 'http://evil.example/y?z=1', publicUrl })).toBe('http://localhost:3000/y?z=1')
  })
})
