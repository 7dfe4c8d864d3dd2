import { describe, expect, it } from 'vitest'
import { memoryPubSub } from '../adapters/pubsub.ts'
import { eventStreamResponse } from './event-stream.ts'

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
    await pubsub.publish(8, { reload: true, project_id: 99, type: 'status' })
    await pubsub.publish(7, { reload: true, project_id: 12, type: 'document' })
    const text = await readUntil(reader, (read) => read.includes('data:') && read.includes(': ping'))
    expect(text).toMatch(/id: [\w-]+\ndata: \{"reload":true,"project_id":12,"type":"document"\}\n\n/)
    expect(text).not.toContain('"project_id":99')
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
})
