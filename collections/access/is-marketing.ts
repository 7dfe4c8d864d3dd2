import type { Access } from 'payload'
import { userHasRole } from './roles-of.ts'

/** Marketing staff (and admins): questionnaires, terms and home content. */
export const isMarketing: Access = ({ req: { user } }) => userHasRole(user, 'marketing')
