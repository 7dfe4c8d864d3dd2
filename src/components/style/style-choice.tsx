import { useId, useState, type ReactNode } from 'react'
import { Check, Plus } from 'lucide-react'
import { Button } from '@/components/ui/button'
import { PageNav } from '@/components/layout/page-nav'
import { Skeleton } from '@/components/ui/skeleton'
import { MessageDialog } from '@/components/layout/dialogs'
import { CatalogueImage } from '@/components/catalogue/catalogue-image'
import { isAwaitingAgentContact, STYLE_ALERT, STYLE_STEPS, styleChoiceStartStep, styleValidation, type StyleStep } from '@/domain/catalogue'
import { isCustomerActionFrozen, styleValidateLabel, type ProjectStatus } from '@/domain/workflow'
import { cn } from '@/lib/utils'
import { getStyle, getStyles, getZones, validateStyle } from '@/server/catalogue/style-choice.functions'
import type { WireStyle } from '@/server/v1/serializers/catalogue'
import type { WireProject } from '@/server/v1/serializers/project'
import { STYLE_COPY as COPY } from './copy'
import { CustomStyleDialog } from './custom-style-dialog'
import { StyleCard } from './style-card'
import { StyleDialog } from './style-dialog'
import { useServerData } from './use-server-data'

export type StyleChoiceProject = { id: string; visa: ProjectStatus; styleId: string | null }

const STEPS = [
  { step: STYLE_STEPS.ambiance, label: COPY.ambianceStep },
  { step: STYLE_STEPS.moodboard, label: COPY.moodboardStep },
  { step: STYLE_STEPS.yourStyle, label: COPY.yourStyleStep },
] as const

/**
 * The choice-of-style screen (spec section 2, design/workflow.md): an intro, then 'Choix d'ambiance',
 * 'Moodboard' (catalogue styles of the ambiance, 5 a page, and the customer's custom styles) and 'Votre
 * style' with its validation. At 8 and later with a style it opens on that style; at 13 it only shows.
 */
export function StyleChoice({ project, onValidated }: { project: StyleChoiceProject; onValidated: (project: WireProject) => void }) {
  const [step, setStep] = useState<StyleStep>(() => styleChoiceStartStep({ visa: project.visa, hasStyle: project.styleId !== null }))
  const [zoneId, setZoneId] = useState<string | null>(null)
  const [chosen, setChosen] = useState<WireStyle | null>(null)
  const isFrozen = isCustomerActionFrozen(project.visa)

  // Opening directly on the project's style: load it once.
  const current = useServerData(step === STYLE_STEPS.yourStyle && !chosen && project.styleId ? project.styleId : null, () =>
    getStyle({ data: { id: project.styleId ?? '' } }),
  )
  const shownStyle = chosen ?? current.data

  return (
    <section aria-labelledby="style-choice-title" className="space-y-6">
      <h3 id="style-choice-title" className="font-serif text-2xl">
        {COPY.title}
      </h3>
      {step === STYLE_STEPS.intro ? (
        <Intro visa={project.visa} isFrozen={isFrozen} onStart={() => setStep(STYLE_STEPS.ambiance)} />
      ) : (
        <>
          <Steps current={step} />
          {step === STYLE_STEPS.ambiance ? (
            <AmbianceStep zoneId={zoneId} onChoose={setZoneId} onNext={() => setStep(STYLE_STEPS.moodboard)} />
          ) : null}
          {step === STYLE_STEPS.moodboard && zoneId ? (
            <MoodboardStep
              project={project}
              zoneId={zoneId}
              chosen={chosen}
              onChoose={setChosen}
              onBack={() => setStep(STYLE_STEPS.ambiance)}
              onNext={() => setStep(STYLE_STEPS.yourStyle)}
            />
          ) : null}
          {step === STYLE_STEPS.yourStyle ? (
            <YourStyleStep
              project={project}
              style={shownStyle}
              isLoading={current.isLoading}
              loadError={current.error}
              isFrozen={isFrozen}
              onBack={() => setStep(zoneId ? STYLE_STEPS.moodboard : STYLE_STEPS.ambiance)}
              onValidated={(validated) => {
                // The first validation (-> 6) brings back the intro, which now says an agent will call.
                if (isAwaitingAgentContact(validated.project_visa as ProjectStatus)) setStep(STYLE_STEPS.intro)
                setChosen(null)
                onValidated(validated)
              }}
            />
          ) : null}
        </>
      )}
    </section>
  )
}

