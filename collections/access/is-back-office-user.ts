import type { PayloadRequest } from 'payload'
import { BACK_OFFICE_ROLES } from '../roles.ts'
import { userHasRole } from './roles-of.ts'

/** Who may open /admin at all: every role but customer. */
export const isBackOfficeUser = ({ req: { user } }: { req: PayloadRequest }): boolean =>
  userHasRole(user, ...BACK_OFFICE_ROLES)
