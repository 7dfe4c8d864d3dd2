import type { CollectionConfig } from 'payload'
import { slugs } from '../slugs.ts'
import { ROLES, ROLE_LABELS } from '../roles.ts'
import { canReadUsers } from '../access/can-read-users.ts'
import { isAdmin } from '../access/is-admin.ts'
import { isSelfOrAdmin } from '../access/is-self-or-admin.ts'
import { isBackOfficeUser } from '../access/is-back-office-user.ts'
import { isValidEmail } from '../../src/domain/questionnaire/values.ts'
import { ADMIN_ONLY, HIDDEN_SYSTEM_ONLY, SYSTEM_ONLY } from '../access/field-access.ts'
import { requireReadableRelations } from '../hooks/require-readable-relations.ts'
import { makeFirstUserAdmin } from './hooks/make-first-user-admin.ts'
import { guardRestLogin } from './hooks/guard-rest-login.ts'
import { checkUnknownEmailAgainstDummyHash } from './hooks/check-unknown-email-against-dummy-hash.ts'
import { answerRestLoginFailuresAlike } from './hooks/answer-rest-login-failures-alike.ts'
import { rememberRestLogin } from './hooks/remember-rest-login.ts'
import { enforcePasswordPolicy } from './hooks/enforce-password-policy.ts'
import { rememberPasswordChange } from './hooks/remember-password-change.ts'
import { endOtherSessionsAfterPasswordChange } from './hooks/end-other-sessions-after-password-change.ts'
import { endSessionsOnDeactivation } from './hooks/end-sessions-on-deactivation.ts'
import { refuseInactiveLogin } from './hooks/refuse-inactive-login.ts'
import { forgetCachedUserAfterChange, forgetCachedUserAfterDelete, forgetCachedUserAfterLogout, forgetCachedUserAfterPasswordReset } from './hooks/forget-cached-user.ts'
import { activateQuestionnaireAccount } from './hooks/activate-questionnaire-account.ts'
import { sendAccountEmail } from './hooks/send-account-email.ts'
import { forgotPasswordEndpoint } from './endpoints/forgot-password.ts'
import { requireConfirmedEmailChange } from './hooks/require-confirmed-email-change.ts'
import { resetPasswordEmail } from '../../src/platform/mail/templates.ts'
import { accountLinks, provenFirstName } from '../../src/platform/mail/account-emails.ts'
import { MAX_ACCOUNT_LOGIN_DELAY_MS } from '../../src/domain/accounts/login-delay.ts'
import { nobody } from '../access/nobody.ts'

