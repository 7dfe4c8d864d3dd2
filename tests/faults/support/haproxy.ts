import { spawnSync } from 'node:child_process'
import net from 'node:net'
import path from 'node:path'
import { startProcess, type Started } from '../../load/support/processes.ts'

/**
 * HAProxy started on a configuration (the deployment's own, deploy/haproxy/haproxy.cfg), its ports and paths
 * given through the environment variables the file reads, and asked through its runtime API (a unix
 * socket) which instances it sends traffic to.
 */

/** `haproxy -v`'s first line, or null when HAProxy is not installed. */
export function haproxyVersion(): string | null {
  const result = spawnSync('haproxy', ['-v'], { encoding: 'utf8' })
  if (result.error || result.status !== 0) return null
  return result.stdout.split('\n', 1)[0] ?? null
}

export type Haproxy = {
  baseUrl: string
  process: Started
  /** Each server's state in the `app` backend ('UP', 'DOWN', 'UP 1/2', 'MAINT'…), by name (app1, app2). */
  serverStates: () => Promise<Map<string, string>>
  /** Sends one command to the runtime API (e.g. `set server app/app1 state drain`) and returns its answer. */
  command: (text: string) => Promise<string>
  /** Resolves once HAProxy sends traffic to every server named. */
  waitUntilUp: (names: string[], timeoutMs?: number) => Promise<void>
}

export async function startHaproxy({ root, config, port, servers, workDir }: { root: string; config: string; port: number; servers: [string, string]; workDir: string }): Promise<Haproxy> {
  const socket = path.join(workDir, 'haproxy.sock')
  const started = startProcess('haproxy', ['-db', '-f', config], {
    command: 'haproxy',
    cwd: root,
    env: {
      ...process.env,
      MAISONNEE_BIND: `127.0.0.1:${port}`,
      MAISONNEE_APP1: servers[0],
      MAISONNEE_APP2: servers[1],
      MAISONNEE_DEPLOY_DIR: path.join(root, 'deploy'),
      MAISONNEE_HAPROXY_SOCKET: socket,
      MAISONNEE_HAPROXY_LOG: 'stdout',
    },
    logFile: path.join(workDir, 'haproxy.log'),
  })
  const serverStates = () => readServerStates(socket)
  await waitForSocket(socket, started)
  return {
    baseUrl: `http://127.0.0.1:${port}`,
    process: started,
    serverStates,
    async command(text) {
      const answer = await runtimeCommand(socket, text)
      if (answer.trim() !== '') throw new Error(`HAProxy refused "${text}": ${answer.trim()}`)
      return answer
    },
    async waitUntilUp(names, timeoutMs = 60_000) {
      const deadline = Date.now() + timeoutMs
      let states = new Map<string, string>()
      while (Date.now() < deadline) {
        states = await serverStates()
        if (names.every((name) => states.get(name) === 'UP')) return
        await new Promise((resolve) => setTimeout(resolve, 200))
      }
      throw new Error(`HAProxy did not mark ${names.join(', ')} UP within ${timeoutMs} ms: ${JSON.stringify([...states])}`)
    },
  }
}

async function waitForSocket(socket: string, haproxy: Started): Promise<void> {
  const deadline = Date.now() + 10_000
  while (Date.now() < deadline) {
    if (haproxy.child.exitCode !== null) throw new Error(`HAProxy exited (${haproxy.child.exitCode}):\n${haproxy.output()}`)
    try {
      await readServerStates(socket)
      return
    } catch {
      // NOTE: the socket is not there yet while HAProxy reads its configuration.
      await new Promise((resolve) => setTimeout(resolve, 100))
    }
  }
  throw new Error(`HAProxy's runtime socket ${socket} did not answer:\n${haproxy.output()}`)
}

/** One command on HAProxy's runtime API (its unix socket): the whole answer. */
function runtimeCommand(socket: string, command: string): Promise<string> {
  return new Promise((resolve, reject) => {
    let text = ''
    const connection = net.connect(socket, () => connection.end(`${command}\n`))
    connection.setEncoding('utf8')
    connection.on('data', (chunk: string) => (text += chunk))
    connection.on('error', reject)
    connection.on('end', () => resolve(text))
  })
}

/** `show stat`: a CSV whose columns are named on its first line (# pxname,svname,…,status,…). */
async function readServerStates(socket: string): Promise<Map<string, string>> {
  const [header = '', ...rows] = (await runtimeCommand(socket, 'show stat')).trim().split('\n')
  const columns = header.replace(/^# /, '').split(',')
  const [proxy, server, status] = ['pxname', 'svname', 'status'].map((name) => columns.indexOf(name))
  const states = new Map<string, string>()
  for (const row of rows) {
    const fields = row.split(',')
    const name = fields[server as number] ?? ''
    if (fields[proxy as number] === 'app' && name !== 'BACKEND') states.set(name, fields[status as number] ?? '')
  }
  return states
}
