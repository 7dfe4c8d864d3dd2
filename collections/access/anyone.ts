import type { Access } from 'payload'

/** Public read: catalogue content and terms. */
export const anyone: Access = () => true