export const Users: CollectionConfig = {
  slug: slugs.users,
  labels: { singular: 'Utilisateur', plural: 'Utilisateurs' },
  auth: {
    // NOTE: a backstop only, per account whatever the address (so a flood from many addresses reaches it):
    // the login limits (loginLimits) answer first, per address and with short delays per account; this
    // lock lasts no longer than their longest delay.
    maxLoginAttempts: 50,
    lockTime: MAX_ACCOUNT_LOGIN_DELAY_MS,
    tokenExpiration: 60 * 60 * 24 * 7,
    // The user each request authenticates, without its relations (Payload's default populates two levels, the
    // avatar's photo on every call): the services that show them read the account themselves (loadUser).
    depth: 0,
    cookies: { sameSite: 'Lax', secure: process.env.APP_ENV === 'production' },
    // A customer who finished the questionnaire with a phone only signs in with that phone (spec section 6):
    // the username is the verified phone in E.164, set by the product; an email stays optional for them.
    loginWithUsername: { allowEmailLogin: true, requireEmail: false, requireUsername: false },
    // Payload's own forgot-password (the admin's link) sends the site's French email and reset page.
    forgotPassword: {
      generateEmailSubject: () => resetPasswordEmail({ url: '' }).subject,
      generateEmailHTML: (args) => resetPasswordEmail({ firstName: provenFirstName(args?.user ?? {}), url: accountLinks.reset(args?.token ?? '') }).html,
    },
  },
  // NOTE: listed before Payload's own auth endpoints, so this one answers /api/users/forgot-password.
  endpoints: [forgotPasswordEndpoint],
  admin: {
    useAsTitle: 'email',
    defaultColumns: ['email', 'firstName', 'lastName', 'role', 'isActive'],
    group: 'Administration',
  },
  hooks: {
    beforeOperation: [guardRestLogin, checkUnknownEmailAgainstDummyHash, enforcePasswordPolicy, rememberPasswordChange],
    beforeChange: [requireReadableRelations, makeFirstUserAdmin, activateQuestionnaireAccount, requireConfirmedEmailChange],
    afterChange: [sendAccountEmail, endOtherSessionsAfterPasswordChange, endSessionsOnDeactivation, forgetCachedUserAfterChange],
    afterDelete: [forgetCachedUserAfterDelete],
    afterOperation: [forgetCachedUserAfterPasswordReset],
    beforeLogin: [refuseInactiveLogin],
    afterLogin: [rememberRestLogin],
    afterLogout: [forgetCachedUserAfterLogout],
    afterError: [answerRestLoginFailuresAlike],
  },
  access: {
    admin: isBackOfficeUser,
    read: canReadUsers,
    readVersions: nobody,
    // Accounts are created by the sign-up service and the questionnaire (trusted server code) or by an admin.
    create: isAdmin,
    update: isSelfOrAdmin,
    delete: isAdmin,
    unlock: isAdmin,
  },
  fields: [
    {
      name: 'username',
      label: 'Téléphone de connexion',
      type: 'text',
      access: SYSTEM_ONLY,
      admin: { readOnly: true, description: 'Le téléphone vérifié par un code (format international), pour un compte sans email.' },
    },
    { name: 'firstName', label: 'Prénom', type: 'text' },
    { name: 'lastName', label: 'Nom', type: 'text' },
    { name: 'phone', label: 'Téléphone', type: 'text' },
    // A professional customer's company, prefilled from the public register by its SIRET (spec section 7).
    { name: 'companySiret', label: 'SIRET de la société', type: 'text' },
    { name: 'companyName', label: 'Société', type: 'text' },
    { name: 'companyAddress', label: 'Adresse de la société', type: 'text' },
    {
      name: 'role',
      label: 'Rôle',
      type: 'select',
      required: true,
      defaultValue: 'customer',
      index: true,
      options: ROLES.map((role) => ({ value: role, label: ROLE_LABELS[role] })),
      access: ADMIN_ONLY,
      saveToJWT: true,
    },
    {
      name: 'isActive',
      label: 'Compte activé',
      type: 'checkbox',
      defaultValue: false,
      access: ADMIN_ONLY,
      admin: { description: 'Un compte est actif une fois que son titulaire a confirmé son adresse email ou son téléphone.' },
    },
    { name: 'avatar', label: 'Photo de profil', type: 'upload', relationTo: slugs.photos },
    { name: 'sendNotifications', label: 'Recevoir les notifications par email', type: 'checkbox', defaultValue: true },
    {
      name: 'pendingEmail',
      label: 'Nouvelle adresse en attente de confirmation',
      type: 'email',
      // NOTE: Payload's own email check, on a collection that logs in with a username or an email, asks every
      // email field for a value unless a username is set: this one is empty but for a pending change.
      validate: (value: string | null | undefined) => !value || isValidEmail(value) || 'Adresse email invalide.',
      access: SYSTEM_ONLY,
      admin: { readOnly: true, description: 'Devient l’adresse du compte quand le lien envoyé à cette adresse est ouvert.' },
    },
    // The email-change link: only its SHA-256 is kept, never returned by the API.
    { name: 'emailChangeTokenHash', type: 'text', hidden: true, index: true, access: HIDDEN_SYSTEM_ONLY },
    { name: 'emailChangeExpiresAt', type: 'date', hidden: true, access: HIDDEN_SYSTEM_ONLY },
    {
      name: 'createdFromQuestionnaire',
      label: 'Compte créé depuis le questionnaire',
      type: 'checkbox',
      defaultValue: false,
      access: SYSTEM_ONLY,
    },
  ],
}
