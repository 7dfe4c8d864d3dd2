'use client'
import { useState } from 'react'
import { Button, useDocumentInfo } from '@payloadcms/ui'

/** The button's French texts, once. */
const COPY = {
  title: 'Codes de signature',
  intro: 'Un client qui a demandé trop de codes attend une heure. Pour le débloquer tout de suite :',
  action: 'Lever la limite des codes',
  pending: 'En cours…',
  failed: 'La limite n’a pas pu être levée. Rechargez la page pour réessayer.',
} as const

type State = { kind: 'idle' } | { kind: 'pending' } | { kind: 'done'; message: string } | { kind: 'failed'; message: string }

/** The signature's sidebar panel: staff lift the cap on signature codes of a pending signature. */
export function ResetCodeLimitButton() {
  const { id } = useDocumentInfo()
  const [state, setState] = useState<State>({ kind: 'idle' })
  if (id === undefined || id === null) return null

  const reset = async () => {
    setState({ kind: 'pending' })
    try {
      const response = await fetch(`/api/signatures/${encodeURIComponent(String(id))}/reset-code-limit`, { method: 'POST', credentials: 'include' })
      const { message } = (await response.json()) as { message?: string }
      setState(response.ok ? { kind: 'done', message: message ?? '' } : { kind: 'failed', message: message ?? COPY.failed })
    } catch (error) {
      console.error('signature code limit reset failed', error)
      setState({ kind: 'failed', message: COPY.failed })
    }
  }

  return (
    <section aria-labelledby="signature-code-limit-title" aria-live="polite">
      <h3 id="signature-code-limit-title">{COPY.title}</h3>
      <p>{COPY.intro}</p>
      <Button buttonStyle="secondary" size="small" disabled={state.kind === 'pending'} onClick={() => void reset()}>
        {state.kind === 'pending' ? COPY.pending : COPY.action}
      </Button>
      {state.kind === 'done' && <p role="status">{state.message}</p>}
      {state.kind === 'failed' && <p role="alert">{state.message}</p>}
    </section>
  )
}
