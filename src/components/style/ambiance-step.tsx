import { useId, useState } from 'react'
import { Check } from 'lucide-react'
import { Button } from '@/components/ui/button'
import { PageNav } from '@/components/layout/page-nav'
import { CatalogueImage } from '@/components/catalogue/catalogue-image'
import { cn } from '@/lib/utils'
import { getZones } from '@/server/catalogue/style-choice.functions'
import { STYLE_COPY as COPY } from './copy'
import { LoadState, StepActions } from './step-parts'
import { useServerData } from './use-server-data'

/** 'Choix d'ambiance': one ambiance among the curators' (5 a page), as radio cards. */
export function AmbianceStep({ ambianceId, onChoose, onNext }: { ambianceId: string | null; onChoose: (id: string) => void; onNext: () => void }) {
  const name = useId()
  const [page, setPage] = useState(1)
  const ambiances = useServerData(`zones-${page}`, () => getZones({ data: { p: page } }))
  return (
    <div className="space-y-4">
      <fieldset className="space-y-4">
        <legend className="text-lg">{COPY.ambianceHint}</legend>
        <LoadState isLoading={ambiances.isLoading && !ambiances.data} error={ambiances.error} onRetry={ambiances.reload} count={3} />
        <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {(ambiances.data?.data ?? []).map((ambiance) => {
            const id = `${name}-${ambiance.id}`
            const isSelected = ambiance.id === ambianceId
            return (
              <li key={ambiance.id}>
                <input id={id} type="radio" name={name} value={ambiance.id} checked={isSelected} onChange={() => onChoose(ambiance.id)} className="peer sr-only" />
                <label
                  htmlFor={id}
                  className={cn(
                    'block cursor-pointer overflow-hidden rounded-2xl border bg-card transition-shadow peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-ring',
                    isSelected ? 'border-primary ring-2 ring-primary' : 'border-border hover:shadow-md',
                  )}
                >
                  <CatalogueImage image={ambiance.image} sizes="(min-width: 1024px) 33vw, (min-width: 640px) 50vw, 100vw" className="aspect-[4/3] w-full object-cover" />
                  <span className="flex items-center justify-between gap-2 p-4 font-serif text-lg">
                    {ambiance.title}
                    {isSelected ? <Check aria-label={COPY.selected} className="size-5 text-primary" /> : null}
                  </span>
                </label>
              </li>
            )
          })}
        </ul>
      </fieldset>
      <PageNav page={page} lastPage={ambiances.data?.lastPage ?? 1} onPage={setPage} label={COPY.ambianceStep} />
      <StepActions
        next={
          <Button type="button" onClick={onNext} disabled={!ambianceId}>
            {COPY.next}
          </Button>
        }
      />
    </div>
  )
}