function Intro({ visa, isFrozen, onStart }: { visa: ProjectStatus; isFrozen: boolean; onStart: () => void }) {
  if (isFrozen) return <p className="rounded-2xl border border-border bg-card p-6">{COPY.frozen}</p>
  if (isAwaitingAgentContact(visa)) return <p className="rounded-2xl border border-border bg-card p-6 text-lg">{COPY.agentSoon}</p>
  return (
    <div className="space-y-4 rounded-2xl border border-border bg-card p-6">
      <p className="max-w-prose text-muted-foreground">{COPY.intro}</p>
      <Button type="button" onClick={onStart}>
        {COPY.start}
      </Button>
    </div>
  )
}

function Steps({ current }: { current: StyleStep }) {
  return (
    <ol className="flex flex-wrap gap-2 text-sm" aria-label={COPY.title}>
      {STEPS.map(({ step, label }) => {
        const isDone = step < current
        const isCurrent = step === current
        return (
          <li
            key={step}
            aria-current={isCurrent ? 'step' : undefined}
            className={cn(
              'flex items-center gap-2 rounded-full border px-3 py-1',
              isCurrent ? 'border-primary bg-primary text-primary-foreground' : isDone ? 'border-primary/40 text-foreground' : 'border-border text-muted-foreground',
            )}
          >
            <span aria-hidden="true" className="font-medium">
              {isDone ? <Check className="size-4" /> : step}
            </span>
            {label}
          </li>
        )
      })}
    </ol>
  )
}

function StepActions({ onBack, next }: { onBack?: () => void; next: ReactNode }) {
  return (
    <div className="flex flex-wrap items-center justify-between gap-3 border-t border-border pt-4">
      {onBack ? (
        <Button type="button" variant="outline" onClick={onBack}>
          {COPY.back}
        </Button>
      ) : (
        <span />
      )}
      {next}
    </div>
  )
}

function LoadState({ isLoading, error, onRetry, count }: { isLoading: boolean; error: string | null; onRetry: () => void; count: number }) {
  if (error) {
    return (
      <div role="alert" className="flex flex-wrap items-center gap-3 text-sm text-destructive">
        {error}
        <Button type="button" variant="outline" size="sm" onClick={onRetry}>
          Réessayer
        </Button>
      </div>
    )
  }
  if (!isLoading) return null
  return (
    <div role="status" aria-label={COPY.loading} className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
      {Array.from({ length: Math.min(count, 3) }, (_, index) => (
        <Skeleton key={index} className="h-56 rounded-2xl" />
      ))}
    </div>
  )
}

function AmbianceStep({ zoneId, onChoose, onNext }: { zoneId: string | null; onChoose: (id: string) => void; onNext: () => void }) {
  const name = useId()
  const [page, setPage] = useState(1)
  const zones = useServerData(`zones-${page}`, () => getZones({ data: { p: page } }))
  return (
    <div className="space-y-4">
      <fieldset className="space-y-4">
        <legend className="text-lg">{COPY.ambianceHint}</legend>
        <LoadState isLoading={zones.isLoading && !zones.data} error={zones.error} onRetry={zones.reload} count={3} />
        <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {(zones.data?.data ?? []).map((zone) => {
            const id = `${name}-${zone.zone_id}`
            const isSelected = zone.zone_id === zoneId
            return (
              <li key={zone.zone_id}>
                <input id={id} type="radio" name={name} value={zone.zone_id} checked={isSelected} onChange={() => onChoose(zone.zone_id)} className="peer sr-only" />
                <label
                  htmlFor={id}
                  className={cn(
                    'block cursor-pointer overflow-hidden rounded-2xl border bg-card transition-shadow peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-ring',
                    isSelected ? 'border-primary ring-2 ring-primary' : 'border-border hover:shadow-md',
                  )}
                >
                  <CatalogueImage image={zone.image} sizes="(min-width: 1024px) 33vw, (min-width: 640px) 50vw, 100vw" className="aspect-[4/3] w-full object-cover" />
                  <span className="flex items-center justify-between gap-2 p-4 font-serif text-lg">
                    {zone.zone_title}
                    {isSelected ? <Check aria-label={COPY.selected} className="size-5 text-primary" /> : null}
                  </span>
                </label>
              </li>
            )
          })}
        </ul>
      </fieldset>
      <PageNav page={page} lastPage={zones.data?.lastPage ?? 1} onPage={setPage} label={COPY.ambianceStep} />
      <StepActions
        next={
          <Button type="button" onClick={onNext} disabled={!zoneId}>
            {COPY.next}
          </Button>
        }
      />
    </div>
  )
}

