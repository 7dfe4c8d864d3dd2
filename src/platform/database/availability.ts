/**
 * Whether this instance can reach its database now, from a light query made every second (and at most
 * one at a time, given up after a time limit): the server answers every request with the French 503
 * while it cannot, and /health/ready says so to the balancer. The state changes are logged once each.
 */

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
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error(`pas de réponse en ${timeoutMs} ms`)), timeoutMs)
    })
    try {
      await Promise.race([probe(), timeout])
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
