import { performance } from 'node:perf_hooks'

/**
 * Whether this instance can reach its database now, from a light query made every second (and at most
 * one at a time, given up after a time limit): the server answers every request with the French 503
 * while it cannot, and /health/ready says so to the balancer. The state changes are logged once each.
 */

/**
 * Above this share of the probe's time spent running JavaScript, a probe past its time limit says nothing of
 * the database: the process itself was too busy to read the answer (an admin page rendered, a PDF drawn on a
 * loaded machine). Waiting on a database that does not answer leaves the event loop idle.
 */
const BUSY_LOOP_UTILIZATION = 0.9

export type AvailabilityLogger = { warn: (message: string) => void; info: (message: string) => void }

export type DatabaseAvailability = {
  /** False from the first failed probe until the next one that succeeds. */
  isAvailable: () => boolean
  /** Runs one probe now (what /health/ready does) and answers whether it succeeded. */
  check: () => Promise<boolean>
  stop: () => void
}

export function watchDatabaseAvailability({
  probe,
  logger,
  intervalMs = 1000,
  timeoutMs = 2000,
}: {
  probe: () => Promise<unknown>
  logger: AvailabilityLogger
  intervalMs?: number
  timeoutMs?: number
}): DatabaseAvailability {
  let isAvailable = true
  let running: Promise<boolean> | null = null

  const probeOnce = async (): Promise<boolean> => {
    let timer: ReturnType<typeof setTimeout> | undefined
    const started = performance.eventLoopUtilization()
    const timeout = new Promise<'busy'>((resolve, reject) => {
      timer = setTimeout(() => {
        if (performance.eventLoopUtilization(started).utilization >= BUSY_LOOP_UTILIZATION) resolve('busy')
        else reject(new Error(`pas de réponse en ${timeoutMs} ms`))
      }, timeoutMs)
    })
    try {
      // NOTE: a probe cut short by this process's own load leaves the state as it was; the next one decides.
      if ((await Promise.race([probe(), timeout])) === 'busy') return isAvailable
      if (!isAvailable) logger.info('Base de données de nouveau joignable : les requêtes sont servies')
      isAvailable = true
    } catch (error) {
      if (isAvailable) logger.warn(`Base de données injoignable (${error instanceof Error ? error.message : String(error)}) : réponse 503 jusqu’à son retour`)
      isAvailable = false
    } finally {
      clearTimeout(timer)
    }
    return isAvailable
  }

  const check = () => {
    running ??= probeOnce().finally(() => {
      running = null
    })
    return running
  }

  const interval = setInterval(() => void check(), intervalMs)
  interval.unref()
  return { isAvailable: () => isAvailable, check, stop: () => clearInterval(interval) }
}
