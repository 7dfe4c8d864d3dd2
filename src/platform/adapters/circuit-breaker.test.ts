import { describe, expect, it } from 'vitest'
import { circuitBreaker } from './circuit-breaker.ts'

const fail = () => Promise.reject(new Error('down'))
const succeed = () => Promise.resolve('redis')
const fallback = () => 'memory'

function breakerAt(time: { now: number }) {
  const events: string[] = []
  const breaker = circuitBreaker({ retryAfterMs: 1_000, now: () => time.now, onOpen: () => events.push('open'), onClose: () => events.push('close') })
  return { breaker, events }
}

describe('circuitBreaker', () => {
  it('runs the attempt while the service answers', async () => {
    const { breaker, events } = breakerAt({ now: 0 })
    expect(await breaker.run(succeed, fallback)).toBe('redis')
    expect(breaker.state()).toBe('ok')
    expect(events).toEqual([])
  })

  it('answers with the fallback when the attempt fails, and opens once per outage', async () => {
    const { breaker, events } = breakerAt({ now: 0 })
    expect(await Promise.all([breaker.run(fail, fallback), breaker.run(fail, fallback)])).toEqual(['memory', 'memory'])
    expect(breaker.state()).toBe('degraded')
    expect(events).toEqual(['open'])
  })

  it('skips the attempt while open, then probes once the delay has passed and closes on success', async () => {
    const time = { now: 0 }
    const { breaker, events } = breakerAt(time)
    await breaker.run(fail, fallback)
    let attempts = 0
    const counted = () => (attempts++, succeed())
    time.now = 999
    expect(await breaker.run(counted, fallback)).toBe('memory')
    expect(attempts).toBe(0)
    time.now = 1_000
    expect(await breaker.run(counted, fallback)).toBe('redis')
    expect(attempts).toBe(1)
    expect(breaker.state()).toBe('ok')
    expect(events).toEqual(['open', 'close'])
  })

  it('lets one probe through at a time, and stays open for another delay when it fails', async () => {
    const time = { now: 0 }
    const { breaker, events } = breakerAt(time)
    await breaker.run(fail, fallback)
    time.now = 1_500
    let release: (value: string) => void = () => undefined
    const probe = breaker.run(() => new Promise<string>((resolve) => (release = resolve)), fallback)
    expect(await breaker.run(succeed, fallback)).toBe('memory')
    release('redis')
    expect(await probe).toBe('redis')
    await breaker.run(fail, fallback)
    time.now = 2_000
    expect(await breaker.run(succeed, fallback)).toBe('memory')
    time.now = 2_500
    expect(await breaker.run(succeed, fallback)).toBe('redis')
    expect(events).toEqual(['open', 'close', 'open', 'close'])
  })
})
