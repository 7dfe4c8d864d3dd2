import { Check, Eye } from 'lucide-react'
import { Button } from '@/components/ui/button'
import { CatalogueImage } from '@/components/catalogue/catalogue-image'
import { cn } from '@/lib/utils'
import type { CatalogueStyle } from '@/server/catalogue/catalogue.types'
import { STYLE_COPY as COPY } from './copy'

/**
 * A style card (spec section 2): the main photo and two small ones, the title, a check when chosen, and
 * 'Voir ce style'. Choosing is a radio button of the group `name` (keyboard: arrows, space).
 */
export function StyleCard({
  style,
  name,
  isSelected,
  isCurrent,
  onSelect,
  onOpen,
}: {
  style: CatalogueStyle
  name: string
  isSelected: boolean
  isCurrent: boolean
  onSelect: () => void
  onOpen: () => void
}) {
  const [main, ...others] = style.photos
  const inputId = `${name}-${style.id}`
  return (
    <li className={cn('group relative flex flex-col overflow-hidden rounded-2xl border bg-card transition-shadow', isSelected ? 'border-primary ring-2 ring-primary' : 'border-border hover:shadow-md')}>
      <input id={inputId} type="radio" name={name} value={style.id} checked={isSelected} onChange={onSelect} className="peer sr-only" />
      <label htmlFor={inputId} className="cursor-pointer peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-ring">
        <div className="grid grid-cols-3 grid-rows-2 gap-1 p-1">
          <CatalogueImage image={main?.image ?? null} sizes="(min-width: 1024px) 20vw, 60vw" className="col-span-2 row-span-2 aspect-[4/3] size-full rounded-l-xl object-cover" />
          {[0, 1].map((index) => (
            <CatalogueImage
              key={index}
              image={others[index]?.image ?? null}
              sizes="(min-width: 1024px) 10vw, 30vw"
              className={cn('size-full object-cover', index === 0 ? 'rounded-tr-xl' : 'rounded-br-xl')}
            />
          ))}
        </div>
        <div className="flex items-start justify-between gap-2 px-4 pb-2 pt-3">
          <div>
            <span className="block font-serif text-lg leading-tight">{style.title}</span>
            <span className="text-xs text-muted-foreground">
              {COPY.photos(style.photos.length)}
              {isCurrent ? ` · ${COPY.currentStyle}` : ''}
            </span>
          </div>
          <span
            aria-hidden="true"
            className={cn('flex size-7 shrink-0 items-center justify-center rounded-full border', isSelected ? 'border-primary bg-primary text-primary-foreground' : 'border-border text-transparent')}
          >
            <Check className="size-4" />
          </span>
        </div>
        {isSelected ? <span className="sr-only">{COPY.selected}</span> : null}
      </label>
      <div className="mt-auto px-4 pb-4">
        <Button type="button" variant="outline" size="sm" onClick={onOpen} aria-label={`${COPY.see} : ${style.title}`}>
          <Eye aria-hidden="true" />
          {COPY.see}
        </Button>
      </div>
    </li>
  )
}
