/**
 * The attribute the app sets on <html> once React has hydrated the page: until then, the inline script of
 * src/lib/early-taps.ts keeps the taps and form sends, and replays them when it appears.
 */
export const HYDRATED_ATTRIBUTE = 'data-hydrated'

/** The performance mark set at the same moment: `npm run audit:web` reads the time to hydrated from it. */
export const HYDRATED_MARK = 'maisonnee:hydrated'
