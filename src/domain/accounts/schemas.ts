import { z } from 'zod'
import { loginEmailSchema } from '../password/login.ts'
import { PASSWORD_EMPTY_MESSAGE, passwordSchema } from '../password/password-policy.ts'
import { companyFields, companyNameWithSiret } from '../company/company.ts'

/** French messages of the account forms that the spec does not word itself. */
export const ACCOUNT_MESSAGES = {
  firstNameRequired: 'Veuillez insérer votre prénom.',
  lastNameRequired: 'Veuillez insérer votre nom.',
  phoneInvalid: 'Veuillez saisir un numéro de téléphone valide.',
  confirmationMismatch: 'Les deux mots de passe ne correspondent pas.',
  currentPasswordRequired: 'Veuillez saisir votre mot de passe actuel.',
  termsRequired: 'Veuillez accepter les conditions générales d’utilisation.',
  messageRequired: 'Veuillez écrire votre message.',
  messageTooLong: 'Votre message ne doit pas dépasser 5000 caractères.',
  subjectRequired: 'Veuillez indiquer l’objet de votre message.',
  tooLong: 'Ce champ est trop long.',
} as const

const name = (message: string) => z.string({ error: message }).trim().min(1, { error: message }).max(100, { error: ACCOUNT_MESSAGES.tooLong })

/** A French phone number as typed: spaces, dots and dashes stripped (spec: whitespace stripped). */
export const phoneSchema = z
  .string()
  .transform((value) => value.replace(/[\s.-]/g, ''))
  .pipe(z.union([z.literal(''), z.string().regex(/^\+?\d{6,15}$/, { error: ACCOUNT_MESSAGES.phoneInvalid })]))

/** Sign-up: who you are; the password is chosen from the activation link (spec: /account/confirm). */
export const registerSchema = z
  .object({
    email: loginEmailSchema,
    firstName: name(ACCOUNT_MESSAGES.firstNameRequired),
    lastName: name(ACCOUNT_MESSAGES.lastNameRequired),
    phone: phoneSchema.optional().default(''),
    acceptTerms: z.literal(true, { error: ACCOUNT_MESSAGES.termsRequired }),
    /**
     * A password typed with the sign-up (the spec's client sends user_password): held to the policy, so
     * that the form answers as the spec says, but never set on the account. NOTE: whoever follows the
     * activation link proves the address, not that they typed this password; setting it at sign-up would
     * let someone who registers another person's address sign in to that account once its owner activates
     * it (trust-boundary.md: proof of control first). The link's owner chooses the password.
     */
    password: z.optional(passwordSchema),
    /** The spec's questionnaire=1: signing up from the questionnaire, whose password question is required. */
    fromQuestionnaire: z.boolean().optional().default(false),
  })
  .refine((value) => !value.fromQuestionnaire || value.password !== undefined, { error: PASSWORD_EMPTY_MESSAGE, path: ['password'] })
export type RegisterInput = z.input<typeof registerSchema>

/** A new password typed twice (activation, reset, change), checked against the spec's policy. */
export const newPasswordSchema = z
  .object({ password: passwordSchema, confirmation: z.string() })
  .refine((value) => value.password === value.confirmation, { error: ACCOUNT_MESSAGES.confirmationMismatch, path: ['confirmation'] })
export type NewPasswordInput = z.infer<typeof newPasswordSchema>

/** Changing the password from the account page asks for the current one first. */
export const changePasswordSchema = z
  .object({
    currentPassword: z.string().min(1, { error: ACCOUNT_MESSAGES.currentPasswordRequired }),
    password: passwordSchema,
    confirmation: z.string(),
  })
  .refine((value) => value.password === value.confirmation, { error: ACCOUNT_MESSAGES.confirmationMismatch, path: ['confirmation'] })
export type ChangePasswordInput = z.infer<typeof changePasswordSchema>

/** The forgotten-password form. */
export const forgotPasswordSchema = z.object({ email: loginEmailSchema })

/** The account page's profile form (spec: first/last name, phone, notifications; a professional's company). */
export const profileSchema = z
  .object({
    firstName: name(ACCOUNT_MESSAGES.firstNameRequired),
    lastName: name(ACCOUNT_MESSAGES.lastNameRequired),
    phone: phoneSchema,
    sendNotifications: z.boolean(),
    ...companyFields,
  })
  .refine(...companyNameWithSiret)
export type ProfileInput = z.input<typeof profileSchema>

/** The contact form. */
export const contactSchema = z.object({
  name: name(ACCOUNT_MESSAGES.lastNameRequired),
  email: loginEmailSchema,
  phone: phoneSchema.optional().default(''),
  subject: z.string().trim().min(1, { error: ACCOUNT_MESSAGES.subjectRequired }).max(200, { error: ACCOUNT_MESSAGES.tooLong }),
  message: z.string().trim().min(1, { error: ACCOUNT_MESSAGES.messageRequired }).max(5000, { error: ACCOUNT_MESSAGES.messageTooLong }),
})
export type ContactInput = z.input<typeof contactSchema>
