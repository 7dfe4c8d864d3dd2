import { describe, expect, it } from 'vitest'
import { clientIpFrom, normalizeIp, trustProxySchema } from './client-ip.ts'

const trust = (value?: string) => trustProxySchema.parse(value)
const ipOf = (socketAddress: string, headers: Record<string, string>, setting?: string) => clientIpFrom({ socketAddress, headers: new Headers(headers), trust: trust(setting) })

describe('clientIpFrom', () => {
  it('ignores X-Forwarded-For and Forwarded when no proxy is trusted (the default)', () => {
    expect(ipOf('203.0.113.9', { 'x-forwarded-for': '198.51.100.1' })).toBe('203.0.113.9')
    expect(ipOf('203.0.113.9', { forwarded: 'for=198.51.100.1' }, '')).toBe('203.0.113.9')
    expect(ipOf('::ffff:203.0.113.9', { 'x-forwarded-for': '198.51.100.1' }, '0')).toBe('203.0.113.9')
  })

  it('with one trusted hop, takes the address the balancer appended, not what the client put before it', () => {
    expect(ipOf('10.0.0.2', { 'x-forwarded-for': '198.51.100.1' }, '1')).toBe('198.51.100.1')
    expect(ipOf('10.0.0.2', { 'x-forwarded-for': '6.6.6.6, 198.51.100.1' }, '1')).toBe('198.51.100.1')
    expect(ipOf('10.0.0.2', {}, '1')).toBe('10.0.0.2')
  })

  it('with two trusted hops, steps over the second proxy too', () => {
    expect(ipOf('10.0.0.2', { 'x-forwarded-for': '6.6.6.6, 198.51.100.1, 10.0.0.9' }, '2')).toBe('198.51.100.1')
    expect(ipOf('10.0.0.2', { 'x-forwarded-for': '198.51.100.1' }, '5')).toBe('198.51.100.1')
  })

  it('with a CIDR list, steps over the proxies in it and stops at the first address outside', () => {
    const setting = '10.0.0.0/8, 192.168.1.7'
    expect(ipOf('10.0.0.2', { 'x-forwarded-for': '6.6.6.6, 198.51.100.1, 10.1.2.3' }, setting)).toBe('198.51.100.1')
    expect(ipOf('10.0.0.2', { 'x-forwarded-for': '198.51.100.1, 192.168.1.7' }, setting)).toBe('198.51.100.1')
    // The socket is not a trusted proxy: its headers are anyone's.
    expect(ipOf('203.0.113.9', { 'x-forwarded-for': '198.51.100.1' }, setting)).toBe('203.0.113.9')
  })

  it('reads IPv6 addresses, in X-Forwarded-For and in Forwarded, with brackets and ports', () => {
    expect(ipOf('fd00::1', { 'x-forwarded-for': '2001:DB8::17' }, 'fd00::/8')).toBe('2001:db8::17')
    expect(ipOf('::1', { forwarded: 'for=192.0.2.60;proto=http, for="[2001:db8:cafe::17]:4711"' }, '1')).toBe('2001:db8:cafe::17')
    expect(ipOf('10.0.0.2', { forwarded: 'for=192.0.2.60:8080' }, '1')).toBe('192.0.2.60')
  })

  it('stops at the last good address when the chain holds something that is not an IP address', () => {
    expect(ipOf('10.0.0.2', { 'x-forwarded-for': 'not-an-ip' }, '1')).toBe('10.0.0.2')
    expect(ipOf('10.0.0.2', { 'x-forwarded-for': '198.51.100.1, unknown' }, '2')).toBe('10.0.0.2')
    expect(ipOf('10.0.0.2', { forwarded: 'for=_hidden' }, '1')).toBe('10.0.0.2')
    expect(ipOf('10.0.0.2', { 'x-forwarded-for': '' }, '1')).toBe('10.0.0.2')
  })
})

describe('TRUST_PROXY', () => {
  it('refuses what is neither a hop count nor a CIDR list', () => {
    for (const value of ['yes', '10.0.0.0/33', '10.0.0.0/8/1', 'fd00::/129', '1.2.3', '10.0.0.0/x']) expect(trustProxySchema.safeParse(value).success, value).toBe(false)
  })
})

describe('normalizeIp', () => {
  it('strips ports, brackets and the IPv4-mapped prefix', () => {
    expect(normalizeIp('[::1]:80')).toBe('::1')
    expect(normalizeIp('1.2.3.4:5678')).toBe('1.2.3.4')
    expect(normalizeIp('::FFFF:1.2.3.4')).toBe('1.2.3.4')
    expect(normalizeIp('nope')).toBeNull()
  })
})
