import type { Payload, PayloadRequest } from 'payload'
import type { Level, PricingGrid, Project } from '../../payload-types.ts'
import { globalSlugs, slugs } from '../slugs.ts'
import { relationId } from '../fields/relation-id.ts'
import { eurosToCents, type Cents } from '../../src/domain/money/index.ts'
import { estimateBudget, indicativeRange, type PriceGrid, type RoomToPrice } from '../../src/domain/pricing/index.ts'
import { DEFAULT_TERMS, type BalanceDue } from '../../src/domain/commitments/index.ts'

/** The price grid in the domain's units (cents, percent), with the terms documents and texts quote besides the prices. */
export type PricingSettings = {
  grid: PriceGrid
  auditPrice: Cents
  /** The VAT rate of the audit, a service (20 % by default), printed on its receipt. */
  auditVatRatePercent: number
  quoteValidityDays: number
  /** The terms of the quote's payment and the withdrawal right (issue #36). */
  terms: { depositPercent: number; balanceDue: BalanceDue; withdrawalDays: number }
}

/** The grid global as the pricing reads it: euros become cents, relations become ids. */
export function toPricingSettings(global: PricingGrid): PricingSettings {
  return {
    grid: {
      rows: (global.rows ?? []).map((row) => ({
        roomValue: row.roomValue.trim(),
        levelId: String(relationId(row.level)),
        lowPerSquareMetre: eurosToCents(row.lowPerSquareMetre),
        highPerSquareMetre: eurosToCents(row.highPerSquareMetre),
      })),
      fixedCosts: (global.fixedCosts ?? []).map((cost) => ({ label: cost.label, amount: eurosToCents(cost.amount) })),
      vatRatePercent: global.vatRate,
    },
    auditPrice: eurosToCents(global.auditPrice),
    auditVatRatePercent: global.auditVatRate ?? DEFAULT_TERMS.auditVatRatePercent,
    quoteValidityDays: global.quoteValidityDays ?? DEFAULT_TERMS.quoteValidityDays,
    // NOTE: a grid saved before these terms existed has none: the fields' defaults hold until it is saved again.
    terms: {
      depositPercent: global.depositPercent ?? DEFAULT_TERMS.depositPercent,
      balanceDue: global.balanceDue ?? DEFAULT_TERMS.balanceDue,
      withdrawalDays: global.withdrawalDays ?? DEFAULT_TERMS.withdrawalDays,
    },
  }
}

/**
 * Reads the price grid as the system (customers never read it: they see their project's budget). Pass the
 * request from a hook, so that the read joins its transaction.
 */
export async function loadPricingSettings(payload: Payload, req?: PayloadRequest): Promise<PricingSettings> {
  const global = await payload.findGlobal({ slug: globalSlugs.pricingGrid, depth: 0, overrideAccess: true, ...(req ? { req } : {}) })
  return toPricingSettings(global)
}

/** A project's rooms as the pricing reads them; with the levels' titles when given (for quote lines). */
export function roomsToPrice(rooms: Project['rooms'], levelTitles: ReadonlyMap<string, string> = new Map()): RoomToPrice[] {
  return (rooms ?? []).map((room) => {
    const levelId = relationId(room.renovationLevel)
    const levelTitle = levelId === null ? undefined : levelTitles.get(String(levelId))
    return {
      roomValue: room.value ?? '',
      title: room.title || room.value || '',
      count: room.count ?? 0,
      surface: room.surface ?? 0,
      levelId: levelId === null ? null : String(levelId),
      ...(levelTitle ? { levelTitle } : {}),
    }
  })
}

/** Every renovation level's title by id, for quote lines and summaries. */
export async function levelTitles(payload: Payload): Promise<Map<string, string>> {
  const { docs } = await payload.find({ collection: slugs.levels, pagination: false, depth: 0, overrideAccess: true, select: { title: true } })
  return new Map(docs.map((level: Pick<Level, 'id' | 'title'>) => [String(level.id), level.title]))
}

/** The indicative budget a project's rooms give with the current grid (TTC, whole hundreds), or null if none can be priced. */
export async function indicativeBudgetOf(payload: Payload, { rooms, req }: { rooms: Project['rooms']; req?: PayloadRequest }): Promise<{ low: Cents; high: Cents } | null> {
  const { grid } = await loadPricingSettings(payload, req)
  const { range } = estimateBudget(roomsToPrice(rooms), grid)
  return range ? indicativeRange(range) : null
}
