import type { Payload } from 'payload'
import { env } from '../../platform/env.ts'
import { searchAddresses } from '../../platform/adapters/geocoding.ts'
import { searchCommunes } from './communes.server.ts'
import type { AddressSuggestions, Suggestion } from './questionnaire.types.ts'

/**
 * Address suggestions from the national address service. When it cannot answer, the list is empty and
 * `isAvailable` false: the field then offers the typed text (spec section 8).
 */
export async function addressSuggestions(payload: Payload, query: string): Promise<AddressSuggestions> {
  const result = await searchAddresses(query, { baseUrl: env.geocodingUrl, timeoutMs: env.geocodingTimeoutMs })
  if (result.status === 'ok') return { suggestions: result.suggestions, isAvailable: true }
  payload.logger.warn({ reason: result.reason }, 'Service d’adresses indisponible')
  return { suggestions: [], isAvailable: false }
}

/** French communes by name, INSEE code or postcode (at most 20), as suggestions. */
export function communeSuggestions(query: string): Suggestion[] {
  return searchCommunes(query).map((commune) => ({ value: commune.code, label: `${commune.name} (${commune.department})` }))
}
