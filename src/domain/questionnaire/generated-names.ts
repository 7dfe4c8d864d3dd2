/**
 * Choice values and question variables drawn from their French labels (issue #23): marketers type labels,
 * the product writes the names that answers and rules cite. A name is drawn once, when the choice or the
 * question is created; an existing one is never renamed automatically (stored answers cite it).
 */

/** What a generated choice value looks like: lowercase ascii words joined by '-' (« Salle d’eau » -> salle-d-eau). */
export const GENERATED_VALUE_FORMAT = /^[a-z0-9]+(?:-[a-z0-9]+)*$/

/** What a generated variable looks like: lowercase ascii words joined by '_' (« Type de logement » -> type_de_logement). */
export const GENERATED_VARIABLE_FORMAT = /^[a-z0-9]+(?:_[a-z0-9]+)*$/

/** Longest generated name before its uniqueness suffix: a question's title can be a whole sentence. */
const MAX_NAME_LENGTH = 40

/** Letters that Unicode does not decompose into a base letter and an accent. */
const LIGATURES: Record<string, string> = { œ: 'oe', æ: 'ae', ß: 'ss', ø: 'o', ł: 'l', đ: 'd', ı: 'i' }

/**
 * The label as lowercase ascii words joined by `separator`: accents stripped (é -> e, œ -> oe), every other
 * character a word break, cut at a word break to 40 characters. '' when the label has no letter or digit.
 */
function slugOf(label: string, separator: '-' | '_'): string {
  const words = label
    .normalize('NFKD')
    .toLowerCase()
    .replace(/\p{M}/gu, '')
    .replace(/[^\x00-\x7f]/g, (letter) => LIGATURES[letter] ?? ' ')
    .split(/[^a-z0-9]+/)
    .filter((word) => word !== '')
  let slug = ''
  for (const word of words) {
    const longer = slug === '' ? word : `${slug}${separator}${word}`
    if (longer.length > MAX_NAME_LENGTH) return slug === '' ? word.slice(0, MAX_NAME_LENGTH) : slug
    slug = longer
  }
  return slug
}

/** `base`, or `base-2`, `base-3`… (with `separator`): the first not in `taken`. */
function firstFree(base: string, separator: '-' | '_', taken: ReadonlySet<string>): string {
  if (!taken.has(base)) return base
  for (let suffix = 2; ; suffix++) {
    const candidate = `${base}${separator}${suffix}`
    if (!taken.has(candidate)) return candidate
  }
}

/**
 * A choice's value drawn from its label: a lowercase ascii slug (GENERATED_VALUE_FORMAT), « choix » for a
 * label without letters, suffixed -2, -3… when `taken` (the question's other values) already has it.
 */
export function valueFromLabel(label: string, taken: ReadonlySet<string>): string {
  return firstFree(slugOf(label, '-') || 'choix', '-', taken)
}

/**
 * A question's variable drawn from its title (GENERATED_VARIABLE_FORMAT), « question » for a title without
 * letters, suffixed _2, _3… when `taken` (the questionnaire's other variables, compared lowercase as the
 * check compares them) already has it.
 */
export function variableFromLabel(label: string, taken: ReadonlySet<string>): string {
  return firstFree(slugOf(label, '_') || 'question', '_', new Set([...taken].map((variable) => variable.trim().toLowerCase())))
}

/** A choice row as the CMS edits it: its id once the admin or the database gave it one, its value, its label. */
export type ChoiceRowDraft = { id?: string | null; value?: string | null; title?: string | null; hasInput?: boolean | null }

/** Whether a name was left empty (to be drawn from the label). */
export const isBlankName = (name: string | null | undefined): boolean => (name ?? '').trim() === ''

/**
 * The choices as saved: every NEW choice (no row of `previous` has its id) whose value was left empty gets
 * one drawn from its label, unique among the values of `previous` and `next` (a removed choice's value is
 * not reused: answers may cite it). A choice already saved keeps its value as the edit gives it, even empty.
 * `isCommune`: the question lists communes, whose values are INSEE codes; only its free-input choice (« Autre
 * commune ») gets a drawn value.
 */
export function withValuesFromLabels<Row extends ChoiceRowDraft>({
  previous,
  next,
  isCommune = false,
}: {
  previous: readonly ChoiceRowDraft[]
  next: readonly Row[]
  isCommune?: boolean
}): Row[] {
  const savedIds = new Set(previous.flatMap((row) => (row.id ? [row.id] : [])))
  const taken = new Set([...previous, ...next].flatMap((row) => (isBlankName(row.value) ? [] : [row.value!.trim()])))
  return next.map((row) => {
    const isNew = !row.id || !savedIds.has(row.id)
    if (!isNew || !isBlankName(row.value) || (isCommune && !row.hasInput)) return row
    const value = valueFromLabel(row.title ?? '', taken)
    taken.add(value)
    return { ...row, value }
  })
}
