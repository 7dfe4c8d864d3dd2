import type { Access } from 'payload'
import { userHasRole } from './roles-of.ts'

/** Staff (who quote projects) and marketing (who set the prices), and admins: the price grid. */
export const isStaffOrMarketing: Access = ({ req: { user } }) => userHasRole(user, 'staff', 'marketing')
