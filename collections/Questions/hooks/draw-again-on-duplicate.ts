import type { FieldHook } from 'payload'

/**
 * « Dupliquer » on a question: the copy's variable and place are drawn again, as a new question's are
 * (fill-variable-from-title.ts, place-new-question-last.ts). Kept, the copy would share its original's variable
 * (the publish check's « variable used twice ») and tie with it in the order.
 */
export const drawAgainOnDuplicate: FieldHook = () => null