function MoodboardStep({
  project,
  zoneId,
  chosen,
  onChoose,
  onBack,
  onNext,
}: {
  project: StyleChoiceProject
  zoneId: string
  chosen: WireStyle | null
  onChoose: (style: WireStyle) => void
  onBack: () => void
  onNext: () => void
}) {
  const name = useId()
  const [page, setPage] = useState(1)
  const [customPage, setCustomPage] = useState(1)
  const [opened, setOpened] = useState<WireStyle | null>(null)
  const [isAdding, setIsAdding] = useState(false)
  const [notice, setNotice] = useState<string | null>(null)
  const catalogue = useServerData(`styles-${zoneId}-${page}`, () => getStyles({ data: { p: page, zone: zoneId, custom: false } }))
  const custom = useServerData(`custom-${customPage}`, () => getStyles({ data: { p: customPage, custom: true } }))
  const isFrozen = isCustomerActionFrozen(project.visa)

  const card = (style: WireStyle) => (
    <StyleCard
      key={style.style_id}
      style={style}
      name={name}
      isSelected={chosen?.style_id === style.style_id}
      isCurrent={project.styleId === style.style_id}
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
        isProjectStyle={opened?.style_id === project.styleId}
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
        onAdded={(style) => {
          setNotice(COPY.customAdded)
          setCustomPage(1)
          custom.reload()
          onChoose(style)
        }}
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

function YourStyleStep({
  project,
  style,
  isLoading,
  loadError,
  isFrozen,
  onBack,
  onValidated,
}: {
  project: StyleChoiceProject
  style: WireStyle | null
  isLoading: boolean
  loadError: string | null
  isFrozen: boolean
  onBack: () => void
  onValidated: (project: WireProject) => void
}) {
  const [alert, setAlert] = useState<string | null>(null)
  const [isSaving, setIsSaving] = useState(false)
  const [notice, setNotice] = useState<string | null>(null)
  const check = styleValidation({ chosenStyleId: style?.style_id, projectId: project.id, projectStyleId: project.styleId })

  const validate = async () => {
    if (check === 'missing') return setAlert(STYLE_ALERT)
    setIsSaving(true)
    try {
      const result = await validateStyle({ data: { projectId: project.id, styleId: style?.style_id ?? '' } })
      if (!result.ok) return setAlert(result.error)
      setNotice(COPY.validated)
      onValidated(result.value)
    } catch (error) {
      console.error(error)
      setAlert(STYLE_ALERT)
    } finally {
      setIsSaving(false)
    }
  }

  const [main, ...others] = style?.style_photos ?? []
  return (
    <div className="space-y-6">
      {isLoading ? <Skeleton className="h-72 rounded-2xl" role="status" aria-label={COPY.loading} /> : null}
      {loadError ? (
        <p role="alert" className="text-destructive">
          {loadError}
        </p>
      ) : null}
      {style ? (
        <article className="grid gap-4 overflow-hidden rounded-2xl border border-border bg-card p-4 md:grid-cols-[2fr_1fr]">
          <CatalogueImage image={main?.image ?? null} loading="eager" sizes="(min-width: 768px) 60vw, 100vw" className="aspect-[4/3] w-full rounded-xl object-cover" />
          <div className="flex flex-col gap-4">
            <h4 className="font-serif text-2xl">{style.style_title}</h4>
            {style.style_description ? <p className="text-muted-foreground">{style.style_description}</p> : null}
            <div className="grid grid-cols-3 gap-2">
              {others.slice(0, 6).map((photo) => (
                <CatalogueImage key={photo.photo_id} image={photo.image} sizes="10rem" className="aspect-square w-full rounded-lg object-cover" />
              ))}
            </div>
          </div>
        </article>
      ) : null}
      <p role="status" className="text-primary">
        {notice}
      </p>
      <StepActions
        onBack={onBack}
        next={
          isFrozen ? null : (
            <Button type="button" onClick={() => void validate()} disabled={isSaving || check === 'unchanged'}>
              {styleValidateLabel(project.visa)}
            </Button>
          )
        }
      />
      <MessageDialog message={alert === null ? null : { title: COPY.alertTitle, text: alert }} okLabel={COPY.ok} onClose={() => setAlert(null)} />
    </div>
  )
}
