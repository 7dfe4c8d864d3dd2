/**
 * How communes are searched (issue #22): by name, whatever the accents, case, dashes and apostrophes
 * (« evry » finds « Évry-Courcouronnes »), or by postcode or INSEE code. Pure: the server holds the list.
 */

/** One commune as the search needs it: INSEE code, name, department, postcodes, population (for the order). */
export type CommuneEntry = { code: string; name: string; department: string; postcodes: readonly string[]; population: number }

/** Lower case, without accents, ligatures spelt out, apostrophes and dashes as spaces: how names are compared. */
export function normaliseCommuneName(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/œ/g, 'oe')
    .replace(/æ/g, 'ae')
    .replace(/[-'’‘`_.]/g, ' ')
    .replace(/\bst\b/g, 'saint')
    .replace(/\bste\b/g, 'sainte')
    .replace(/\s+/g, ' ')
    .trim()
}

/** A query that looks like the start of a postcode or an INSEE code (digits, or Corsica's 2A/2B). */
const CODE_QUERY = /^(\d{1,5}|2[ab]\d{0,3})$/i

/**
 * The communes matching `query`, at most `limit`: for a code, those whose postcode or INSEE code starts with
 * it; for a name, those whose name starts with it, then those with a word starting with it, then those
 * containing it; the most populated first within each. An empty query gives the first `limit` communes.
 */
export function searchCommuneEntries<T extends CommuneEntry>(communes: readonly T[], query: string, limit: number): T[] {
  const wanted = normaliseCommuneName(query)
  if (wanted === '') return communes.slice(0, limit)
  if (CODE_QUERY.test(wanted.replace(/\s/g, ''))) {
    const code = wanted.replace(/\s/g, '').toUpperCase()
    return byPopulation(communes.filter((commune) => commune.code.startsWith(code) || commune.postcodes.some((postcode) => postcode.startsWith(code)))).slice(0, limit)
  }
  const starts: T[] = []
  const wordStarts: T[] = []
  const contains: T[] = []
  for (const commune of communes) {
    const name = normaliseCommuneName(commune.name)
    if (name.startsWith(wanted)) starts.push(commune)
    else if (name.includes(` ${wanted}`)) wordStarts.push(commune)
    else if (name.includes(wanted)) contains.push(commune)
  }
  return [...byPopulation(starts), ...byPopulation(wordStarts), ...byPopulation(contains)].slice(0, limit)
}

function byPopulation<T extends CommuneEntry>(communes: T[]): T[] {
  return communes.sort((a, b) => b.population - a.population)
}
