import { Socket } from 'node:net'
import type { RateLimitStore } from './rate-limit.ts'

type Reply = string | number | null | Reply[]

export type RedisConnectionOptions = {
  /** Subscriber mode: the messages of the channels this connection subscribed to (pub/sub pushes). */
  onMessage?: (channel: string, message: string) => void
  /** The connection dropped (a subscriber then subscribes again). */
  onClose?: () => void
  /**
   * A command not answered within it, connecting included, fails and drops the connection (its replies
   * can no longer be matched to their commands): a Redis that accepts but never answers costs this, not a
   * hung request. The next command connects again.
   */
  timeoutMs?: number
}

/** When no `timeoutMs` is given (REDIS_TIMEOUT_MS's default). */
const DEFAULT_TIMEOUT_MS = 200

/**
 * Just enough of the Redis protocol (RESP2) for the rate limits and the live events: one connection,
 * commands pipelined in order, replies parsed as they come; in subscriber mode, pushed messages go to
 * `onMessage`. NOTE: hand-written to keep a client library out of the install for a few commands; it
 * reconnects on the next command after a dropped connection.
 */
export function redisConnection(url: string, { onMessage, onClose, timeoutMs = DEFAULT_TIMEOUT_MS }: RedisConnectionOptions = {}) {
  const { hostname, port, password, pathname } = new URL(url)
  let socket: Socket | null = null
  let buffer = Buffer.alloc(0)
  const pending: Array<{ resolve: (reply: Reply) => void; reject: (error: Error) => void; timer: ReturnType<typeof setTimeout> }> = []

  /** Parses one reply at `offset`, or returns null when the buffer does not hold it whole yet. */
  function parse(offset: number): { reply: Reply | Error; end: number } | null {
    const lineEnd = buffer.indexOf('\r\n', offset)
    if (lineEnd === -1) return null
    const type = String.fromCharCode(buffer[offset] ?? 0)
    const line = buffer.toString('utf8', offset + 1, lineEnd)
    if (type === '+') return { reply: line, end: lineEnd + 2 }
    if (type === '-') return { reply: new Error(`Redis: ${line}`), end: lineEnd + 2 }
    if (type === ':') return { reply: Number(line), end: lineEnd + 2 }
    if (type === '$') {
      const length = Number(line)
      if (length === -1) return { reply: null, end: lineEnd + 2 }
      if (buffer.length < lineEnd + 2 + length + 2) return null
      return { reply: buffer.toString('utf8', lineEnd + 2, lineEnd + 2 + length), end: lineEnd + 2 + length + 2 }
    }
    if (type === '*') {
      const count = Number(line)
      if (count === -1) return { reply: null, end: lineEnd + 2 }
      const items: Reply[] = []
      let end = lineEnd + 2
      for (let i = 0; i < count; i++) {
        const item = parse(end)
        if (!item) return null
        if (item.reply instanceof Error) return { reply: item.reply, end: item.end }
        items.push(item.reply)
        end = item.end
      }
      return { reply: items, end }
    }
    return { reply: new Error(`Redis: unexpected reply type ${type}`), end: buffer.length }
  }

  function connect(): Socket {
    if (socket && !socket.destroyed) return socket
    const next = new Socket()
    next.setNoDelay(true)
    next.on('data', (chunk) => {
      buffer = Buffer.concat([buffer, chunk])
      for (let parsed = parse(0); parsed; parsed = parse(0)) {
        buffer = buffer.subarray(parsed.end)
        const reply = parsed.reply
        if (onMessage && Array.isArray(reply) && reply[0] === 'message') {
          onMessage(String(reply[1]), String(reply[2]))
          continue
        }
        const waiter = pending.shift()
        clearTimeout(waiter?.timer)
        if (pending.length === 0) next.unref()
        if (parsed.reply instanceof Error) waiter?.reject(parsed.reply)
        else waiter?.resolve(parsed.reply)
      }
    })
    next.on('error', (error) => rejectPending(error))
    next.on('close', () => {
      buffer = Buffer.alloc(0)
      rejectPending(new Error('Redis: connection closed'))
      onClose?.()
    })
    next.connect(Number(port || 6379), hostname || '127.0.0.1')
    // An idle connection does not keep the process alive (nor delay its exit); one awaiting replies does.
    // NOTE: after connect(): on a socket without its handle yet, unref() would wait for 'connect' and
    // undo the ref() of the first command.
    next.unref()
    socket = next
    // NOTE: a failure of these also fails the command that opened the connection: it is reported there.
    const reportedByNextCommand = () => undefined
    if (password) command(['AUTH', decodeURIComponent(password)], next).catch(reportedByNextCommand)
    const db = pathname.replace('/', '')
    if (db) command(['SELECT', db], next).catch(reportedByNextCommand)
    return next
  }

  function rejectPending(error: Error) {
    for (const waiter of pending.splice(0)) {
      clearTimeout(waiter.timer)
      waiter.reject(error)
    }
  }

  function command(args: string[], on: Socket = connect()): Promise<Reply> {
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => on.destroy(new Error(`Redis: no answer within ${timeoutMs} ms`)), timeoutMs)
      timer.unref()
      pending.push({ resolve, reject, timer })
      // NOTE: without it, a process whose only work left is this reply (the first start's seed, on SQLite,
      // publishing a live event) sees an empty event loop and exits mid-await.
      on.ref()
      on.write(`*${args.length}\r\n${args.map((arg) => `$${Buffer.byteLength(arg)}\r\n${arg}\r\n`).join('')}`)
    })
  }

  return { command: (args: string[]) => command(args), close: () => socket?.destroy() }
}

/** Counts and sets the window on first hit in one step, so a crash cannot leave a counter that never expires. */
const INCREMENT_SCRIPT = "local c = redis.call('INCR', KEYS[1]) if c == 1 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end return {c, redis.call('PTTL', KEYS[1])}"

/** Fixed-window counters in Redis (REDIS_URL): shared by every app instance behind a load balancer. */
export function redisStore(url: string, { prefix = 'maisonnee:rate:', timeoutMs }: { prefix?: string; timeoutMs?: number } = {}): RateLimitStore & { close: () => void } {
  const redis = redisConnection(url, { timeoutMs })
  return {
    async increment(key, windowMs) {
      const [count, ttl] = (await redis.command(['EVAL', INCREMENT_SCRIPT, '1', `${prefix}${key}`, String(windowMs)])) as [number, number]
      return { count, resetAt: Date.now() + (ttl > 0 ? ttl : windowMs) }
    },
    async peek(key) {
      return Number((await redis.command(['GET', `${prefix}${key}`])) ?? 0)
    },
    async reset(key) {
      await redis.command(['DEL', `${prefix}${key}`])
    },
    close: redis.close,
  }
}
