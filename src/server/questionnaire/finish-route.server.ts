import type { Payload } from 'payload'
import type { Project } from '../../../payload-types.ts'
import { UnauthenticatedError } from '../../domain/errors.ts'
import { currentUser } from '../auth/current-user.server.ts'
import { clientIp } from '../../platform/rate-limit/limiter.server.ts'
import { expiredVisitorCookie } from '../projects/visitor-key.server.ts'
import type { DocId } from '../../domain/ids/index.ts'
import type { Requester } from '../projects/project-access.server.ts'
import { toWireProject } from '../v1/serializers/project.ts'
import { toWireUser } from '../v1/serializers/user.ts'
import { toAccount } from '../accounts/to-account.ts'
import { confirmVisitorEmail, finishQuestionnaire, FINISH_MESSAGES } from './finish.server.ts'
import { signInCreatedAccount } from './session-cookie.server.ts'
import { maskPhone } from '../../domain/phone/index.ts'

/**
 * The answers of 'Terminer' and of the email code, shared by /v1 (demande/estimatif, email/confirm) and
 * the site's server functions: the wire body, its status and the cookies to set.
 */
export type FinishAnswer = {
  status: number
  body: Record<string, unknown>
  cookies: string[]
  /**
   * What happened, for the site: finished (moved to 2), a code sent, the project given to an existing
   * account, or the code proved a new address whose password is to be chosen now.
   */
  outcome: 'finished' | 'codeSent' | 'attachedToExistingAccount' | 'passwordNeeded'
  /** For a code sent: by email, or by SMS (a visitor who gave a phone only). */
  channel: 'email' | 'sms' | null
  project: Project
}

/**
 * The requester of a state-changing GET (design/api.md): the Authorization header only, never the
 * session or visitor cookie, so that a link on another site cannot trigger it.
 */
export async function bearerOnlyRequester(payload: Payload, request: Request): Promise<Requester> {
  const authorization = request.headers.get('authorization')
  const user = authorization ? await currentUser(payload, new Request(request.url, { headers: { authorization } })) : null
  if (!user) throw new UnauthenticatedError()
  return { user, visitorKey: null, ip: clientIp(request) }
}

export async function finishAnswer(payload: Payload, input: { requester: Requester; projectId: DocId | number; password?: string; isPasswordDeferred?: boolean }): Promise<FinishAnswer> {
  const { project, codeSentTo, channel } = await finishQuestionnaire(payload, input)
  if (codeSentTo !== null) {
    const message = channel === 'sms' ? FINISH_MESSAGES.codeSentBySms(maskPhone(codeSentTo)) : FINISH_MESSAGES.codeSent
    const body = { project: toWireProject(project), code_sent: 1, ...(channel === 'sms' ? { code_channel: 'sms' } : {}), message }
    return { status: 202, body, cookies: [], outcome: 'codeSent', channel, project }
  }
  const cookies = input.requester.visitorKey ? [expiredVisitorCookie()] : []
  return { status: 200, body: { project: toWireProject(project) }, cookies, outcome: 'finished', channel: null, project }
}

export async function confirmEmailAnswer(
  payload: Payload,
  input: { requester: Requester; projectId: DocId | number; code: unknown; password?: string; isPasswordDeferred?: boolean },
): Promise<FinishAnswer> {
  const { project, createdAccount, isPasswordNeeded, channel } = await confirmVisitorEmail(payload, input)
  if (isPasswordNeeded) {
    // The visitor keeps their project (and its cookie) until the password creates the account.
    const message = channel === 'sms' ? FINISH_MESSAGES.choosePasswordBySms : FINISH_MESSAGES.choosePassword
    return { status: 200, body: { project: toWireProject(project), password_needed: 1, message }, cookies: [], outcome: 'passwordNeeded', channel, project }
  }
  const cookies = [expiredVisitorCookie()]
  if (!createdAccount) {
    const message = channel === 'sms' ? FINISH_MESSAGES.attachedToPhoneAccount : FINISH_MESSAGES.attachedToAccount
    const body = { project: toWireProject(project), account_exists: 1, message }
    return { status: 200, body, cookies, outcome: 'attachedToExistingAccount', channel, project }
  }
  const session = await signInCreatedAccount(payload, createdAccount)
  return {
    status: 201,
    body: { project: toWireProject(project), user: toWireUser(toAccount(createdAccount.user)), access_token: session.token },
    cookies: [...cookies, session.cookie],
    outcome: 'finished',
    channel,
    project,
  }
}
