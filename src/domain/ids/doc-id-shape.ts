// NOTE: apart from doc-id.ts (zod): the browser checks a path with it on every page's first load.

/** What an id looks like on any database Payload serves here: an integer (SQL) or a 24-hex ObjectId (MongoDB). */
export const DOC_ID_PATTERN = String.raw`(?:[1-9]\d{0,17}|[\da-fA-F]{24})`
const DOC_ID = new RegExp(`^${DOC_ID_PATTERN}$`)

/**
 * Whether text can be an id on some database (the browser's check of a path, which cannot know the
 * database): the server still parses it for its own (parseDocId).
 */
export const looksLikeDocId = (text: string): boolean => DOC_ID.test(text)
