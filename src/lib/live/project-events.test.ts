import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { listenToProjectEvents, parseProjectEvent, type EventSourceLike, type ProjectLiveEvent } from './project-events'

/** A stand-in for the browser's EventSource (not available in Node), driven by the test. */
class FakeEventSource implements EventSourceLike {
  readyState = 0
  onopen: ((event: Event) => void) | null = null
  onmessage: ((event: MessageEvent) => void) | null = null
  onerror: ((event: Event) => void) | null = null
  isClosed = false
  constructor(readonly url: string) {}
  close() {
    this.isClosed = true
    this.readyState = 2
  }
  message(data: string, lastEventId = '') {
    this.onmessage?.({ data, lastEventId } as MessageEvent)
  }
  fail({ givesUp }: { givesUp: boolean }) {
    this.readyState = givesUp ? 2 : 0
    this.onerror?.({} as Event)
  }
}

let opened: FakeEventSource[]
const open = (url: string) => {
  const source = new FakeEventSource(url)
  opened.push(source)
  return source
}

beforeEach(() => {
  opened = []
  vi.useFakeTimers()
})
afterEach(() => vi.useRealTimers())

describe('listenToProjectEvents', () => {
  it('opens the user’s stream and passes on the events of its project only', () => {
    const received: ProjectLiveEvent[] = []
    const stop = listenToProjectEvents({ userId: 5, projectId: '12', onEvent: (event) => received.push(event), openEventSource: open })
    expect(opened.map((source) => source.url)).toEqual(['/stream/5'])
    opened[0]!.message('{"reload":true,"project_id":99,"type":"status"}')
    opened[0]!.message('{"reload":true,"project_id":12,"type":"document"}')
    opened[0]!.message('pas du JSON')
    expect(received).toEqual([{ type: 'document', projectId: '12' }])
    stop()
    expect(opened[0]!.isClosed).toBe(true)
  })

  it('lets the browser retry a dropped connection, and reconnects itself when the browser gives up', () => {
    const stop = listenToProjectEvents({ userId: 5, projectId: '12', onEvent: () => {}, openEventSource: open })
    opened[0]!.fail({ givesUp: false })
    vi.advanceTimersByTime(60_000)
    expect(opened).toHaveLength(1)
    opened[0]!.fail({ givesUp: true })
    vi.advanceTimersByTime(1_999)
    expect(opened).toHaveLength(1)
    vi.advanceTimersByTime(1)
    expect(opened).toHaveLength(2)
    // The delay grows while the stream keeps being refused.
    opened[1]!.fail({ givesUp: true })
    vi.advanceTimersByTime(3_999)
    expect(opened).toHaveLength(2)
    vi.advanceTimersByTime(1)
    expect(opened).toHaveLength(3)
    stop()
  })

  it('passes on a resync, whatever the project, and names the last event received when it reconnects itself', () => {
    const received: ProjectLiveEvent[] = []
    const stop = listenToProjectEvents({ userId: 5, projectId: '12', onEvent: (event) => received.push(event), openEventSource: open })
    opened[0]!.message('{"reload":true,"project_id":99,"type":"status"}', 'evt-1')
    opened[0]!.fail({ givesUp: true })
    vi.advanceTimersByTime(2_000)
    expect(opened[1]!.url).toBe('/stream/5?last_event_id=evt-1')
    opened[1]!.message('{"reload":true,"project_id":null,"type":"resync"}', '')
    expect(received).toEqual([{ type: 'resync', projectId: null }])
    opened[1]!.fail({ givesUp: true })
    vi.advanceTimersByTime(4_000)
    expect(opened[2]!.url).toBe('/stream/5')
    stop()
  })

  it('does not reconnect once stopped', () => {
    const stop = listenToProjectEvents({ userId: 5, projectId: '12', onEvent: () => {}, openEventSource: open })
    stop()
    opened[0]!.fail({ givesUp: true })
    vi.advanceTimersByTime(120_000)
    expect(opened).toHaveLength(1)
  })
})

describe('parseProjectEvent', () => {
  it('reads the server’s event and ignores anything else', () => {
    expect(parseProjectEvent('{"reload":true,"project_id":3,"type":"report"}')).toEqual({ type: 'report', projectId: '3' })
    expect(parseProjectEvent('{"project_id":3}')).toBeNull()
    expect(parseProjectEvent(undefined)).toBeNull()
  })
})
