import { useState } from 'react'
import { Button } from '@/components/ui/button'
import { Skeleton } from '@/components/ui/skeleton'
import { MessageDialog } from '@/components/layout/dialogs'
import { CatalogueImage } from '@/components/catalogue/catalogue-image'
import { useServerAction } from '@/components/lib/use-server-action'
import { STYLE_ALERT, styleValidation } from '@/domain/catalogue'
import { isFirstStyleValidation, styleValidateLabel } from '@/domain/workflow'
import { AuditPriceNote } from '@/components/payments/audit-price-note'
import { validateStyle } from '@/server/catalogue/style-choice.functions'
import type { CatalogueStyle, StyleValidation } from '@/server/catalogue/catalogue.types'
import { STYLE_COPY as COPY } from './copy'
import { StepActions } from './step-parts'
import type { StyleChoiceProject } from './style-choice-project'

/** 'Votre style': the chosen style in full, and 'Je valide ce style' (its label follows the project's status). */
export function YourStyleStep({
  project,
  style,
  isLoading,
  loadError,
  isFrozen,
  onBack,
  onValidated,
}: {
  project: StyleChoiceProject
  style: CatalogueStyle | null
  isLoading: boolean
  loadError: string | null
  isFrozen: boolean
  onBack: () => void
  onValidated: (validation: StyleValidation) => void
}) {
  const [alert, setAlert] = useState<string | null>(null)
  const [notice, setNotice] = useState<string | null>(null)
  // NOTE: a refusal shows in the alert dialog the spec asks for, not in a toast.
  const validation = useServerAction((input: { projectId: string; styleId: string }) => validateStyle({ data: input }), { shouldToast: false })
  const check = styleValidation({ chosenStyleId: style?.id, projectId: project.id, projectStyleId: project.styleId })

  const validate = async () => {
    if (check === 'missing' || !style) return setAlert(STYLE_ALERT)
    const validated = await validation.run({ projectId: project.id, styleId: style.id })
    if (!validated) return
    setNotice(COPY.validated)
    onValidated(validated)
  }

  const shownAlert = alert ?? validation.error?.message ?? null
  const [main, ...others] = style?.photos ?? []
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
            <h4 className="font-serif text-2xl">{style.title}</h4>
            {style.description ? <p className="text-muted-foreground">{style.description}</p> : null}
            <div className="grid grid-cols-3 gap-2">
              {others.slice(0, 6).map((photo) => (
                <CatalogueImage key={photo.id} image={photo.image} sizes="10rem" className="aspect-square w-full rounded-lg object-cover" />
              ))}
            </div>
          </div>
        </article>
      ) : null}
      <p role="status" className="text-primary">
        {notice}
      </p>
      {/* The first validation asks for the audit (3-5 -> 6): its price is said before (CGV article 3). */}
      {!isFrozen && style && project.auditPriceLabel && isFirstStyleValidation(project.status) ? (
        <AuditPriceNote priceLabel={project.auditPriceLabel} before="style" className="rounded-xl border bg-accent/40 p-4 text-sm" />
      ) : null}
      <StepActions
        onBack={onBack}
        next={
          isFrozen ? null : (
            <Button type="button" onClick={() => void validate()} disabled={validation.isPending || check === 'unchanged'}>
              {styleValidateLabel(project.status)}
            </Button>
          )
        }
      />
      <MessageDialog
        message={shownAlert === null ? null : { title: COPY.alertTitle, text: shownAlert }}
        okLabel={COPY.ok}
        onClose={() => {
          setAlert(null)
          validation.reset()
        }}
      />
    </div>
  )
}
