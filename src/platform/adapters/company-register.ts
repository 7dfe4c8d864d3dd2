import { z } from 'zod'

/**
 * Companies from the French public register « Recherche d’entreprises » (recherche-entreprises.api.gouv.fr):
 * `GET {baseUrl}/search?q=<siret>` answers `{results: [{siren, nom_complet, nom_raison_sociale, siege:
 * {siret, adresse, code_postal, libelle_commune}, matching_etablissements: [...]}], total_results, page,
 * per_page}`. The search is full-text: only an establishment whose own SIRET is the one asked is a match.
 * A third-party service: every call has a time limit, and an unavailable service is reported, never
 * thrown, so that the customer can type the company's details by hand.
 */

export type RegisteredCompany = { siret: string; siren: string; name: string; address: string; postcode: string; city: string }

export type CompanyLookup =
  | { status: 'found'; company: RegisteredCompany }
  | { status: 'not-found' }
  | { status: 'unavailable'; reason: string }

const establishmentSchema = z.object({
  siret: z.string(),
  adresse: z.string().nullish(),
  code_postal: z.string().nullish(),
  libelle_commune: z.string().nullish(),
})

const searchAnswerSchema = z.object({
  results: z.array(
    z.object({
      siren: z.string(),
      nom_complet: z.string().nullish(),
      nom_raison_sociale: z.string().nullish(),
      siege: establishmentSchema.nullish(),
      matching_etablissements: z.array(establishmentSchema).nullish(),
    }),
  ),
})

export type CompanyRegisterOptions = { baseUrl: string; timeoutMs: number }

/** The establishment registered under `siret` (14 digits, already checked), its company's name and address. */
export async function findCompanyBySiret(siret: string, { baseUrl, timeoutMs }: CompanyRegisterOptions): Promise<CompanyLookup> {
  const url = new URL(`${baseUrl}/search`)
  url.searchParams.set('q', siret)
  try {
    const response = await fetch(url, { signal: AbortSignal.timeout(timeoutMs), headers: { Accept: 'application/json' } })
    if (!response.ok) return { status: 'unavailable', reason: `HTTP ${response.status}` }
    const parsed = searchAnswerSchema.safeParse(await response.json())
    if (!parsed.success) return { status: 'unavailable', reason: 'unexpected answer' }
    for (const result of parsed.data.results) {
      const establishment = [result.siege, ...(result.matching_etablissements ?? [])].find((candidate) => candidate?.siret === siret)
      if (!establishment) continue
      return {
        status: 'found',
        company: {
          siret,
          siren: result.siren,
          name: result.nom_raison_sociale || result.nom_complet || '',
          address: establishment.adresse ?? '',
          postcode: establishment.code_postal ?? '',
          city: establishment.libelle_commune ?? '',
        },
      }
    }
    return { status: 'not-found' }
  } catch (error) {
    // A time-out, a network failure or a body that is not JSON is an answer here: the customer types the details.
    return { status: 'unavailable', reason: error instanceof Error ? error.name : String(error) }
  }
}
