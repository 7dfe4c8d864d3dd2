import type { TaskConfig } from 'payload'
import { removeOwnerlessDrafts } from './remove-ownerless-drafts.server.ts'

/** The queue of the product's nightly housekeeping (payload.config.ts runs it). */
export const NIGHTLY_QUEUE = 'nightly'

/** Every night at 3:00, the ownerless drafts past their retention are erased. */
export const removeOwnerlessDraftsTask: TaskConfig<{ input: object; output: { removed: number } }> = {
  slug: 'removeOwnerlessDrafts',
  label: 'Effacer les brouillons de visiteurs de plus de 30 jours',
  schedule: [{ cron: '0 3 * * *', queue: NIGHTLY_QUEUE }],
  outputSchema: [{ name: 'removed', type: 'number', required: true }],
  handler: async ({ req }) => ({ output: { removed: await removeOwnerlessDrafts(req.payload) } }),
}
