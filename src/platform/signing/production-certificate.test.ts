import { spawnSync } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { afterAll, describe, expect, it } from 'vitest'
import { selfSignedP12 } from './certificate.ts'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..')
const dataDir = mkdtempSync(path.join(tmpdir(), 'maisonnee-signing-'))
afterAll(() => rmSync(dataDir, { recursive: true, force: true }))

/** Reads the environment as the server does at start, in a process of its own. */
function readEnvironment(extra: Record<string, string>) {
  const inherited = Object.fromEntries(Object.entries(process.env).filter(([name]) => !name.startsWith('SIGNING_P12')))
  const script = "const { env } = await import('./src/platform/env.ts'); console.log(env.signingP12 ? 'certificate' : 'none')"
  return spawnSync(process.execPath, ['--input-type=module', '-e', script], {
    cwd: root,
    encoding: 'utf8',
    env: { ...inherited, NODE_ENV: 'production', APP_ENV: 'production', PAYLOAD_SECRET: 'x'.repeat(64), DATA_DIR: dataDir, ...extra },
  })
}

describe('the platform certificate in production', () => {
  it('is required: without SIGNING_P12_PATH or SIGNING_P12 the server does not start', () => {
    const run = readEnvironment({})
    expect(run.status).not.toBe(0)
    expect(run.stderr).toContain('SIGNING_P12_PATH (or SIGNING_P12) is required when APP_ENV=production')
  })

  it('is read from SIGNING_P12 (base64) with its passphrase', () => {
    const run = readEnvironment({ SIGNING_P12: Buffer.from(selfSignedP12({ commonName: 'Maisonnée', passphrase: 'p' })).toString('base64'), SIGNING_P12_PASSPHRASE: 'p' })
    expect(run.stderr).toBe('')
    expect(run.stdout.trim()).toBe('certificate')
  })
})
