'use client'
import { useId } from 'react'
import { PUBLISH_WORDS } from '../../domain/questionnaire/index.ts'
import './publish-panel.css'

/** What stands between the check and « Publier », once (the questionnaire's publish panel and the order view). */
const COPY = {
  blocked: 'Corrigez les erreurs pour pouvoir publier.',
  confirmHint: 'Les nouveaux avertissements doivent être confirmés avant la publication.',
} as const

/**
 * The publish rule as the admin shows it before « Publier »: errors block (said so); warnings to confirm
 * get the checkbox « Publier malgré les avertissements »; nothing when neither.
 */
export function WarningsConfirmation({
  hasErrors,
  needsConfirmation,
  hasConfirmed,
  onConfirmedChange,
}: {
  hasErrors: boolean
  needsConfirmation: boolean
  hasConfirmed: boolean
  onConfirmedChange: (hasConfirmed: boolean) => void
}) {
  const confirmId = useId()
  if (hasErrors) return <p className="questionnaire-publish__hint">{COPY.blocked}</p>
  if (!needsConfirmation) return null
  return (
    <div className="questionnaire-publish__confirm">
      <p className="questionnaire-publish__hint">{COPY.confirmHint}</p>
      <label htmlFor={confirmId}>
        <input id={confirmId} type="checkbox" checked={hasConfirmed} onChange={(event) => onConfirmedChange(event.target.checked)} />
        {PUBLISH_WORDS.confirmWarnings}
      </label>
    </div>
  )
}
