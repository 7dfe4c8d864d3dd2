/**
 * What each upload collection accepts, by content (magic bytes), never by the name or the
 * browser's declared type. Text formats (JSON) have no signature and are checked by parsing.
 */
export const IMAGE_MIME_TYPES = ['image/png', 'image/jpeg', 'image/gif', 'image/bmp', 'image/webp'] as const

export const DOCUMENT_MIME_TYPES = [
  ...IMAGE_MIME_TYPES,
  'application/pdf',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  'application/vnd.openxmlformats-officedocument.presentationml.presentation',
  'application/x-cfb', // legacy .doc, .xls, .ppt
  'application/json',
  'video/mp4',
  'video/webm',
  'video/quicktime',
] as const

/** Largest image accepted anywhere (bytes). The global request limit in payload.config.ts is higher, for documents. */
export const MAX_IMAGE_BYTES = 15 * 1024 * 1024
export const MAX_UPLOAD_BYTES = 50 * 1024 * 1024
/**
 * Largest image accepted anywhere, in pixels (all frames together): 50 megapixels takes a 48 MP camera's
 * photo. NOTE: a few kilobytes of PNG can declare billions of pixels (a decompression bomb); resizing one
 * would take the server's memory, so the header is read first and such an image refused.
 */
export const MAX_IMAGE_PIXELS = 50_000_000

export const UPLOAD_MESSAGES = {
  imageOnly: 'Ce fichier n’est pas une image acceptée. Formats acceptés : png, jpg, jpeg, gif, bmp, webp.',
  imageOrPlanOnly: 'Ce fichier n’est ni une image ni un plan en PDF. Formats acceptés : png, jpg, jpeg, gif, bmp, webp, pdf.',
  documentOnly:
    'Ce type de fichier n’est pas accepté. Formats acceptés : images, PDF, Word, Excel, PowerPoint, JSON et vidéos (mp4, webm, mov).',
  imageTooLarge: 'Cette image dépasse la taille maximale de 15 Mo.',
  tooLarge: 'Ce fichier dépasse la taille maximale de 50 Mo.',
  tooManyPixels: 'Cette image est trop grande : 50 millions de pixels au plus.',
} as const

/** The 400 of an image whose header reads but whose pixels do not (a corrupt PNG, a truncated JPEG): it names the file. */
export const unreadableImageMessage = (name: string): string =>
  `L’image « ${name} » est endommagée ou incomplète et ne peut pas être lue. Enregistrez-la de nouveau ou choisissez-en une autre.`
