import net from 'node:net'
import { freePort } from './app-server.ts'

/**
 * A TCP relay on loopback in front of a real server (PostgreSQL, Redis, SMTP), so that a test can break the
 * way to it without touching the server itself, which other programs may share:
 * - `refuse()`: every connection is dropped and the port closed (new connections are refused), as when the
 *   server is down;
 * - `stall()`: the port stays open and connections are accepted, but nothing passes any more, either way,
 *   on the connections already open or on new ones, as when the server hangs;
 * - `restore()`: forwarding again on the same port (stalled connections are dropped: what they held is stale).
 */
export type TcpRelay = {
  port: number
  refuse: () => Promise<void>
  stall: () => void
  restore: () => Promise<void>
  close: () => Promise<void>
}

type Pair = { client: net.Socket; upstream: net.Socket | null }

export async function startTcpRelay(target: { host: string; port: number }): Promise<TcpRelay> {
  const port = await freePort()
  const pairs = new Set<Pair>()
  let mode: 'forwarding' | 'stalling' | 'refusing' = 'forwarding'

  const drop = (pair: Pair) => {
    pair.client.destroy()
    pair.upstream?.destroy()
    pairs.delete(pair)
  }
  const server = net.createServer((client) => {
    const pair: Pair = { client, upstream: null }
    pairs.add(pair)
    client.on('error', () => drop(pair))
    client.on('close', () => drop(pair))
    if (mode === 'stalling') {
      client.pause()
      return
    }
    const upstream = net.connect(target.port, target.host)
    pair.upstream = upstream
    upstream.on('error', () => drop(pair))
    upstream.on('close', () => drop(pair))
    client.pipe(upstream).pipe(client)
  })
  const listen = () => new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    server.listen(port, '127.0.0.1', () => {
      server.off('error', reject)
      resolve()
    })
  })
  const stopListening = () => new Promise<void>((resolve) => server.close(() => resolve()))
  await listen()

  return {
    port,
    async refuse() {
      mode = 'refusing'
      const closed = stopListening()
      for (const pair of pairs) drop(pair)
      await closed
    },
    stall() {
      mode = 'stalling'
      for (const { client, upstream } of pairs) {
        client.unpipe()
        upstream?.unpipe()
        client.pause()
        upstream?.pause()
      }
    },
    async restore() {
      if (mode === 'refusing') await listen()
      if (mode === 'stalling') for (const pair of pairs) drop(pair)
      mode = 'forwarding'
    },
    async close() {
      for (const pair of pairs) drop(pair)
      if (server.listening) await stopListening()
    },
  }
}
