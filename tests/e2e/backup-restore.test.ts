import { execFileSync } from 'node:child_process'
import { copyFileSync, mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { startAppServer, type AppServer } from '../support/app-server.ts'
import { readCredentials } from '../../seed/accounts.ts'
import { tinyPdf } from '../int/support/fixtures.ts'

/**
 * The README's backup of a running SQLite deployment (`sqlite3 .backup` of the database, a tar of the
 * uploads folder) restored into a new data folder: the app started on it has the data and the files as
 * they were at the backup, and nothing written after it.
 */

let running: AppServer | undefined
let restored: AppServer | undefined
const folders: string[] = []
afterAll(async () => {
  await restored?.stop()
  await running?.stop()
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

describe.skipIf(process.env.TEST_DB === 'postgres')('backup and restore (SQLite)', () => {
  it('restores a backup taken while the app runs: the data and the files, as they were at the backup', async () => {
    running = await startAppServer()
    const token = await adminToken(running, running.dataDir)
    const { body: project } = await api<{ doc: { id: number } }>(running, token, '/api/projects', {
      json: { title: 'Projet sauvegardé', status: 3, statusChangeReason: 'Projet de test' },
    })
    const form = new FormData()
    const pdf = new Uint8Array(await tinyPdf('Sauvegarde'))
    form.append('file', new Blob([pdf], { type: 'application/pdf' }), 'estimatif-sauvegarde.pdf')
    form.append('_payload', JSON.stringify({ kind: 'estimate', project: project.doc.id }))
    const { body: file } = await api<{ doc: { id: number; filename: string } }>(running, token, '/api/files', { form })

    // The README's commands, while the app runs.
    const backup = mkdtempSync(path.join(tmpdir(), 'maisonnee-backup-'))
    folders.push(backup)
    const databaseFile = running.database.uri.replace(/^file:/, '')
    execFileSync('sqlite3', [databaseFile, `.backup '${path.join(backup, 'maisonnee.db')}'`])
    execFileSync('tar', ['-C', running.dataDir, '-czf', path.join(backup, 'uploads.tar.gz'), 'uploads'])
    // Written after the backup: must not come back.
    const { body: later } = await api<{ doc: { id: number } }>(running, token, '/api/projects', { json: { title: 'Projet écrit après la sauvegarde' } })

    // Restore into a new data folder and start the app there.
    const dataDir = mkdtempSync(path.join(tmpdir(), 'maisonnee-restored-'))
    copyFileSync(path.join(backup, 'maisonnee.db'), path.join(dataDir, 'maisonnee.db'))
    execFileSync('tar', ['-C', dataDir, '-xzf', path.join(backup, 'uploads.tar.gz')])
    restored = await startAppServer({}, { reuse: { dataDir, database: { uri: `file:${path.join(dataDir, 'maisonnee.db')}`, drop: async () => {} } } })
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
