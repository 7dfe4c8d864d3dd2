import { DomainError, type DomainErrorOptions } from '../errors.ts'

/** Spec section 5: the failed-login dialog, its title and its message. */
export const LOGIN_FAILED = { title: 'Oups', message: 'Mot de passe ou adresse email incorrect.' } as const

export const ACCOUNT_NOT_ACTIVE_MESSAGE =
  'Votre compte n’est pas encore activé. Ouvrez le lien reçu par email pour l’activer (pensez à vos courriers indésirables), ou demandez un nouveau lien avec « Mot de passe oublié ».'

export const ACCOUNT_LOCKED_MESSAGE =
  'Trop de tentatives de connexion : ce compte est momentanément bloqué (15 minutes au plus). Réessayez plus tard ou réinitialisez votre mot de passe avec « Mot de passe oublié ».'

/** A link of an older email, its token in the query string (the links now carry it in the fragment, which no server sees). */
export const LINK_IN_QUERY_MESSAGE =
  'Ce lien n’est plus accepté sous cette forme : ouvrez le lien du dernier email reçu, ou demandez-en un nouveau avec « Mot de passe oublié ».'

export const LINK_INVALID_MESSAGE = 'Ce lien n’est plus valable : il a expiré ou a déjà servi. Demandez-en un nouveau avec « Mot de passe oublié ».'

/** 401: wrong email or password (one message for both, so that it reveals nothing). */
export class LoginFailedError extends DomainError {
  override readonly name = 'LoginFailedError'
  readonly title = LOGIN_FAILED.title

  constructor(options: DomainErrorOptions = {}) {
    super(LOGIN_FAILED.message, { ...options, status: 401 })
  }
}

/** 429: too many failed logins for this address (Payload's lockout, or our own count for any address). */
export class AccountLockedError extends DomainError {
  override readonly name = 'AccountLockedError'

  constructor(options: DomainErrorOptions = {}) {
    super(ACCOUNT_LOCKED_MESSAGE, { ...options, status: 429 })
  }
}

/** 400: an activation or reset link that expired or was used. */
export class InvalidLinkError extends DomainError {
  override readonly name = 'InvalidLinkError'

  constructor(options: DomainErrorOptions = {}) {
    super(LINK_INVALID_MESSAGE, { ...options, status: 400 })
  }
}
