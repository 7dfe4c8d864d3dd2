import { spawn } from 'node:child_process'
import { createRequire } from 'node:module'
import { createServer } from 'node:net'
import path from 'node:path'

/**
 * A MongoDB-wire-compatible server for the tests: jongodb, a native binary shipped on npm
 * (@jongodb/memory-server-bin-linux-x64-gnu, a dev dependency), in memory, started on a free port of
 * 127.0.0.1. It keeps nothing on disk: a stopped server forgets everything.
 */
export type MongoServer = { uri: string; stop: () => Promise<void> }

const require = createRequire(import.meta.url)

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer()
    server.once('error', reject)
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number }
      server.close(() => resolve(port))
    })
  })
}

export async function startMongoServer(): Promise<MongoServer> {
  const binary = path.join(path.dirname(require.resolve('@jongodb/memory-server-bin-linux-x64-gnu/package.json')), 'bin/jongodb')
  const port = await freePort()
  const child = spawn(binary, ['--host=127.0.0.1', `--port=${port}`], { stdio: ['ignore', 'pipe', 'pipe'] })
  let output = ''
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`jongodb did not start within 30 s:\n${output}`)), 30_000)
    const onData = (chunk: Buffer) => {
      output += chunk.toString()
      if (output.includes('JONGODB_URI=')) {
        clearTimeout(timer)
        resolve()
      }
    }
    child.stdout.on('data', onData)
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()))
    child.once('exit', (code) => {
      clearTimeout(timer)
      reject(new Error(`jongodb exited (${code}) before it was ready:\n${output}`))
    })
  })
  child.removeAllListeners('exit')
  return {
    uri: `mongodb://127.0.0.1:${port}`,
    stop: () =>
      new Promise((resolve) => {
        if (child.exitCode !== null) return resolve()
        child.once('exit', () => resolve())
        child.kill('SIGTERM')
      }),
  }
}
