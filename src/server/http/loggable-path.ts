/**
 * The path of a request as a log line may hold it: the secret a link carries in its path (a signing link's
 * token, a password-reset token, an email-verification token) is replaced by `[masqué]`. Query strings are
 * never logged at all. The routes are the product's own and Payload's admin and REST ones.
 */
const SECRET_AFTER = [
  /^(\/v1\/user\/(?:reset|recup)\/pass\/)[^/]+/,
  /^(\/v1\/contract\/(?:sign\/|code\/)?)[^/]+/,
  /^(\/signature\/)[^/]+/,
  /^(\/admin\/reset\/)[^/]+/,
  /^(\/admin\/[^/]+\/verify\/)[^/]+/,
  /^(\/api\/[^/]+\/verify\/)[^/]+/,
]

/** A segment that looks like a token wherever it sits: 32 or more letters, digits, '-' or '_', with a digit. */
const TOKEN_LIKE = /(?<=\/)(?=[\w-]*\d)[\w-]{32,}(?=\/|$)/g

export function loggablePath(pathname: string): string {
  const masked = SECRET_AFTER.reduce((path, pattern) => path.replace(pattern, '$1[masqué]'), pathname)
  return masked.replace(TOKEN_LIKE, '[masqué]')
}
