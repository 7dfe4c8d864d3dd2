'use client'
import { useCallback, useEffect, useState } from 'react'
import { useRouter } from 'next/navigation'
import { Button, useAuth, useConfig, useDocumentInfo, useFormModified } from '@payloadcms/ui'
import type { User } from '../../../payload-types.ts'
import { canPublishQuestionnaire } from '../../../collections/access/can-publish-questionnaire.ts'
import type { QuestionnaireCheckReport } from '../../../collections/Quizzes/endpoints/check.ts'
import { PUBLISH_WORDS } from '../../domain/questionnaire/index.ts'
import { IssueGroups } from '../questionnaire-check/issue-groups.tsx'
import { WarningsConfirmation } from './warnings-confirmation.tsx'
import './publish-panel.css'

/** The panel's French texts, once (the button and checkbox words are the domain's: its refusal names them). */
const COPY = {
  title: 'Publication du questionnaire',
  intro:
    'Vos modifications (questionnaire et questions) restent en brouillon jusqu’à «\u00a0Publier\u00a0». Les personnes qui ont commencé le questionnaire gardent la version qu’elles ont commencée.',
  unsaved: 'Enregistrez le questionnaire pour le vérifier et le publier.',
  modified: 'Modifications non enregistrées\u00a0: enregistrez le brouillon avant de publier.',
  checking: 'Vérification en cours…',
  checkFailed: 'La vérification n’a pas pu être faite. Cliquez sur «\u00a0Vérifier\u00a0» pour réessayer.',
  ok: 'Aucun problème détecté\u00a0: le brouillon peut être publié.',
  newWarning: (text: string) => `Nouveau\u00a0: ${text}`,
  publish: 'Publier',
  publishing: 'Publication en cours…',
  published: 'Questionnaire publié\u00a0: les nouveaux visiteurs suivent cette version.',
  publishFailed: 'La publication n’a pas pu être faite. Réessayez dans un instant.',
} as const

/** The id the header's « Publier » scrolls to. */
export const PUBLISH_PANEL_ID = 'questionnaire-publish'

type CheckState = { kind: 'checking' } | { kind: 'failed' } | { kind: 'done'; report: QuestionnaireCheckReport }
type PublishState = { kind: 'idle' } | { kind: 'publishing' } | { kind: 'published' } | { kind: 'refused'; message: string }

/**
 * The quiz's sidebar panel, the one place a questionnaire is published: « Vérifier » runs the questionnaire
 * check over the draft (errors block; new warnings need the checkbox « Publier malgré les avertissements »),
 * « Publier » puts the saved draft live as one new version (POST /api/quizzes/:id/publish, which applies
 * the same rule again). The check runs once when the panel opens.
 */
