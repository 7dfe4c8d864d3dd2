import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { describe, expect, it } from 'vitest'

/** 7.0.7 fixes GHSA-mm7p-fcc7-pg87 (an address with a quoted local part could reach an unintended domain). */
const FIXED = [7, 0, 7] as const

const isAtLeastFixed = (version: string) => {
  const parts = version.split('.').map((part) => Number.parseInt(part, 10))
  for (const [index, wanted] of FIXED.entries()) {
    const part = parts[index] ?? 0
    if (part !== wanted) return part > wanted
  }
  return true
}

const lock = JSON.parse(readFileSync(new URL('../../../package-lock.json', import.meta.url), 'utf8')) as { packages: Record<string, { version?: string }> }

describe('nodemailer 7.0.6 is below 7.0.7', () => {
  it('installs nodemailer 7.0.7 or later, in the lockfile and on disk', () => {
    const locked = Object.entries(lock.packages).filter(([location]) => /(^|\/)node_modules\/nodemailer$/.test(location))
    expect(locked.length).toBeGreaterThan(0)
    expect(locked.filter(([, { version }]) => !isAtLeastFixed(version ?? '0'))).toEqual([])
    const installed = createRequire(import.meta.url)('nodemailer/package.json') as { version: string }
    expect(isAtLeastFixed(installed.version), installed.version).toBe(true)
  })
})
