import type { Access } from 'payload'
import { userHasRole } from './roles-of.ts'

/** Style curators (and admins): zones, styles, moodboard photos, renovation levels. */
export const isCurator: Access = ({ req: { user } }) => userHasRole(user, 'curator')
