/**
 * Quote PDF generation, in-process: QUOTE_RUNS quotes (default 200) of 30 lines (27 rooms at the seeded
 * Paris prices, the 3 seeded fixed costs) built by the pricing domain and laid out by the real renderer
 * (src/server/pricing/quote-pdf.ts, pdf-lib), one after the other. Prints p50, p90, p99 and max and writes
 * them to tests/load/results/quote-pdf.md. Target: < 500 ms per quote. A measurement, not a test: it
 * passes or fails nothing.
 *
 *   npm run bench:quote        (no build, no database: a few seconds)
 *
 * Tunable: QUOTE_RUNS (200), QUOTE_WARMUP (10 quotes first, not counted: the JIT warms up).
 */
import { mkdirSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { PDFDocument } from 'pdf-lib'
import { eurosToCents } from '../../src/domain/money/index.ts'
import { buildQuote, quoteNumber, quoteValidUntil, type PriceGrid, type RoomToPrice } from '../../src/domain/pricing/index.ts'
import { renderQuotePdf } from '../../src/server/pricing/quote-pdf.ts'
import { FIXED_COSTS, PRICING_TERMS, ROOM_PRICES } from '../../seed/content/pricing.ts'
import { TEST_COMMITMENTS } from '../../src/domain/commitments/test-commitments.ts'
import { LEVELS } from '../../seed/content/levels.ts'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..')
const RUNS = Number(process.env.QUOTE_RUNS ?? 200)
const WARMUP = Number(process.env.QUOTE_WARMUP ?? 10)
const LINES = 30
const TARGET_MS = 500

const grid: PriceGrid = {
  rows: Object.entries(ROOM_PRICES).flatMap(([roomValue, byLevel]) =>
    LEVELS.map((level) => ({ roomValue, levelId: level.key, lowPerSquareMetre: eurosToCents(byLevel[level.key][0]), highPerSquareMetre: eurosToCents(byLevel[level.key][1]) })),
  ),
  fixedCosts: FIXED_COSTS.map((cost) => ({ label: cost.label, amount: eurosToCents(cost.amount) })),
  vatRatePercent: PRICING_TERMS.vatRate,
}
const roomCount = LINES - grid.fixedCosts.length
const rooms: RoomToPrice[] = grid.rows.slice(0, roomCount).map((row, index) => ({
  roomValue: row.roomValue,
  title: `${row.roomValue} ${index + 1}`,
  count: 1 + (index % 3),
  surface: 6 + (index % 20),
  levelId: row.levelId,
  levelTitle: LEVELS.find((level) => level.key === row.levelId)?.title ?? row.levelId,
}))

async function oneQuote(): Promise<Uint8Array> {
  const issuedOn = '2026-11-23'
  return renderQuotePdf({
    commitments: TEST_COMMITMENTS,
    customer: { name: 'Camille Martin', email: 'camille.martin@exemple.fr' },
    project: { id: 42, title: 'Appartement rue de Paradis', address: '8 rue de Paradis 75010 Paris' },
    number: quoteNumber({ projectId: 42, issuedOn }),
    issuedOn,
    validUntil: quoteValidUntil({ issuedOn, validityDays: PRICING_TERMS.quoteValidityDays }),
    quote: buildQuote(rooms, grid),
  })
}

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0
const ms = (value: number) => `${value.toFixed(1)} ms`

const sample = await oneQuote()
const sampleQuote = buildQuote(rooms, grid)
const pages = (await PDFDocument.load(sample)).getPageCount()
for (let run = 0; run < WARMUP; run += 1) await oneQuote()
const durations: number[] = []
for (let run = 0; run < RUNS; run += 1) {
  const started = performance.now()
  await oneQuote()
  durations.push(performance.now() - started)
}
const sorted = [...durations].sort((a, b) => a - b)
const figures = { p50: percentile(sorted, 50), p90: percentile(sorted, 90), p99: percentile(sorted, 99), max: sorted.at(-1) ?? 0 }
const isMet = figures.p99 < TARGET_MS

const report = `# Quote PDF generation (${new Date().toISOString().slice(0, 10)}, ${os.cpus().length} cores, Node ${process.versions.node})

${RUNS} quotes of ${sampleQuote.roomLines.length + sampleQuote.fixedLines.length} lines (${sampleQuote.roomLines.length} rooms, ${sampleQuote.fixedLines.length} fixed costs; ${pages} A4 pages, ${Math.round(sample.byteLength / 1024)} KB each), built and laid out in-process one after the other, after ${WARMUP} quotes of warm-up. \`npm run bench:quote\`.

| quotes | p50 | p90 | p99 | max |
|---|---|---|---|---|
| ${RUNS} | ${ms(figures.p50)} | ${ms(figures.p90)} | ${ms(figures.p99)} | ${ms(figures.max)} |

Target < ${TARGET_MS} ms per quote (p99): ${isMet ? 'met' : 'NOT met'}.
`
process.stdout.write(report)
mkdirSync(path.join(root, 'tests/load/results'), { recursive: true })
writeFileSync(path.join(root, 'tests/load/results/quote-pdf.md'), report)
