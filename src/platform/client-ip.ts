import { BlockList, isIP } from 'node:net'
import { z } from 'zod'

/**
 * The header server.ts sets on every request it hands to Next, from the client's address (any value a
 * client sent under this name is overwritten), so Payload's REST hooks can rate-limit per IP.
 */
export const CLIENT_IP_HEADER = 'x-maisonnee-client-ip'

/**
 * Which proxies in front of the app are believed about the client's address (TRUST_PROXY): none (the
 * default: the socket's address is the client's), the last `hops` of the chain (a hop count: 1 for one
 * balancer), or those whose address is in one of the listed CIDRs.
 */
export type TrustProxy = { kind: 'none' } | { kind: 'hops'; hops: number } | { kind: 'cidrs'; cidrs: BlockList }

const NO_TRUST: TrustProxy = { kind: 'none' }

/** Strips an IPv6 literal's brackets, a port and the IPv4-mapped prefix; null when no IP address is left. */
export function normalizeIp(value: string): string | null {
  let address = value.trim().replace(/^"|"$/g, '')
  const bracketed = /^\[([^\]]+)\](?::\d+)?$/.exec(address)
  if (bracketed) address = bracketed[1] ?? ''
  else if (/^[\d.]+:\d+$/.test(address)) address = address.slice(0, address.lastIndexOf(':'))
  address = address.replace(/^::ffff:(?=\d+\.\d+\.\d+\.\d+$)/i, '')
  return isIP(address) ? address.toLowerCase() : null
}

/** TRUST_PROXY: empty or absent, a hop count, or a comma list of CIDRs (a bare address stands for itself). */
export const trustProxySchema = z
  .string()
  .trim()
  .optional()
  .transform((value, ctx): TrustProxy => {
    if (!value || value === '0') return NO_TRUST
    if (/^\d+$/.test(value)) return { kind: 'hops', hops: Number(value) }
    const cidrs = new BlockList()
    for (const entry of value.split(',').map((part) => part.trim())) {
      const [address = '', prefix, ...rest] = entry.split('/')
      const ip = normalizeIp(address)
      const family = ip && isIP(ip) === 6 ? 'ipv6' : 'ipv4'
      const bits = prefix === undefined ? (family === 'ipv6' ? 128 : 32) : Number(prefix)
      if (!ip || rest.length > 0 || !Number.isInteger(bits) || bits < 0 || bits > (family === 'ipv6' ? 128 : 32) || (prefix !== undefined && !/^\d+$/.test(prefix))) {
        ctx.addIssue({ code: 'custom', message: `TRUST_PROXY: "${entry}" is neither a hop count nor a CIDR (e.g. 1, or 10.0.0.0/8,fd00::/8)` })
        return z.NEVER
      }
      cidrs.addSubnet(ip, bits, family)
    }
    return { kind: 'cidrs', cidrs }
  })

/** The `for=` addresses of a Forwarded header (RFC 7239), first (farthest) to last; malformed ones as they are. */
function forwardedFor(header: string): string[] {
  return header.split(',').flatMap((element) => {
    const pair = element.split(';').map((part) => part.trim()).find((part) => part.toLowerCase().startsWith('for='))
    return pair ? [pair.slice(4)] : []
  })
}

/**
 * The client's address: the socket's, unless it is a trusted proxy, in which case the chain of addresses
 * the proxies appended (X-Forwarded-For, or Forwarded when there is none) is read from the right, stepping
 * over trusted hops, and the first address not trusted is the client. A client can put anything at the
 * left of these headers; only what trusted proxies appended is believed. A malformed entry ends the walk at
 * the last address known good (the proxy that passed it on).
 */
export function clientIpFrom({ socketAddress, headers, trust }: { socketAddress: string | undefined; headers: Pick<Headers, 'get'>; trust: TrustProxy }): string {
  const socket = (socketAddress && normalizeIp(socketAddress)) || 'unknown'
  if (trust.kind === 'none') return socket
  const forwardedHeader = headers.get('x-forwarded-for')
  const forwarded = forwardedHeader ? forwardedHeader.split(',') : forwardedFor(headers.get('forwarded') ?? '')
  const chain = [...forwarded, socket]
  const isTrusted = (address: string, distance: number) => {
    if (trust.kind === 'hops') return distance < trust.hops
    return trust.cidrs.check(address, isIP(address) === 6 ? 'ipv6' : 'ipv4')
  }
  let client = socket
  for (let distance = 0; distance < chain.length - 1 && isTrusted(client, distance); distance++) {
    const next = normalizeIp(chain[chain.length - 2 - distance] ?? '')
    if (!next) break
    client = next
  }
  return client
}
