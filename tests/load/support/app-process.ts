import { randomBytes } from 'node:crypto'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { freePort } from '../../support/app-server.ts'
import { startProcess, waitFor200, type Started } from './processes.ts'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..')
const secret = randomBytes(32).toString('hex')

/**
 * The production environment of server.ts on a data folder of its own, on loopback: its database a SQLite
 * file inside that folder, or `databaseUri` (postgres://…, mongodb://…) when given.
 */
export function appEnv(dataDir: string, port: number, databaseUri?: string): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    APP_ENV: 'test',
    NODE_ENV: 'production',
    NEXT_TELEMETRY_DISABLED: '1',
    DATA_DIR: dataDir,
    DATABASE_URI: databaseUri ?? `file:${path.join(dataDir, 'maisonnee.db')}`,
    PAYLOAD_SECRET: secret,
    PORT: String(port),
    PUBLIC_URL: `http://127.0.0.1:${port}`,
  }
  for (const name of ['SMTP_URL', 'REDIS_URL', 'TEST_DB']) delete env[name]
  return env
}

/**
 * Starts server.ts (exactly as `npm start`) on `dataDir` and a free port until GET /home answers 200;
 * the first start on an empty folder seeds the demo content and writes demo-accounts.txt there.
 */
export async function startApp(dataDir: string, { name, logDir, databaseUri }: { name: string; logDir: string; databaseUri?: string }): Promise<{ app: Started; baseUrl: string }> {
  const port = await freePort()
  const baseUrl = `http://127.0.0.1:${port}`
  const app = startProcess(name, ['server.ts'], { cwd: root, env: appEnv(dataDir, port, databaseUri), logFile: path.join(logDir, `${name.replace(/\W+/g, '-')}.log`) })
  await waitFor200(`${baseUrl}/home`, [app], 240_000)
  return { app, baseUrl }
}
