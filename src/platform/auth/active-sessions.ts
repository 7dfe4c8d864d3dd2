import type { AuthStrategy, AuthStrategyFunction, Payload } from 'payload'

/** The name Payload gives its session-token strategy (the one every door runs: /api, /admin, /v1, server functions, /stream). */
export const SESSION_STRATEGY = 'local-jwt'

/** Whether a signed-in user's account is active (the spec's user_visa 1); an account without the flag is not. */
export const isActiveAccount = (user: unknown): boolean => (user as { isActive?: unknown } | null)?.isActive === true

/** Payload's session-token check, then the account's: a deactivated account's token finds no user. */
function activeOnly(authenticate: AuthStrategyFunction): AuthStrategyFunction {
  return async (args) => {
    const result = await authenticate(args)
    return result.user && !isActiveAccount(result.user) ? { ...result, user: null } : result
  }
}

/**
 * One session check for every door (issue 37): Payload's session-token strategy answers no user for an
 * account that is not active, so its existing tokens are refused at their next request on /api, /admin,
 * /v1, the site's server functions and /stream alike (they all run Payload's strategies). NOTE: Payload
 * pushes this strategy itself, after the collections' own ones (which cannot veto it), hence the swap at
 * init rather than a strategy declared on Users.
 */
export function refuseInactiveSessions(payload: Payload): void {
  payload.authStrategies = payload.authStrategies.map(
    (strategy): AuthStrategy => (strategy.name === SESSION_STRATEGY ? { ...strategy, authenticate: activeOnly(strategy.authenticate) } : strategy),
  )
}
