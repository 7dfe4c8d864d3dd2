import type { PayloadRequest } from 'payload'

/**
 * The product's own door: the Local API, called by our services (the /v1 routes and the site's server
 * functions) after their own checks. Customers and visitors write only through it (trust-boundary.md);
 * Payload's generic REST (`/api/<collection>`) and GraphQL are doors for the back office only.
 * NOTE: a hook that calls the Local API with the incoming `req` keeps that request's `payloadAPI`
 * ('REST' for an /api call), so a nested write made for a REST caller is judged as REST.
 */
export const isProductCall = (req: PayloadRequest): boolean => req.payloadAPI === 'local'
