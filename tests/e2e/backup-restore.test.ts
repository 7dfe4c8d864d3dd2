import { execFileSync } from 'node:child_process'
import { copyFileSync, mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { startAppServer, type AppServer } from '../support/app-server.ts'
import { placeProjectAt } from '../support/place-project.ts'
import { createTestDatabase, type TestDatabase } from '../support/test-database.ts'
import { readCredentials } from '../../seed/accounts.ts'
import { tinyPdf } from '../int/support/fixtures.ts'

/**
 * The README's backup of a running deployment (`sqlite3 .backup`, or `pg_dump` of a PostgreSQL database,
 * and a tar of the uploads folder) restored into a new data folder and database (`pg_restore` into an
 * empty one): the app started on it has the data and the files as they were at the backup, and nothing
 * written after it.
 */

const folders: string[] = []
afterAll(() => {
  for (const folder of folders) rmSync(folder, { recursive: true, force: true })
})

async function adminToken(app: AppServer, credentialsDir: string): Promise<string> {
  const admin = readCredentials(credentialsDir)?.find((account) => account.role === 'admin')
  if (!admin) throw new Error('no seeded admin')
  const login = await fetch(`${app.baseUrl}/api/users/login`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ email: admin.email, password: admin.password }) })
  return ((await login.json()) as { token: string }).token
}

async function api<T = any>(app: AppServer, token: string, pathname: string, init: { method?: string; json?: unknown; form?: FormData } = {}): Promise<{ status: number; body: T }> {
  const response = await fetch(`${app.baseUrl}${pathname}`, {
    method: init.method ?? (init.json || init.form ? 'POST' : 'GET'),
    headers: { Authorization: `JWT ${token}`, ...(init.json ? { 'Content-Type': 'application/json' } : {}) },
    body: init.form ?? (init.json ? JSON.stringify(init.json) : undefined),
  })
  return { status: response.status, body: (await response.json()) as T }
}

/** How one database kind is backed up while the app runs, and restored into a new, empty database. */
type DatabaseBackup = {
  kind: 'sqlite' | 'postgres'
  backup: (running: AppServer, backupDir: string) => void
  restore: (backupDir: string, dataDir: string) => Promise<TestDatabase>
}

/** The README's commands for each database kind. */
const BACKUPS: DatabaseBackup[] = [
  {
    kind: 'sqlite',
    backup: (running, backupDir) => execFileSync('sqlite3', [running.database.uri.replace(/^file:/, ''), `.backup '${path.join(backupDir, 'maisonnee.db')}'`]),
    async restore(backupDir, dataDir) {
      copyFileSync(path.join(backupDir, 'maisonnee.db'), path.join(dataDir, 'maisonnee.db'))
      return { uri: `file:${path.join(dataDir, 'maisonnee.db')}`, drop: async () => {} }
    },
  },
  {
    kind: 'postgres',
    backup: (running, backupDir) => execFileSync('pg_dump', ['--format=custom', `--file=${path.join(backupDir, 'maisonnee.dump')}`, running.database.uri]),
    async restore(backupDir, dataDir) {
      const database = await createTestDatabase(dataDir, 'postgres')
      execFileSync('pg_restore', ['--no-owner', `--dbname=${database.uri}`, path.join(backupDir, 'maisonnee.dump')])
      return database
    },
  },
]

// NOTE: each kind once, in the SQLite run of the suite (the PostgreSQL server is there in both runs).
describe.skipIf(process.env.TEST_DB === 'postgres').each(BACKUPS)('backup and restore ($kind)', ({ kind, backup: backupDatabase, restore: restoreDatabase }) => {
  let running: AppServer | undefined
  let restored: AppServer | undefined
  afterAll(async () => {
    await restored?.stop()
    await running?.stop()
  })

  it('restores a backup taken while the app runs: the data and the files, as they were at the backup', async () => {
    running = await startAppServer({}, { database: kind })
    const token = await adminToken(running, running.dataDir)
    const { body: project } = await api<{ doc: { id: number } }>(running, token, '/api/projects', {
      json: { title: 'Projet sauvegardé' },
    })
    await placeProjectAt(running.shared.databaseUri, { projectId: project.doc.id, status: 3 })
    const form = new FormData()
    const pdf = new Uint8Array(await tinyPdf('Sauvegarde'))
    form.append('file', new Blob([pdf], { type: 'application/pdf' }), 'estimatif-sauvegarde.pdf')
    form.append('_payload', JSON.stringify({ kind: 'estimate', project: project.doc.id }))
    const { body: file } = await api<{ doc: { id: number; filename: string } }>(running, token, '/api/files', { form })

    // The README's commands, while the app runs.
    const backup = mkdtempSync(path.join(tmpdir(), 'maisonnee-backup-'))
    folders.push(backup)
    backupDatabase(running, backup)
    execFileSync('tar', ['-C', running.dataDir, '-czf', path.join(backup, 'uploads.tar.gz'), 'uploads'])
    // Written after the backup: must not come back.
    const { body: later } = await api<{ doc: { id: number } }>(running, token, '/api/projects', { json: { title: 'Projet écrit après la sauvegarde' } })

    // Restore into a new data folder and database, and start the app there.
    const dataDir = mkdtempSync(path.join(tmpdir(), 'maisonnee-restored-'))
    const database = await restoreDatabase(backup, dataDir)
    execFileSync('tar', ['-C', dataDir, '-xzf', path.join(backup, 'uploads.tar.gz')])
    restored = await startAppServer({}, { reuse: { dataDir, database } })
    // The demo accounts' passwords live in the old data folder's credentials file (not part of a backup).
    const restoredToken = await adminToken(restored, running.dataDir)

    const found = await api<{ title: string; status: number }>(restored, restoredToken, `/api/projects/${project.doc.id}?depth=0`)
    expect(found).toMatchObject({ status: 200, body: { title: 'Projet sauvegardé', status: 3 } })
    expect((await api(restored, restoredToken, `/api/projects/${later.doc.id}?depth=0`)).status).toBe(404)
    const download = await fetch(`${restored.baseUrl}/uploads/folders/file/${encodeURIComponent(file.doc.filename)}`, { headers: { Authorization: `JWT ${restoredToken}` } })
    expect(download.status).toBe(200)
    expect(new Uint8Array(await download.arrayBuffer())).toEqual(pdf)
  }, 600_000)
})
