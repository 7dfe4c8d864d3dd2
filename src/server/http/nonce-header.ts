/**
 * The request header that carries a response's CSP nonce from server.ts to the site's router (which runs
 * in the browser too, hence this module with no server import).
 * NOTE: server.ts overwrites whatever a client sends under this name.
 */
export const NONCE_HEADER = 'x-maisonnee-csp-nonce'
