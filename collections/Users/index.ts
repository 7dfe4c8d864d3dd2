import type { CollectionConfig } from 'payload'
import { slugs } from '../slugs.ts'
import { ROLES, ROLE_LABELS } from '../roles.ts'
import { canReadUsers } from '../access/can-read-users.ts'
import { isAdmin } from '../access/is-admin.ts'
import { isSelfOrAdmin } from '../access/is-self-or-admin.ts'
import { isBackOfficeUser } from '../access/is-back-office-user.ts'
import { anyone } from '../access/anyone.ts'
import { adminOnlyField } from '../access/field-access.ts'
import { makeFirstUserAdmin } from './hooks/make-first-user-admin.ts'

export const Users: CollectionConfig = {
  slug: slugs.users,
  labels: { singular: 'Utilisateur', plural: 'Utilisateurs' },
  auth: {
    maxLoginAttempts: 5,
    lockTime: 15 * 60 * 1000,
    tokenExpiration: 60 * 60 * 24 * 7,
    cookies: { sameSite: 'Lax', secure: process.env.APP_ENV === 'production' },
  },
  admin: {
    useAsTitle: 'email',
    defaultColumns: ['email', 'firstName', 'lastName', 'role', 'isActive'],
    group: 'Administration',
  },
  hooks: { beforeChange: [makeFirstUserAdmin] },
  access: {
    admin: isBackOfficeUser,
    read: canReadUsers,
    create: anyone,
    update: isSelfOrAdmin,
    delete: isAdmin,
  },
  fields: [
    { name: 'firstName', label: 'Prénom', type: 'text' },
    { name: 'lastName', label: 'Nom', type: 'text' },
    { name: 'phone', label: 'Téléphone', type: 'text' },
    {
      name: 'role',
      label: 'Rôle',
      type: 'select',
      required: true,
      defaultValue: 'customer',
      index: true,
      options: ROLES.map((role) => ({ value: role, label: ROLE_LABELS[role] })),
      access: { create: adminOnlyField, update: adminOnlyField },
      saveToJWT: true,
    },
    {
      name: 'isActive',
      label: 'Compte activé',
      type: 'checkbox',
      defaultValue: false,
      access: { create: adminOnlyField, update: adminOnlyField },
      admin: { description: 'Un compte est actif une fois son adresse email confirmée (user_visa = 1).' },
    },
    { name: 'avatar', label: 'Photo de profil', type: 'upload', relationTo: slugs.photos },
    { name: 'sendNotifications', label: 'Recevoir les notifications par email', type: 'checkbox', defaultValue: true },
    {
      name: 'createdFromQuestionnaire',
      label: 'Compte créé depuis le questionnaire',
      type: 'checkbox',
      defaultValue: false,
      access: { update: adminOnlyField },
    },
  ],
}
