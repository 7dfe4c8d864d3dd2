import { afterEach, describe, expect, it } from 'vitest'
import { watchDatabaseAvailability, type DatabaseAvailability } from './availability'

let watcher: DatabaseAvailability | undefined
afterEach(() => watcher?.stop())

const logger = () => {
  const lines: string[] = []
  return { lines, warn: (message: string) => void lines.push(`warn ${message}`), info: (message: string) => void lines.push(`info ${message}`) }
}

describe('watchDatabaseAvailability', () => {
  it('turns unavailable on a failed probe and back on the next good one, logging each change once', async () => {
    let isUp = true
    const log = logger()
    watcher = watchDatabaseAvailability({ probe: async () => (isUp ? 1 : Promise.reject(new Error('ECONNREFUSED'))), logger: log, intervalMs: 60_000 })
    expect(await watcher.check()).toBe(true)
    isUp = false
    expect(await watcher.check()).toBe(false)
    expect(await watcher.check()).toBe(false)
    expect(watcher.isAvailable()).toBe(false)
    isUp = true
    expect(await watcher.check()).toBe(true)
    expect(log.lines.map((line) => line.split(' ')[0])).toEqual(['warn', 'info'])
  })

  it('counts a probe that does not answer within its time limit as a failure', async () => {
    watcher = watchDatabaseAvailability({ probe: () => new Promise(() => undefined), logger: logger(), intervalMs: 60_000, timeoutMs: 50 })
    expect(await watcher.check()).toBe(false)
  })

  it('probes on its own at its interval, one probe at a time', async () => {
    let calls = 0
    let isUp = true
    watcher = watchDatabaseAvailability({ probe: async () => (calls++, isUp ? 1 : Promise.reject(new Error('down'))), logger: logger(), intervalMs: 20 })
    isUp = false
    await expect.poll(() => watcher?.isAvailable(), { timeout: 2000 }).toBe(false)
    const [first, second] = [watcher.check(), watcher.check()]
    expect(first).toBe(second)
    await first
    expect(calls).toBeGreaterThan(0)
  })
})
