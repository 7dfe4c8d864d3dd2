import { mkdtempSync, rmSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import Database from 'libsql'
import { afterEach, describe, expect, it } from 'vitest'
import { keepStatements, sqlitePathOf, statementKeepingSqliteClient } from './sqlite-client'

const SETTINGS = { busyTimeoutMs: 5000, journalSizeLimitBytes: 64 * 1024 * 1024, synchronous: 'NORMAL' } as const
const folders: string[] = []
const tempFile = () => {
  const folder = mkdtempSync(path.join(os.tmpdir(), 'sqlite-client-'))
  folders.push(folder)
  return path.join(folder, 'test.db')
}
afterEach(() => {
  for (const folder of folders.splice(0)) rmSync(folder, { recursive: true, force: true })
})

describe('sqlitePathOf', () => {
  it('reads the file path of the file: URIs libsql accepts', () => {
    expect(sqlitePathOf('file:./data/maisonnee.db')).toBe('./data/maisonnee.db')
    expect(sqlitePathOf('file:/srv/data/maisonnee.db')).toBe('/srv/data/maisonnee.db')
    expect(sqlitePathOf('file:///srv/data/maisonnee.db')).toBe('/srv/data/maisonnee.db')
    expect(sqlitePathOf('file://localhost/srv/data/mai%20sonnee.db')).toBe('/srv/data/mai sonnee.db')
  })
})

describe('keepStatements', () => {
  it('prepares a SQL text once, and again once it has been let go', () => {
    const db = keepStatements(new Database(':memory:'), 2)
    const first = db.prepare('SELECT 1')
    expect(db.prepare('SELECT 1')).toBe(first)
    db.prepare('SELECT 2')
    db.prepare('SELECT 1') // the most recently used again: SELECT 2 is now the oldest
    db.prepare('SELECT 3')
    expect(db.prepare('SELECT 1')).toBe(first)
    const second = db.prepare('SELECT 2')
    expect(db.prepare('SELECT 2')).toBe(second)
  })
})

describe('statementKeepingSqliteClient', () => {
  // SQLite numbers `synchronous`: NORMAL is 1, FULL is 2.
  it.each([
    ['NORMAL', 1],
    ['FULL', 2],
  ] as const)('sets its connection up as Payload’s adapter sets up its own: busy timeout, WAL journal, synchronous %s', async (synchronous, level) => {
    const client = statementKeepingSqliteClient(`file:${tempFile()}`, { ...SETTINGS, synchronous })
    const pragma = async (name: string) => Object.values((await client.execute(`PRAGMA ${name}`)).rows[0] ?? {})[0]
    expect(await pragma('busy_timeout')).toBe(5000)
    expect(await pragma('journal_mode')).toBe('wal')
    expect(await pragma('journal_size_limit')).toBe(64 * 1024 * 1024)
    expect(await pragma('synchronous')).toBe(level)
    client.close()
  })

  it('gives each run of a kept statement its own values and results, reads and writes alike', async () => {
    const client = statementKeepingSqliteClient(`file:${tempFile()}`, SETTINGS)
    await client.execute('CREATE TABLE answers (id INTEGER PRIMARY KEY, value TEXT)')
    for (const value of ['un', 'deux', 'trois']) await client.execute({ sql: 'INSERT INTO answers (value) VALUES (?) RETURNING id', args: [value] })
    const update = await client.execute({ sql: 'UPDATE answers SET value = ? WHERE id = ?', args: ['DEUX', 2] })
    expect(update.rowsAffected).toBe(1)
    const read = async (id: number) => (await client.execute({ sql: 'SELECT value FROM answers WHERE id = ?', args: [id] })).rows[0]?.value
    expect([await read(1), await read(2), await read(3), await read(4)]).toEqual(['un', 'DEUX', 'trois', undefined])
    client.close()
  })

  it('runs a kept statement again after it was refused by a constraint', async () => {
    const client = statementKeepingSqliteClient(`file:${tempFile()}`, SETTINGS)
    await client.execute('CREATE TABLE responses (id INTEGER PRIMARY KEY, part TEXT UNIQUE)')
    const insert = (part: string) => client.execute({ sql: 'INSERT INTO responses (part) VALUES (?) RETURNING id', args: [part] })
    expect((await insert('main')).rows[0]?.id).toBe(1)
    await expect(insert('main')).rejects.toMatchObject({ code: 'SQLITE_CONSTRAINT_UNIQUE' })
    expect((await insert('kitchen')).rows[0]?.id).toBe(2)
    client.close()
  })

  it('refuses a malformed statement each time, and goes on serving the others', async () => {
    const client = statementKeepingSqliteClient(`file:${tempFile()}`, SETTINGS)
    await expect(client.execute('SELEC 1')).rejects.toThrow()
    await expect(client.execute('SELEC 1')).rejects.toThrow()
    expect((await client.execute('SELECT 41 + 1 AS answer')).rows[0]?.answer).toBe(42)
    client.close()
  })
})
