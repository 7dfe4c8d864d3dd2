/**
 * The one answer of a request this instance cannot serve for now (its database is out of reach): a 503
 * with Retry-After and the French message, in the shape its caller reads: the /v1 envelope, Payload's
 * REST error list, or a page.
 */
export const SERVICE_UNAVAILABLE = 'Service momentanément indisponible, réessayez dans un instant.'
export const RETRY_AFTER_SECONDS = 5

export type UnavailableAnswer = { status: 503; headers: Record<string, string>; body: string }

/**
 * Whether an answer may stand for a database that went away in the instant the request used it (before the
 * next probe noticed): a 500 (a page whose data could not be read) or a 401 (a session token that could not
 * be looked up, which a /v1 client takes for a logout). server.ts then makes a probe and, if it fails,
 * answers the 503 instead.
 */
export const mayHideAnOutage = (status: number): boolean => status === 401 || status === 500

const isUnder = (pathname: string, prefix: string) => pathname === prefix || pathname.startsWith(`${prefix}/`)

export function unavailableAnswer(pathname: string): UnavailableAnswer {
  const headers = { 'Retry-After': String(RETRY_AFTER_SECONDS), 'Cache-Control': 'no-store' }
  if (['/v1', '/adminapi', '/stream'].some((prefix) => isUnder(pathname, prefix))) {
    return { status: 503, headers: { ...headers, 'Content-Type': 'application/json; charset=utf-8' }, body: JSON.stringify({ s: 0, error: SERVICE_UNAVAILABLE }) }
  }
  if (isUnder(pathname, '/api')) {
    return { status: 503, headers: { ...headers, 'Content-Type': 'application/json; charset=utf-8' }, body: JSON.stringify({ errors: [{ message: SERVICE_UNAVAILABLE }] }) }
  }
  return { status: 503, headers: { ...headers, 'Content-Type': 'text/html; charset=utf-8' }, body: PAGE }
}

// NOTE: a page of its own, with no script or style sheet to load: the app's own cannot be rendered now.
const PAGE = `<!doctype html>
<html lang="fr">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta http-equiv="refresh" content="${RETRY_AFTER_SECONDS * 2}">
<title>Service momentanément indisponible · Maisonnée</title>
</head>
<body style="font-family: system-ui, sans-serif; max-width: 36rem; margin: 20vh auto; padding: 0 1.5rem; text-align: center; color: #1f2937">
<main role="alert">
<h1 style="font-size: 1.75rem; font-weight: 600">Maisonnée</h1>
<p style="font-size: 1.125rem">${SERVICE_UNAVAILABLE}</p>
<p style="color: #6b7280">Cette page se rechargera d’elle-même.</p>
</main>
</body>
</html>
`
