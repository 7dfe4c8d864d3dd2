/**
 * Typed domain errors. Each one carries the HTTP status it maps to (see design/api.md) and a message
 * that is safe to show to the user as it is: the /v1 routes answer `{"s": 0, "error": message}` and the
 * hooks turn them into Payload `ValidationError`s with `field` as the path.
 */

export type DomainErrorOptions = {
  /** The form field the error belongs to, when there is one. */
  field?: string
  cause?: unknown
}

export class DomainError extends Error {
  // NOTE: names are written out rather than read from the class, which a minifier may rename.
  override readonly name: string = 'DomainError'
  readonly status: number
  readonly field: string | undefined

  constructor(message: string, options: DomainErrorOptions & { status: number }) {
    super(message, options.cause === undefined ? undefined : { cause: options.cause })
    this.status = options.status
    this.field = options.field
  }
}

/** 400: the input cannot be read (malformed number, missing field, wrong shape). */
/** The 400 of input that does not fit its schema, when no field says more. */
export const INVALID_INPUT_MESSAGE = 'Les données envoyées sont invalides.'

export class InvalidInputError extends DomainError {
  override readonly name = 'InvalidInputError'

  constructor(message = INVALID_INPUT_MESSAGE, options: DomainErrorOptions = {}) {
    super(message, { ...options, status: 400 })
  }
}

/** 401: no session, or a session that is no longer valid. */
export class UnauthenticatedError extends DomainError {
  override readonly name = 'UnauthenticatedError'

  constructor(message = 'Veuillez vous connecter pour continuer.', options: DomainErrorOptions = {}) {
    super(message, { ...options, status: 401 })
  }
}

/** The spec's error code (section 8) for a session token that was sent but is bad or expired: its client logs out. */
export const WRONG_TOKEN = 'wrongtoken'

/**
 * 401 for a request that sent a token (Authorization) that is no longer a session, where a session is
 * needed: the French message, with `code: 'wrongtoken'` beside it on the wire (errorResponse).
 */
export class WrongTokenError extends DomainError {
  override readonly name = 'WrongTokenError'

  constructor(message = 'Votre session a expiré ou n’est plus valide. Veuillez vous reconnecter.', options: DomainErrorOptions = {}) {
    super(message, { ...options, status: 401 })
  }
}

/**
 * 403: the record belongs to someone else.
 * NOTE: the default message is the English word 'unauthorized' on purpose: the spec's client (section 8)
 * matches that exact string to redirect to the wrong-link page.
 */
export class ForbiddenError extends DomainError {
  override readonly name = 'ForbiddenError'

  constructor(message = 'unauthorized', options: DomainErrorOptions = {}) {
    super(message, { ...options, status: 403 })
  }
}

/** 404: the record does not exist. */
export class NotFoundError extends DomainError {
  override readonly name = 'NotFoundError'

  constructor(message = 'L’élément demandé est introuvable.', options: DomainErrorOptions = {}) {
    super(message, { ...options, status: 404 })
  }
}

/** 409: the change collides with existing data (an email already registered, a stale update). */
export class ConflictError extends DomainError {
  override readonly name = 'ConflictError'

  constructor(message = 'Cette opération entre en conflit avec des données existantes.', options: DomainErrorOptions = {}) {
    super(message, { ...options, status: 409 })
  }
}

/** 413: an upload or a body over the size limit. */
export class PayloadTooLargeError extends DomainError {
  override readonly name = 'PayloadTooLargeError'

  constructor(message = 'Le fichier est trop volumineux.', options: DomainErrorOptions = {}) {
    super(message, { ...options, status: 413 })
  }
}

/** 415: a file type that is not accepted here. */
export class UnsupportedMediaTypeError extends DomainError {
  override readonly name = 'UnsupportedMediaTypeError'

  constructor(message = 'Ce type de fichier n’est pas accepté.', options: DomainErrorOptions = {}) {
    super(message, { ...options, status: 415 })
  }
}

/** 422: the input is well formed but a business rule forbids it (an illegal status change, for one). */
export class RuleViolationError extends DomainError {
  override readonly name = 'RuleViolationError'

  constructor(message = 'Cette action n’est pas possible pour le moment.', options: DomainErrorOptions = {}) {
    super(message, { ...options, status: 422 })
  }
}

/** 429: too many attempts in a short time. */
export class TooManyRequestsError extends DomainError {
  override readonly name = 'TooManyRequestsError'

  constructor(message = 'Trop de tentatives. Veuillez réessayer dans quelques instants.', options: DomainErrorOptions = {}) {
    super(message, { ...options, status: 429 })
  }
}
