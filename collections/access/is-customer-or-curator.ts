import type { Access } from 'payload'
import { userHasRole } from './roles-of.ts'

/** Creating a style: curators (the catalogue) and customers (their own custom styles). */
export const isCustomerOrCurator: Access = ({ req: { user } }) => userHasRole(user, 'customer', 'curator')
