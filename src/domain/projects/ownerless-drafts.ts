/** How long a project started by a visitor who never finished (no owner) is kept after its last change. */
export const OWNERLESS_DRAFT_RETENTION_DAYS = 30

const DAY_MS = 24 * 60 * 60 * 1000

/** The moment before which an ownerless draft's last change makes it due for removal. */
export function ownerlessDraftCutoff(now: Date): Date {
  return new Date(now.getTime() - OWNERLESS_DRAFT_RETENTION_DAYS * DAY_MS)
}
