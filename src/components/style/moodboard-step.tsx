import { useId, useState } from 'react'
import { Plus } from 'lucide-react'
import { Button } from '@/components/ui/button'
import { PageNav } from '@/components/layout/page-nav'
import { isCustomerActionFrozen } from '@/domain/workflow'
import { getStyles } from '@/server/catalogue/style-choice.functions'
import type { CatalogueStyle } from '@/server/catalogue/catalogue.types'
import { STYLE_COPY as COPY } from './copy'
import { CustomStyleDialog } from './custom-style-dialog'
import { StyleCard } from './style-card'
import { StyleDialog } from './style-dialog'
import { LoadState, StepActions } from './step-parts'
import type { StyleChoiceProject } from './style-choice-project'
import { useServerData } from './use-server-data'

/**
 * 'Moodboard': the catalogue styles of the chosen ambiance (5 a page) and the customer's custom styles,
 * each opened in its dialog; a custom style is added through its own dialog and chosen at once.
 */
export function MoodboardStep({
  project,
  ambianceId,
  chosen,
  onChoose,
  onBack,
  onNext,
}: {
  project: StyleChoiceProject
  ambianceId: string
  chosen: CatalogueStyle | null
  onChoose: (style: CatalogueStyle) => void
  onBack: () => void
  onNext: () => void
}) {
  const name = useId()
  const [page, setPage] = useState(1)
  const [customPage, setCustomPage] = useState(1)
  const [opened, setOpened] = useState<CatalogueStyle | null>(null)
  const [isAdding, setIsAdding] = useState(false)
  const [notice, setNotice] = useState<string | null>(null)
  const catalogue = useServerData(`styles-${ambianceId}-${page}`, () => getStyles({ data: { p: page, zone: ambianceId, custom: false } }))
  const custom = useServerData(`custom-${customPage}`, () => getStyles({ data: { p: customPage, custom: true } }))
  const isFrozen = isCustomerActionFrozen(project.status)

  // The newest custom style is the one just added (custom styles come newest first): it becomes the choice.
  const chooseNewestCustomStyle = async () => {
    setNotice(COPY.customAdded)
    setCustomPage(1)
    custom.reload()
    try {
      const newest = (await getStyles({ data: { p: 1, custom: true } })).data[0]
      if (newest) onChoose(newest)
    } catch (error) {
      // NOTE: the list reloaded above shows the same failure with its retry button.
      console.error(error)
    }
  }

  const card = (style: CatalogueStyle) => (
    <StyleCard
      key={style.id}
      style={style}
      name={name}
      isSelected={chosen?.id === style.id}
      isCurrent={project.styleId === style.id}
      onSelect={() => onChoose(style)}
      onOpen={() => setOpened(style)}
    />
  )

  return (
    <div className="space-y-8">
      <p className="text-lg">{COPY.moodboardHint}</p>
      <section aria-labelledby={`${name}-catalogue`} className="space-y-4">
        <h4 id={`${name}-catalogue`} className="text-xl">
          {COPY.catalogue}
        </h4>
        <LoadState isLoading={catalogue.isLoading && !catalogue.data} error={catalogue.error} onRetry={catalogue.reload} count={5} />
        {catalogue.data && catalogue.data.total === 0 ? <p className="text-muted-foreground">{COPY.noStyle}</p> : null}
        <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">{(catalogue.data?.data ?? []).map(card)}</ul>
        <PageNav page={page} lastPage={catalogue.data?.lastPage ?? 1} onPage={setPage} label={COPY.catalogue} />
      </section>
      <section aria-labelledby={`${name}-custom`} className="space-y-4">
        <h4 id={`${name}-custom`} className="text-xl">
          {COPY.customStyles}
        </h4>
        <LoadState isLoading={custom.isLoading && !custom.data} error={custom.error} onRetry={custom.reload} count={2} />
        <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          <li>
            <button
              type="button"
              onClick={() => setIsAdding(true)}
              disabled={isFrozen}
              className="flex size-full min-h-56 flex-col items-center justify-center gap-3 rounded-2xl border-2 border-dashed border-border bg-card p-6 text-center text-muted-foreground transition-colors hover:border-primary hover:text-foreground focus-visible:outline-2 focus-visible:outline-ring disabled:opacity-50"
            >
              <Plus aria-hidden="true" className="size-8" />
              {COPY.addCustom}
            </button>
          </li>
          {(custom.data?.data ?? []).map(card)}
        </ul>
        <PageNav page={customPage} lastPage={custom.data?.lastPage ?? 1} onPage={setCustomPage} label={COPY.customStyles} />
        <p role="status" className="text-sm text-primary">
          {notice}
        </p>
      </section>
      <StyleDialog
        style={opened}
        isProjectStyle={opened?.id === project.styleId}
        canChoose={!isFrozen}
        onChoose={(style) => {
          onChoose(style)
          setOpened(null)
        }}
        onClose={() => setOpened(null)}
      />
      <CustomStyleDialog
        projectId={project.id}
        customCount={custom.data?.total ?? 0}
        open={isAdding}
        onOpenChange={setIsAdding}
        onAdded={() => void chooseNewestCustomStyle()}
      />
      <StepActions
        onBack={onBack}
        next={
          <Button type="button" onClick={onNext} disabled={!chosen}>
            {COPY.next}
          </Button>
        }
      />
    </div>
  )
}
