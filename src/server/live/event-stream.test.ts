import { describe, expect, it } from 'vitest'
import { memoryPubSub } from '../../platform/adapters/pubsub.ts'
import { eventStreamResponse, parseLastEventId } from './event-stream.ts'

/** Reads the stream until `predicate` holds on everything read so far. */
async function readUntil(reader: ReadableStreamDefaultReader<Uint8Array>, predicate: (text: string) => boolean): Promise<string> {
  const decoder = new TextDecoder()
  let text = ''
  while (!predicate(text)) {
    const { value, done } = await reader.read()
    if (done) throw new Error(`stream ended early after: ${text}`)
    text += decoder.decode(value, { stream: true })
  }
  return text
}

describe('eventStreamResponse', () => {
  it('answers with the event-stream headers and a first line at once', async () => {
    const response = eventStreamResponse({ pubsub: memoryPubSub(), userId: 1 })
    expect(response.headers.get('content-type')).toBe('text/event-stream; charset=utf-8')
    expect(response.headers.get('x-accel-buffering')).toBe('no')
    expect(response.headers.get('cache-control')).toContain('no-transform')
    const reader = response.body!.getReader()
    expect(await readUntil(reader, (text) => text.includes('\n\n'))).toMatch(/^retry: \d+\n/)
    await reader.cancel()
  })

  it('sends the events published to its user only, each with an id, and heartbeats', async () => {
    const pubsub = memoryPubSub()
    const reader = eventStreamResponse({ pubsub, userId: 7, heartbeatMs: 20 }).body!.getReader()
    await readUntil(reader, (text) => text.includes('connecté'))
    await pubsub.publish(8, { reload: true, project_id: '99', type: 'status' })
    await pubsub.publish(7, { reload: true, project_id: '12', type: 'document' })
    const text = await readUntil(reader, (read) => read.includes('data:') && read.includes(': ping'))
    expect(text).toMatch(/id: [\w-]+\ndata: \{"reload":true,"project_id":"12","type":"document"\}\n\n/)
    expect(text).not.toContain('"project_id":"99"')
    await reader.cancel()
  })

  it('releases its subscription when the client goes away', async () => {
    const pubsub = memoryPubSub()
    const reader = eventStreamResponse({ pubsub, userId: 3 }).body!.getReader()
    await readUntil(reader, (text) => text.length > 0)
    expect(pubsub.listenerCount()).toBe(1)
    await reader.cancel()
    expect(pubsub.listenerCount()).toBe(0)
  })

  it('releases its subscription when the request is aborted', async () => {
    const pubsub = memoryPubSub()
    const aborter = new AbortController()
    eventStreamResponse({ pubsub, userId: 3, signal: aborter.signal })
    expect(pubsub.listenerCount()).toBe(1)
    aborter.abort()
    expect(pubsub.listenerCount()).toBe(0)
  })

  it('replays, to a stream reconnecting with Last-Event-ID, the events published after that one, then the new ones', async () => {
    const pubsub = memoryPubSub()
    await pubsub.publish(7, { reload: true, project_id: '1', type: 'status' })
    await pubsub.publish(8, { reload: true, project_id: '9', type: 'status' })
    await pubsub.publish(7, { reload: true, project_id: '2', type: 'report' })
    await pubsub.publish(7, { reload: true, project_id: '3', type: 'document' })
    const [seen] = await pubsub.recent(7)
    const reader = eventStreamResponse({ pubsub, userId: 7, lastEventId: seen!.id }).body!.getReader()
    const replayed = await readUntil(reader, (text) => text.includes('"project_id":"3"'))
    await pubsub.publish(7, { reload: true, project_id: '4', type: 'status' })
    const text = replayed + (await readUntil(reader, (read) => read.includes('"project_id":"4"')))
    expect([...text.matchAll(/"project_id":"(\w+)"/g)].map((match) => match[1])).toEqual(['2', '3', '4'])
    await reader.cancel()
  })

  it('sends one resync event, with the newest kept id, when the Last-Event-ID is no longer kept', async () => {
    const pubsub = memoryPubSub()
    await pubsub.publish(7, { reload: true, project_id: '1', type: 'status' })
    const [newest] = await pubsub.recent(7)
    const reader = eventStreamResponse({ pubsub, userId: 7, lastEventId: 'perdu-depuis-longtemps' }).body!.getReader()
    const text = await readUntil(reader, (read) => read.includes('data:'))
    expect(text).toContain(`id: ${newest!.id}\ndata: {"reload":true,"project_id":null,"type":"resync"}\n\n`)
    expect(text).not.toContain('"project_id":"1"')
    await reader.cancel()
  })

  it('forgets a user’s events ten minutes after the last one', async () => {
    let now = 0
    const pubsub = memoryPubSub({ now: () => now })
    await pubsub.publish(7, { reload: true, project_id: '1', type: 'status' })
    now = 10 * 60_000 - 1
    expect(await pubsub.recent(7)).toHaveLength(1)
    now = 10 * 60_000
    expect(await pubsub.recent(7)).toEqual([])
  })
})

describe('parseLastEventId', () => {
  it('accepts the ids the server writes and nothing else', () => {
    expect(parseLastEventId('0b6f7c1e-2d1a-4c33-9d0e-5a1f2b3c4d5e')).toBe('0b6f7c1e-2d1a-4c33-9d0e-5a1f2b3c4d5e')
    expect(parseLastEventId('')).toBeNull()
    expect(parseLastEventId(null)).toBeNull()
    expect(parseLastEventId('a\nb')).toBeNull()
    expect(parseLastEventId('x'.repeat(65))).toBeNull()
  })
})