export function QuestionnairePublishPanel() {
  const { id } = useDocumentInfo()
  const { config } = useConfig()
  const router = useRouter()
  const isModified = useFormModified()
  const { user } = useAuth<User>()
  const [check, setCheck] = useState<CheckState>({ kind: 'checking' })
  const [round, setRound] = useState(0)
  const [hasConfirmedWarnings, setHasConfirmedWarnings] = useState(false)
  const [publishing, setPublishing] = useState<PublishState>({ kind: 'idle' })
  const api = `${config.serverURL}${config.routes.api}/quizzes/${encodeURIComponent(String(id))}`

  useEffect(() => {
    if (id === undefined || id === null) return
    const controller = new AbortController()
    setCheck({ kind: 'checking' })
    setHasConfirmedWarnings(false)
    fetch(`${api}/check`, { credentials: 'include', signal: controller.signal })
      .then(async (response) => {
        if (!response.ok) throw new Error(`check answered ${response.status}`)
        setCheck({
          kind: 'done',
          report: (await response.json()) as QuestionnaireCheckReport,
        })
      })
      .catch((error: unknown) => {
        // An aborted request is the panel checking again: not an error to show.
        if (!controller.signal.aborted) {
          console.error('questionnaire check failed', error)
          setCheck({ kind: 'failed' })
        }
      })
    return () => controller.abort()
  }, [id, round, api])

  const verify = () => {
    setPublishing({ kind: 'idle' })
    setRound((value) => value + 1)
  }

  const publish = useCallback(async () => {
    setPublishing({ kind: 'publishing' })
    try {
      const response = await fetch(`${api}/publish`, {
        method: 'POST',
        credentials: 'include',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ confirmWarnings: hasConfirmedWarnings }),
      })
      const body = (await response.json().catch(() => ({}))) as {
        message?: string
      }
      if (!response.ok) {
        setPublishing({
          kind: 'refused',
          message: body.message ?? COPY.publishFailed,
        })
        return
      }
      setPublishing({ kind: 'published' })
      setRound((value) => value + 1)
      // The header's status (« Publié ») and the versions tab read the new version.
      router.refresh()
    } catch (error) {
      console.error('questionnaire publish failed', error)
      setPublishing({ kind: 'refused', message: COPY.publishFailed })
    }
  }, [api, hasConfirmedWarnings, router])

  if (id === undefined || id === null) {
    return (
      <section id={PUBLISH_PANEL_ID} className="questionnaire-publish" aria-labelledby="questionnaire-publish-title">
        <h3 id="questionnaire-publish-title">{COPY.title}</h3>
        <p>{COPY.unsaved}</p>
      </section>
    )
  }

  const report = check.kind === 'done' ? check.report : null
  const hasErrors = (report?.errors.length ?? 0) > 0
  const newWarnings = report?.warnings.filter((warning) => warning.isNew) ?? []
  const needsConfirmation = newWarnings.length > 0
  const canPublish = report !== null && !hasErrors && (!needsConfirmation || hasConfirmedWarnings) && !isModified && publishing.kind !== 'publishing'

  return (
    <section id={PUBLISH_PANEL_ID} className="questionnaire-publish" aria-labelledby="questionnaire-publish-title" tabIndex={-1}>
      <h3 id="questionnaire-publish-title">{COPY.title}</h3>
      <p className="questionnaire-publish__intro">{COPY.intro}</p>
      <div aria-live="polite">
        {check.kind === 'checking' ? (
          <p role="status">{COPY.checking}</p>
        ) : check.kind === 'failed' ? (
          <p role="alert">{COPY.checkFailed}</p>
        ) : check.report.errors.length === 0 && check.report.warnings.length === 0 ? (
          <p className="questionnaire-publish__ok">{COPY.ok}</p>
        ) : (
          <IssueGroups
            errors={check.report.errors.map((issue) => issue.text)}
            warnings={check.report.warnings.map((warning) => (warning.isNew ? COPY.newWarning(warning.text) : warning.text))}
          />
        )}
      </div>
      <Button buttonStyle="secondary" size="small" margin={false} onClick={verify} disabled={check.kind === 'checking'}>
        {PUBLISH_WORDS.verify}
      </Button>
      {canPublishQuestionnaire(user) ? (
        <>
          <WarningsConfirmation hasErrors={hasErrors} needsConfirmation={needsConfirmation} hasConfirmed={hasConfirmedWarnings} onConfirmedChange={setHasConfirmedWarnings} />
          {isModified ? (
            <p className="questionnaire-publish__hint" role="status">
              {COPY.modified}
            </p>
          ) : null}
          <Button buttonStyle="primary" size="medium" margin={false} onClick={publish} disabled={!canPublish}>
            {publishing.kind === 'publishing' ? COPY.publishing : COPY.publish}
          </Button>
          <div aria-live="polite">
            {publishing.kind === 'published' ? (
              <p className="questionnaire-publish__ok" role="status">
                {COPY.published}
              </p>
            ) : publishing.kind === 'refused' ? (
              <p className="questionnaire-publish__refused" role="alert">
                {publishing.message}
              </p>
            ) : null}
          </div>
        </>
      ) : null}
    </section>
  )
}
