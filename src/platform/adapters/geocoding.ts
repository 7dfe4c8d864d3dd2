import { z } from 'zod'

/**
 * Address suggestions from the French national address API (BAN, api-adresse.data.gouv.fr or its
 * Géoplateforme equivalent): `GET {baseUrl}/search/?q=&limit=&autocomplete=1` answering a GeoJSON
 * FeatureCollection whose features carry `properties.label`. A third-party service: every call has a time
 * limit, and an unavailable service is reported, never thrown, so that the customer can keep the text they
 * typed (spec section 8).
 */

export type AddressSuggestion = { label: string; value: string }

export type AddressSearch =
  | { status: 'ok'; suggestions: AddressSuggestion[] }
  | { status: 'unavailable'; reason: string }

const featureCollectionSchema = z.object({
  features: z.array(z.object({ properties: z.object({ label: z.string() }) })),
})

/** Shortest query the service answers (it refuses fewer than 3 characters). */
export const MIN_ADDRESS_QUERY = 3
const MAX_QUERY = 200

export type GeocodingOptions = { baseUrl: string; timeoutMs: number; limit?: number }

export async function searchAddresses(query: string, { baseUrl, timeoutMs, limit = 6 }: GeocodingOptions): Promise<AddressSearch> {
  const q = query.trim().slice(0, MAX_QUERY)
  if (q.length < MIN_ADDRESS_QUERY) return { status: 'ok', suggestions: [] }
  const url = new URL(`${baseUrl}/search/`)
  url.searchParams.set('q', q)
  url.searchParams.set('limit', String(limit))
  url.searchParams.set('autocomplete', '1')
  try {
    const response = await fetch(url, { signal: AbortSignal.timeout(timeoutMs), headers: { Accept: 'application/json' } })
    if (!response.ok) return { status: 'unavailable', reason: `HTTP ${response.status}` }
    const parsed = featureCollectionSchema.safeParse(await response.json())
    if (!parsed.success) return { status: 'unavailable', reason: 'unexpected answer' }
    const labels = [...new Set(parsed.data.features.map((feature) => feature.properties.label))]
    return { status: 'ok', suggestions: labels.map((label) => ({ label, value: label })) }
  } catch (error) {
    // A time-out or a network failure is an answer here: the caller offers the typed text instead.
    return { status: 'unavailable', reason: error instanceof Error ? error.name : String(error) }
  }
}
