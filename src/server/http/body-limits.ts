import { MAX_UPLOAD_BYTES } from '../../../collections/uploads/file-kinds.ts'

/** The largest body a /v1 call that may carry files reads (the upload limit), and what a bigger one is told. */
export const UPLOAD_BODY_LIMIT = {
  maxBytes: MAX_UPLOAD_BYTES,
  tooLargeMessage: 'La requête dépasse la taille maximale de 50 Mo.',
} as const
