import { spawn, type ChildProcess } from 'node:child_process'
import { createWriteStream, readdirSync, readFileSync, type WriteStream } from 'node:fs'

/**
 * Child processes for the load benchmarks: each in its own process group (so that stopping it also
 * stops whatever it forked), its output kept in a log file and in memory (last lines, for errors),
 * and its memory measured as the sum of VmRSS over the whole process tree.
 */
export type Started = {
  name: string
  child: ChildProcess
  pid: number
  startedAt: number
  output: () => string
  stop: () => Promise<void>
}

const running = new Set<Started>()

/** Spawns `command args` (by default the project's Node 24, `process.execPath`) in its own process group. */
export function startProcess(name: string, args: string[], options: { cwd: string; env: NodeJS.ProcessEnv; logFile: string; command?: string }): Started {
  const startedAt = performance.now()
  const child = spawn(options.command ?? process.execPath, args, { cwd: options.cwd, env: options.env, stdio: ['ignore', 'pipe', 'pipe'], detached: true })
  if (child.pid === undefined) throw new Error(`${name}: could not spawn ${options.command ?? 'node'} ${args.join(' ')}`)
  const pid = child.pid
  const log: WriteStream = createWriteStream(options.logFile)
  let tail = ''
  const keep = (chunk: Buffer) => {
    log.write(chunk)
    tail = (tail + chunk.toString()).slice(-8000)
  }
  child.stdout?.on('data', keep)
  child.stderr?.on('data', keep)
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()))

  const started: Started = {
    name,
    child,
    pid,
    startedAt,
    output: () => tail,
    async stop() {
      running.delete(started)
      if (child.exitCode === null && child.signalCode === null) {
        signalGroup(pid, 'SIGTERM')
        const timer = setTimeout(() => signalGroup(pid, 'SIGKILL'), 10_000)
        await exited
        clearTimeout(timer)
      }
      // NOTE: a forked worker may outlive its parent for a moment; the group gets the last word.
      signalGroup(pid, 'SIGKILL')
      await new Promise<void>((resolve) => log.end(resolve))
    },
  }
  running.add(started)
  return started
}

function signalGroup(pid: number, signal: NodeJS.Signals): void {
  try {
    process.kill(-pid, signal)
  } catch {
    // NOTE: the group is already gone.
  }
}

/** Stops every process started here and not stopped yet (cleanup on failure). */
export async function stopAll(): Promise<void> {
  await Promise.all([...running].map((started) => started.stop()))
}

/** Synchronous last resort (process 'exit' handler): kills every group still running. */
export function killAllNow(): void {
  for (const started of running) signalGroup(started.pid, 'SIGKILL')
}

/** GETs `url` until it answers 200; throws if the process exits or the deadline passes. */
export async function waitFor200(url: string, started: Started[], timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs
  while (Date.now() < deadline) {
    for (const p of started) {
      if (p.child.exitCode !== null || p.child.signalCode !== null) {
        throw new Error(`${p.name} exited (${p.child.exitCode ?? p.child.signalCode}):\n${p.output()}`)
      }
    }
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(10_000) })
      await response.arrayBuffer()
      if (response.status === 200) return
    } catch {
      // NOTE: connection refused while the processes boot; try again shortly.
    }
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
  throw new Error(`${url} did not answer 200 within ${timeoutMs} ms:\n${started.map((p) => `--- ${p.name}\n${p.output()}`).join('\n')}`)
}

/** Parent pid of every process on the machine (from /proc/<pid>/stat). */
function parentPids(): Map<number, number> {
  const parents = new Map<number, number>()
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8')
      // NOTE: the command name is in parentheses and may contain spaces: read after the last ')'.
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ')
      parents.set(Number(entry), Number(fields[1]))
    } catch {
      // NOTE: the process ended while we were listing.
    }
  }
  return parents
}

/** The pid and all its descendants. */
export function processTree(rootPid: number, parents: Map<number, number> = parentPids()): number[] {
  const tree = [rootPid]
  for (let index = 0; index < tree.length; index++) {
    for (const [pid, parent] of parents) if (parent === tree[index]) tree.push(pid)
  }
  return tree
}

function vmRssKb(pid: number): number {
  try {
    const match = /^VmRSS:\s+(\d+) kB$/m.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))
    return match ? Number(match[1]) : 0
  } catch {
    return 0
  }
}

/** Resident memory in MB of each started process, its descendants included. */
export function rssByProcessMb(started: Started[]): Record<string, number> {
  const parents = parentPids()
  const result: Record<string, number> = {}
  for (const p of started) {
    const kb = processTree(p.pid, parents).reduce((sum, pid) => sum + vmRssKb(pid), 0)
    result[p.name] = kb / 1024
  }
  return result
}

/** Number of OS processes (descendants included) behind the started ones. */
export function processCount(started: Started[]): number {
  const parents = parentPids()
  return started.reduce((sum, p) => sum + processTree(p.pid, parents).length, 0)
}

/**
 * Samples the total RSS of the started processes every `intervalMs` until stopped; returns the
 * peak total and each process's own peak.
 */
export function sampleRss(started: Started[], intervalMs = 200): { stop: () => { totalMb: number; byProcessMb: Record<string, number> } } {
  let totalMb = 0
  const byProcessMb: Record<string, number> = {}
  const sample = () => {
    const current = rssByProcessMb(started)
    let total = 0
    for (const [name, mb] of Object.entries(current)) {
      total += mb
      byProcessMb[name] = Math.max(byProcessMb[name] ?? 0, mb)
    }
    totalMb = Math.max(totalMb, total)
  }
  sample()
  const timer = setInterval(sample, intervalMs)
  return {
    stop() {
      clearInterval(timer)
      sample()
      return { totalMb, byProcessMb }
    },
  }
}

/** Clock ticks per second of /proc's CPU times (USER_HZ, 100 on Linux). */
const TICKS_PER_SECOND = 100

function cpuTicksOf(pid: number): number {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8')
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ')
    // NOTE: fields[11] and fields[12] are utime and stime (fields 14 and 15 of proc(5)).
    return Number(fields[11]) + Number(fields[12])
  } catch {
    return 0
  }
}

/** CPU seconds used so far by the started processes and their descendants. */
export function cpuSecondsOf(started: Pick<Started, 'pid'>[]): number {
  const parents = parentPids()
  let ticks = 0
  for (const p of started) for (const pid of processTree(p.pid, parents)) ticks += cpuTicksOf(pid)
  return ticks / TICKS_PER_SECOND
}

/** CPU seconds used so far by every process of the machine whose command name (/proc/<pid>/comm) is `command`. */
export function cpuSecondsByCommand(command: string): number {
  let ticks = 0
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue
    try {
      if (readFileSync(`/proc/${entry}/comm`, 'utf8').trim() === command) ticks += cpuTicksOf(Number(entry))
    } catch {
      // NOTE: the process ended while we were listing.
    }
  }
  return ticks / TICKS_PER_SECOND
}

/** CPU seconds the whole machine has spent busy (all cores, from /proc/stat). */
export function machineBusySeconds(): number {
  const line = readFileSync('/proc/stat', 'utf8').split('\n', 1)[0] ?? ''
  const [, user = 0, nice = 0, system = 0, , , irq = 0, softirq = 0, steal = 0] = line.trim().split(/\s+/).map(Number)
  return (user + nice + system + irq + softirq + steal) / TICKS_PER_SECOND
}
