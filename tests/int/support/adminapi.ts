import { callV1 } from './v1-routes.ts'

export type AdminApiAnswer = { status: number; json: any }

/** A call to /adminapi/v1 through its route's handler: a bearer token (or explicit headers, such as a session cookie and its Origin), a JSON body or form data. */
export async function adminApi(
  method: string,
  path: string,
  { token, body, headers }: { token?: string; body?: Record<string, unknown> | FormData; headers?: Record<string, string> } = {},
): Promise<AdminApiAnswer> {
  const { status, json } = await callV1({ method, path, token, body, headers })
  return { status, json }
}
