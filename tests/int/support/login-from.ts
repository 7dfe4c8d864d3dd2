import { randomBytes } from 'node:crypto'

type Handler = (input: { request: Request; params: Record<string, string> }) => Promise<Response>

/**
 * POST /v1/user/login through its route, for an unknown address, from a socket address (srvx's
 * `request.ip`: here a balancer's) with an X-Forwarded-For header: the answer's status.
 */
export async function loginStatusFrom({ socketAddress, forwardedFor }: { socketAddress: string; forwardedFor: string }): Promise<number> {
  const { Route } = await import('../../../src/routes/v1/user/login.ts')
  const handler = (Route.options.server?.handlers as Record<string, Handler> | undefined)?.POST
  if (!handler) throw new Error('no POST handler')
  const body = JSON.stringify({ user_email: `inconnu-${randomBytes(5).toString('hex')}@exemple.fr`, user_password: 'Mauvais2026!abc' })
  const request = Object.assign(new Request('http://maisonnee.test/v1/user/login', { method: 'POST', headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': forwardedFor }, body }), { ip: socketAddress })
  return (await handler({ request, params: {} })).status
}
