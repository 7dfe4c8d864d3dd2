import * as z from 'zod/mini'
import { looksLikePhone, toE164Phone } from '../phone/phone.ts'

const EMAIL_EMPTY_MESSAGE = 'Veuillez saisir une adresse email.'
const EMAIL_INVALID_MESSAGE = 'Veuillez saisir une adresse email valide.'
const PHONE_INVALID_MESSAGE = 'Veuillez saisir un numéro de téléphone valide.'
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

/**
 * The login form's « E-mail ou téléphone »: an email (as loginEmailSchema) or, when only digits and
 * separators are typed, a phone, given back in E.164 (the username of an account made from a phone).
 */
export const loginIdentifierSchema = z.pipe(
  z.string({ error: EMAIL_EMPTY_MESSAGE }).check(z.trim(), z.minLength(1, { error: EMAIL_EMPTY_MESSAGE, abort: true })),
  z.transform((typed: string, context) => {
    if (looksLikePhone(typed)) {
      const phone = toE164Phone(typed)
      if (phone === null) context.issues.push({ code: 'custom', message: PHONE_INVALID_MESSAGE, input: typed })
      return phone ?? typed
    }
    const email = loginEmailSchema.safeParse(typed)
    if (!email.success) context.issues.push(...email.error.issues.map((issue) => ({ code: 'custom' as const, message: issue.message, input: typed })))
    return email.success ? email.data : typed
  }),
)

/** Whether a parsed login is a phone (E.164) rather than an email. */
export const isPhoneLogin = (login: string): boolean => login.startsWith('+')

/** The login form, shared by the browser form and the login call. `email` holds an email or an E.164 phone. */
export const loginSchema = z.object({
  email: loginIdentifierSchema,
  password: loginPasswordSchema,
})

export type LoginInput = z.infer<typeof loginSchema>
