import { useState } from 'react'
import { isAwaitingAgentContact, STYLE_STEPS, styleChoiceStartStep, type StyleStep } from '@/domain/catalogue'
import { isCustomerActionFrozen } from '@/domain/workflow'
import { getStyle } from '@/server/catalogue/style-choice.functions'
import type { CatalogueStyle, StyleValidation } from '@/server/catalogue/catalogue.types'
import { STYLE_COPY as COPY } from './copy'
import { AmbianceStep } from './ambiance-step'
import { MoodboardStep } from './moodboard-step'
import { YourStyleStep } from './your-style-step'
import { Intro, StepTrail } from './step-parts'
import type { StyleChoiceProject } from './style-choice-project'
import { useServerData } from './use-server-data'

export type { StyleChoiceProject } from './style-choice-project'

/**
 * The choice-of-style screen (spec section 2, design/workflow.md): an intro, then 'Choix d'ambiance',
 * 'Moodboard' (catalogue styles of the ambiance, 5 a page, and the customer's custom styles) and 'Votre
 * style' with its validation. At 8 and later with a style it opens on that style; at 13 it only shows.
 */
export function StyleChoice({ project, onValidated }: { project: StyleChoiceProject; onValidated: (validation: StyleValidation) => void }) {
  const [step, setStep] = useState<StyleStep>(() => styleChoiceStartStep({ visa: project.status, hasStyle: project.styleId !== null }))
  const [ambianceId, setAmbianceId] = useState<string | null>(null)
  const [chosen, setChosen] = useState<CatalogueStyle | null>(null)
  const isFrozen = isCustomerActionFrozen(project.status)

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
        <Intro status={project.status} isFrozen={isFrozen} onStart={() => setStep(STYLE_STEPS.ambiance)} />
      ) : (
        <>
          <StepTrail current={step} />
          {step === STYLE_STEPS.ambiance ? (
            <AmbianceStep ambianceId={ambianceId} onChoose={setAmbianceId} onNext={() => setStep(STYLE_STEPS.moodboard)} />
          ) : null}
          {step === STYLE_STEPS.moodboard && ambianceId ? (
            <MoodboardStep
              project={project}
              ambianceId={ambianceId}
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
              onBack={() => setStep(ambianceId ? STYLE_STEPS.moodboard : STYLE_STEPS.ambiance)}
              onValidated={(validation) => {
                // The first validation (-> 6) brings back the intro, which now says an agent will call.
                if (isAwaitingAgentContact(validation.status)) setStep(STYLE_STEPS.intro)
                setChosen(null)
                onValidated(validation)
              }}
            />
          ) : null}
        </>
      )}
    </section>
  )
}
