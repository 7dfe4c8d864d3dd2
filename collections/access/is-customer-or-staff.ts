import type { Access } from 'payload'
import { userHasRole } from './roles-of.ts'

/**
 * Creating a project or what hangs off one: customers (for themselves: the owner hooks enforce it) and
 * staff. Marketing and curators have no business in projects.
 */
export const isCustomerOrStaff: Access = ({ req: { user } }) => userHasRole(user, 'customer', 'staff')
