import { spawnSync } from 'node:child_process'
import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'
import { RETRY_AFTER_SECONDS, unavailableAnswer } from '../src/server/http/unavailable.ts'

const deployDir = path.dirname(fileURLToPath(import.meta.url))
const read = (file: string) => readFileSync(path.join(deployDir, file))
const hasHaproxy = spawnSync('haproxy', ['-v']).status === 0

describe('deploy/haproxy', () => {
  it('answers, when no instance can serve, the very page the app answers during a database outage, framed as HTTP', () => {
    const raw = read('haproxy/errors/503.http')
    const headEnd = raw.indexOf('\r\n\r\n')
    const head = raw.subarray(0, headEnd).toString('latin1').split('\r\n')
    const body = raw.subarray(headEnd + 4)
    expect(head[0]).toBe('HTTP/1.1 503 Service Unavailable')
    expect(head).toContain(`Content-Length: ${body.length}`)
    expect(head).toContain(`Retry-After: ${RETRY_AFTER_SECONDS}`)
    expect(head).toContain('Content-Type: text/html; charset=utf-8')
    expect(body.toString('utf8')).toBe(unavailableAnswer('/home').body)
  })

  it('answers /v1 and /api callers the JSON error the app answers them during a database outage', () => {
    expect(read('haproxy/errors/503-v1.json').toString('utf8')).toBe(unavailableAnswer('/v1/user/profile').body)
    expect(read('haproxy/errors/503-api.json').toString('utf8')).toBe(unavailableAnswer('/api/users/me').body)
  })

  it.skipIf(!hasHaproxy)('is a configuration HAProxy accepts, its error files found', () => {
    const work = mkdtempSync(path.join(tmpdir(), 'maisonnee-haproxy-'))
    try {
      const check = spawnSync('haproxy', ['-c', '-f', path.join(deployDir, 'haproxy/haproxy.cfg')], {
        encoding: 'utf8',
        env: { ...process.env, MAISONNEE_DEPLOY_DIR: deployDir, MAISONNEE_HAPROXY_SOCKET: path.join(work, 'haproxy.sock') },
      })
      expect(check.status, check.stderr).toBe(0)
    } finally {
      rmSync(work, { recursive: true, force: true })
    }
  })
})

describe('deploy/maisonnee.env.example', () => {
  it('names only variables the README documents', () => {
    const documented = new Set([...read('../README.md').toString('utf8').matchAll(/`([A-Z][A-Z0-9_]+)`/g)].map((match) => match[1]))
    const named = [...read('maisonnee.env.example').toString('utf8').matchAll(/^#? ?([A-Z][A-Z0-9_]+)=/gm)].map((match) => match[1])
    expect(named.length).toBeGreaterThan(10)
    expect(named.filter((name) => !documented.has(name))).toEqual([])
  })
})
