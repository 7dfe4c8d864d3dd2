import { Calculator } from 'lucide-react'
import { formatWholeEuros } from '@/domain/money'
import { cn } from '@/lib/utils'

export type IndicativeBudgetCopy = {
  title: string
  range: (low: string, high: string) => string
  note: string
}

/**
 * An indicative budget range (cents TTC) as a labelled region: the screens that show it pass their own
 * words (each area quotes its copy once).
 */
export function IndicativeBudget({ budget, copy, className }: { budget: { low: number; high: number }; copy: IndicativeBudgetCopy; className?: string }) {
  return (
    <section aria-labelledby="indicative-budget-title" className={cn('space-y-1.5 rounded-xl border bg-accent/40 p-4', className)}>
      <h3 id="indicative-budget-title" className="flex items-center gap-2 font-sans text-sm font-medium uppercase tracking-[0.12em] text-primary">
        <Calculator aria-hidden="true" className="size-4" /> {copy.title}
      </h3>
      <p className="text-xl font-medium tabular-nums sm:text-2xl">{copy.range(formatWholeEuros(budget.low), formatWholeEuros(budget.high))}</p>
      <p className="text-sm text-muted-foreground">{copy.note}</p>
    </section>
  )
}
