/**
 * The attribute the app sets on <html> once React has hydrated the page: until then, the entry's loader
 * (src/build/hydrate-after-paint.ts) holds back native form sends.
 */
export const HYDRATED_ATTRIBUTE = 'data-hydrated'
