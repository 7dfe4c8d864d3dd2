/**
 * The header server.ts sets on every request it hands to Next, from the socket's address (any value a
 * client sent under this name is overwritten), so Payload's REST hooks can rate-limit per IP.
 */
export const CLIENT_IP_HEADER = 'x-maisonnee-client-ip'
