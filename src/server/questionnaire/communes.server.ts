import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import path from 'node:path'
import { searchCommuneEntries, type CommuneEntry } from '../../domain/communes/search.ts'
import { findQuestion, hasVariable, type AnswerLine, type Questionnaire } from '../../domain/questionnaire/index.ts'

/**
 * The French communes (COG), from @etalab/decoupage-administratif's data: read once on the server and kept
 * with only what the search needs (code, name, department, postcodes, population), never sent whole to the browser
 * (the file is 8 MB); the commune question searches them here.
 */
type RawCommune = { code: string; nom: string; departement?: string; type: string; codesPostaux?: string[]; population?: number }

let communes: CommuneEntry[] | null = null

const COMMUNES_JSON = '@etalab/decoupage-administratif/data/communes.json'

/**
 * The data file's path. NOTE: in the back office's Next bundle `require.resolve` answers a module id (a number),
 * not a path, and reading it failed with EBADF: there the file is found from the app's directory, where the
 * server is started (npm start, the systemd unit's WorkingDirectory).
 */
function communesFile(): string {
  const resolved: unknown = createRequire(import.meta.url).resolve(COMMUNES_JSON)
  return typeof resolved === 'string' ? resolved : path.join(process.cwd(), 'node_modules', COMMUNES_JSON)
}

function allCommunes(): CommuneEntry[] {
  if (communes) return communes
  const raw = JSON.parse(readFileSync(communesFile(), 'utf8')) as RawCommune[]
  communes = raw
    .filter((commune) => commune.type === 'commune-actuelle')
    .map((commune) => ({ code: commune.code, name: commune.nom, department: commune.departement ?? '', postcodes: commune.codesPostaux ?? [], population: commune.population ?? 0 }))
  return communes
}

/** Communes by name (accents and case aside), postcode or INSEE code: at most `limit` (searchCommuneEntries). */
export function searchCommunes(query: string, { limit = 20 }: { limit?: number } = {}): CommuneEntry[] {
  return searchCommuneEntries(allCommunes(), query, limit)
}

let knownCodes: Set<string> | null = null

/** Whether an INSEE code (leading zeros restored) names a current French commune. */
export function isKnownCommune(code: string): boolean {
  knownCodes ??= new Set(allCommunes().map((commune) => commune.code))
  return knownCodes.has(code)
}

let byCode: Map<string, CommuneEntry> | null = null

/** The current commune of an INSEE code (« 75056 » -> Paris), or null. */
export function communeByCode(code: string): CommuneEntry | null {
  byCode ??= new Map(allCommunes().map((commune) => [commune.code, commune]))
  return byCode.get(code.trim()) ?? null
}

/**
 * The commune question's answer in words, wherever an answer is shown (the back office's project view, the
 * customer's summary PDF): « Paris (75) » for « 75056 », a commune typed in as it was typed.
 */
export function withCommuneName(questionnaire: Questionnaire, line: AnswerLine): AnswerLine {
  const question = findQuestion(questionnaire, line.questionId)
  if (line.kind !== 'text' || !question || !hasVariable(question, 'commune')) return line
  const commune = communeByCode(line.text)
  return commune ? { ...line, text: `${commune.name} (${commune.department})` } : line
}
