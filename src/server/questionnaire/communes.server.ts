import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'

/**
 * The French communes (COG), from @etalab/decoupage-administratif's shipped data: read once on the server,
 * never sent whole to the browser (8 MB); the commune question searches them here.
 */
export type CommuneEntry = { code: string; name: string; department: string; postcodes: string[] }

type RawCommune = { code: string; nom: string; departement?: string; type: string; codesPostaux?: string[] }

let communes: CommuneEntry[] | null = null

function allCommunes(): CommuneEntry[] {
  if (communes) return communes
  const require = createRequire(import.meta.url)
  const file = require.resolve('@etalab/decoupage-administratif/data/communes.json')
  const raw = JSON.parse(readFileSync(file, 'utf8')) as RawCommune[]
  communes = raw
    .filter((commune) => commune.type === 'commune-actuelle')
    .map((commune) => ({
      code: commune.code,
      name: commune.nom,
      department: commune.departement ?? '',
      postcodes: commune.codesPostaux ?? [],
    }))
  return communes
}

/** Lower case without accents, apostrophes and dashes as spaces: how names are compared. */
export function foldName(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[-'’]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()
}

/**
 * Communes whose name starts with (then contains) the query, or whose INSEE code or postcode starts with
 * it; at most `limit`. `codes`, when given, limits the search to those communes (a question's choices).
 */
export function searchCommunes(query: string, { limit = 20, codes }: { limit?: number; codes?: ReadonlySet<string> } = {}): CommuneEntry[] {
  const folded = foldName(query)
  const pool = codes ? allCommunes().filter((commune) => codes.has(commune.code)) : allCommunes()
  if (folded === '') return pool.slice(0, limit)
  const isCode = /^\d[\dab]{0,4}$/i.test(folded)
  const starts: CommuneEntry[] = []
  const contains: CommuneEntry[] = []
  for (const commune of pool) {
    const name = foldName(commune.name)
    if (isCode && (commune.code.toLowerCase().startsWith(folded) || commune.postcodes.some((postcode) => postcode.startsWith(folded)))) {
      starts.push(commune)
    } else if (name.startsWith(folded)) starts.push(commune)
    else if (name.includes(folded)) contains.push(commune)
    if (starts.length >= limit) break
  }
  return [...starts, ...contains].slice(0, limit)
}
