'use client'
import { useState } from 'react'
import { Button, useDocumentInfo } from '@payloadcms/ui'
import { EMAIL_QUEUE_COPY } from '../../domain/email-queue/copy.ts'

const COPY = EMAIL_QUEUE_COPY.resend

type State = { kind: 'idle' } | { kind: 'pending' } | { kind: 'done'; message: string } | { kind: 'failed'; message: string }

/** The sidebar panel of a failed email (admins only): sends it again through the queue. */
export function ResendEmailButton() {
  const { id } = useDocumentInfo()
  const [state, setState] = useState<State>({ kind: 'idle' })
  if (id === undefined || id === null) return null

  const resend = async () => {
    setState({ kind: 'pending' })
    try {
      const response = await fetch(`/api/payload-jobs/${encodeURIComponent(String(id))}/resend`, { method: 'POST', credentials: 'include' })
      const { message } = (await response.json()) as { message?: string }
      setState(response.ok ? { kind: 'done', message: message ?? COPY.done } : { kind: 'failed', message: message ?? COPY.failed })
    } catch (error) {
      console.error('email resend failed', error)
      setState({ kind: 'failed', message: COPY.failed })
    }
  }

  return (
    <section aria-labelledby="resend-email-title" aria-live="polite">
      <h3 id="resend-email-title">{COPY.title}</h3>
      <p>{COPY.intro}</p>
      <Button buttonStyle="secondary" size="small" disabled={state.kind === 'pending' || state.kind === 'done'} onClick={() => void resend()}>
        {state.kind === 'pending' ? COPY.pending : COPY.action}
      </Button>
      {state.kind === 'done' && <p role="status">{state.message}</p>}
      {state.kind === 'failed' && <p role="alert">{state.message}</p>}
    </section>
  )
}
