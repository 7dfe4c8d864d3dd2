import path from 'node:path'

/** Where an upload collection keeps its files on local disk: $DATA_DIR/uploads/<slug> (DATA_DIR defaults to ./data). */
export const uploadDir = (slug: string): string => path.resolve(/*turbopackIgnore: true*/ process.env.DATA_DIR ?? 'data', 'uploads', slug)
