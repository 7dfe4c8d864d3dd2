'use client'
import { useEffect, useState } from 'react'
import { useDocumentInfo } from '@payloadcms/ui'
import type { QuestionnaireCheckReport } from '../../../collections/Quizzes/endpoints/check.ts'
import { IssueGroups } from './issue-groups.tsx'
import './check-panel.css'

/** The panel's French texts, once. */
const COPY = {
  title: 'Vérification du questionnaire',
  intro: 'Dernière version de chaque question (brouillons compris). Une erreur empêche la publication ; un avertissement est à vérifier.',
  unsaved: 'Enregistrez le questionnaire pour le vérifier.',
  loading: 'Vérification en cours…',
  failed: 'La vérification n’a pas pu être faite. Rechargez la page pour réessayer.',
  ok: 'Aucun problème détecté : le questionnaire peut être publié.',
  refresh: 'Vérifier à nouveau',
} as const

type State = { kind: 'loading' } | { kind: 'failed' } | { kind: 'done'; report: QuestionnaireCheckReport }

/** The quiz's sidebar panel: the questionnaire check's errors and warnings, in French. */
export function QuestionnaireCheckPanel() {
  const { id } = useDocumentInfo()
  const [state, setState] = useState<State>({ kind: 'loading' })
  const [round, setRound] = useState(0)

  useEffect(() => {
    if (id === undefined || id === null) return
    const controller = new AbortController()
    setState({ kind: 'loading' })
    fetch(`/api/quizzes/${encodeURIComponent(String(id))}/check`, { credentials: 'include', signal: controller.signal })
      .then(async (response) => {
        if (!response.ok) throw new Error(`HTTP ${response.status}`)
        setState({ kind: 'done', report: (await response.json()) as QuestionnaireCheckReport })
      })
      .catch((error: unknown) => {
        if (!controller.signal.aborted) {
          console.error('questionnaire check failed', error)
          setState({ kind: 'failed' })
        }
      })
    return () => controller.abort()
  }, [id, round])

  return (
    <section className="questionnaire-check" aria-labelledby="questionnaire-check-title" aria-live="polite">
      <h3 id="questionnaire-check-title">{COPY.title}</h3>
      <p className="questionnaire-check__intro">{COPY.intro}</p>
      {id === undefined || id === null ? (
        <p>{COPY.unsaved}</p>
      ) : state.kind === 'loading' ? (
        <p role="status">{COPY.loading}</p>
      ) : state.kind === 'failed' ? (
        <p role="alert">{COPY.failed}</p>
      ) : state.report.errors.length === 0 && state.report.warnings.length === 0 ? (
        <p className="questionnaire-check__ok">{COPY.ok}</p>
      ) : (
        <IssueGroups errors={state.report.errors.map((issue) => issue.text)} warnings={state.report.warnings.map((issue) => issue.text)} />
      )}
      {id !== undefined && id !== null && (
        <button type="button" className="btn btn--style-secondary btn--size-small" onClick={() => setRound((value) => value + 1)}>
          {COPY.refresh}
        </button>
      )}
    </section>
  )
}
