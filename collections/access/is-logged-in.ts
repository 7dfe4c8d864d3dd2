import type { Access } from 'payload'

/** Any signed-in user; ownership is then enforced by hooks and field access. */
export const isLoggedIn: Access = ({ req: { user } }) => Boolean(user)
