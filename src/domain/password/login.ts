import * as z from 'zod/mini'

const EMAIL_EMPTY_MESSAGE = 'Veuillez saisir une adresse email.'
const EMAIL_INVALID_MESSAGE = 'Veuillez saisir une adresse email valide.'
const PASSWORD_EMPTY_MESSAGE = 'Veuillez saisir votre mot de passe.'
const PASSWORD_INVALID_MESSAGE = 'Veuillez entrer un mot de passe valid.'

/** The login password is not checked against the policy (older accounts may predate it), only its length. */
const LOGIN_PASSWORD_MIN_LENGTH = 3

/** The login form's email: trimmed and lowercased, as the CMS stores it. */
export const loginEmailSchema = z.pipe(
  z.string({ error: EMAIL_EMPTY_MESSAGE }).check(z.trim(), z.toLowerCase(), z.minLength(1, { error: EMAIL_EMPTY_MESSAGE, abort: true })),
  z.email({ error: EMAIL_INVALID_MESSAGE }),
)

/** The login form's password (spec section 5, 'Login'). Never trimmed. */
export const loginPasswordSchema = z.string({ error: PASSWORD_EMPTY_MESSAGE }).check(
  z.minLength(1, { error: PASSWORD_EMPTY_MESSAGE, abort: true }),
  z.minLength(LOGIN_PASSWORD_MIN_LENGTH, { error: PASSWORD_INVALID_MESSAGE }),
)

/** The login form, shared by the browser form and the login call. */
export const loginSchema = z.object({
  email: loginEmailSchema,
  password: loginPasswordSchema,
})

export type LoginInput = z.infer<typeof loginSchema>
