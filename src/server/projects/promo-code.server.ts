import { z } from 'zod'
import type { User } from '../../../payload-types.ts'
import { UnauthenticatedError } from '../../domain/errors.ts'
import { parseWireInput } from './project-update.server.ts'

/**
 * GET /v1/project/check/code/{code}?type: the spec's promo code check. The spec says the promo price fields
 * exist but are unused (section 9), and no product rule says what a code grants or who issues one, so the
 * product has no promo codes: every well-formed code is answered as not valid, with no discount, and the
 * price stays as quoted. The answer keeps the shape a client can read when codes exist one day.
 */
export const PROMO_CODE_MESSAGES = {
  invalid: 'Ce code promotionnel n’est pas valable.',
  malformed: 'Code promotionnel invalide : lettres, chiffres, tirets, 40 caractères au plus.',
  type: 'Type de code invalide.',
} as const

const promoCodeQuerySchema = z.object({
  code: z.string().trim().regex(/^[A-Za-z0-9_-]{1,40}$/, PROMO_CODE_MESSAGES.malformed),
  type: z.string().trim().regex(/^[a-z_]{0,20}$/, PROMO_CODE_MESSAGES.type).optional(),
})

export type PromoCodeCheck = { code: string; type: string | null; valid: 0; discount: 0; message: string }

export function checkPromoCode({ user, code, type }: { user: User | null; code: string | undefined; type: string | null }): PromoCodeCheck {
  if (!user) throw new UnauthenticatedError()
  const input = parseWireInput(promoCodeQuerySchema, { code: code ?? '', type: type ?? undefined })
  return { code: input.code.toUpperCase(), type: input.type || null, valid: 0, discount: 0, message: PROMO_CODE_MESSAGES.invalid }
}
