import type { Endpoint, Payload } from 'payload'
import type { User } from '../../../payload-types.ts'
import { ConflictError, DomainError, ForbiddenError, NotFoundError, UnauthenticatedError } from '../../../src/domain/errors.ts'
import { EMAIL_QUEUE_COPY } from '../../../src/domain/email-queue/copy.ts'
import { SEND_EMAIL_TASK, requeueEmail, type QueuedEmail } from '../../../src/platform/mail/email-queue.ts'
import { isWellFormedDocId } from '../../../src/platform/payload-id.server.ts'
import { inTransaction } from '../../../src/platform/transactions.server.ts'
import { userHasRole } from '../../access/roles-of.ts'

const COPY = EMAIL_QUEUE_COPY.resend

/**
 * POST /api/payload-jobs/:id/resend: sends again an email that failed every try (resendFailedEmail
 * below). Admins only; the back office's button on the failed email calls it.
 */
export const resendEmailEndpoint: Endpoint = {
  path: '/:id/resend',
  method: 'post',
  handler: async (req) => {
    try {
      await resendFailedEmail(req.payload, { user: req.user as User | null, jobId: String(req.routeParams?.id ?? '') })
      return Response.json({ message: COPY.done })
    } catch (error) {
      if (error instanceof DomainError) return Response.json({ message: error.message }, { status: error.status })
      throw error
    }
  },
}

/**
 * Queues a failed email again, with all its tries ahead, and removes the failed job (in one transaction
 * where the database has them): the list then shows the new one, sent or failing anew. Admins only.
 */
export async function resendFailedEmail(payload: Payload, { jobId, user }: { jobId: string; user: User | null }): Promise<void> {
  if (!user) throw new UnauthenticatedError()
  if (!userHasRole(user, 'admin')) throw new ForbiddenError(COPY.adminOnly)
  if (!isWellFormedDocId(payload, jobId)) throw new NotFoundError(COPY.unknownEmail)
  const job = await payload.findByID({ collection: 'payload-jobs', id: jobId, depth: 0, overrideAccess: true, disableErrors: true })
  if (!job || job.taskSlug !== SEND_EMAIL_TASK) throw new NotFoundError(COPY.unknownEmail)
  if (!job.hasError) throw new ConflictError(COPY.notFailed)
  await inTransaction(payload, async ({ req }) => {
    await payload.delete({ collection: 'payload-jobs', id: job.id, depth: 0, overrideAccess: true, req: req() })
    await requeueEmail(payload, job.input as unknown as QueuedEmail, { req: req() })
  })
  payload.logger.info({ jobId: job.id, by: user.id }, 'E-mail en échec renvoyé par un administrateur')
}
