import { useState, type FormEvent, type RefObject } from 'react'
import * as z from 'zod/mini'
import { Button } from '@/components/ui/button'
import { Input } from '@/components/ui/input'
import { Label } from '@/components/ui/label'
import { Spinner } from '@/components/ui/spinner'
import { codeInputSchemaOf } from '@/domain/one-time-code'
import { QUESTIONNAIRE_COPY as COPY } from './copy'

export type EmailCodeStepProps = {
  heading: RefObject<HTMLHeadingElement | null>
  /** The server's French message: where the code went. */
  sentMessage: string
  /** How the code went: the wording follows (an email, or an SMS to a visitor who gave a phone only). */
  channel: 'email' | 'sms'
  /** Sends the typed code; true once accepted (a refusal comes back in `serverError`). */
  onConfirm: (code: string) => Promise<boolean>
  /** Asks for a new code; true once sent (a refusal comes back in `serverError`). */
  onResend: () => Promise<boolean>
  /** The server's French refusal of the code or of the new code. */
  serverError: string | null
  isBusy: boolean
}

/**
 * The step between 'Terminer' and the saved project for a visitor: the 6-digit code sent to the address
 * they typed proves it is theirs (design/trust-boundary.md). One labelled field, its error tied to it,
 * and a way to get a new code; the resend's result is announced politely.
 */
export function EmailCodeStep({ heading, sentMessage, channel, onConfirm, onResend, serverError, isBusy }: EmailCodeStepProps) {
  const wording = channel === 'sms' ? { ...COPY.code, ...COPY.smsCode } : COPY.code
  const [code, setCode] = useState('')
  // The field's own check (the code's shape), before anything is sent.
  const [formatError, setFormatError] = useState<string | null>(null)
  const [notice, setNotice] = useState<string | null>(null)
  const error = formatError ?? serverError

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    const parsed = z.safeParse(codeInputSchemaOf[channel], { code })
    if (!parsed.success) {
      setFormatError(parsed.error.issues[0]?.message ?? null)
      return
    }
    setFormatError(null)
    setNotice(null)
    await onConfirm(parsed.data.code)
  }

  const resend = async () => {
    setFormatError(null)
    setNotice(null)
    const isSent = await onResend()
    setCode('')
    if (isSent) setNotice(COPY.code.resent)
  }

  return (
    <form className="flex flex-col gap-6 p-6 sm:p-10" onSubmit={(event) => void submit(event)} noValidate>
      <h1 ref={heading} tabIndex={-1} className="text-3xl outline-none">
        {wording.title}
      </h1>
      <p className="text-lg text-muted-foreground">{sentMessage}</p>
      <div className="grid max-w-xs gap-2">
        <Label htmlFor="email-code">{wording.label}</Label>
        <Input
          id="email-code"
          name="code"
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={7}
          className="h-12 text-center text-2xl tracking-[0.4em] tabular-nums"
          value={code}
          onChange={(event) => setCode(event.target.value)}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? 'email-code-error email-code-hint' : 'email-code-hint'}
        />
        <p id="email-code-hint" className="text-sm text-muted-foreground">
          {wording.hint}
        </p>
        {error ? (
          <p id="email-code-error" role="alert" className="text-sm font-medium text-destructive">
            {error}
          </p>
        ) : null}
      </div>
      <p aria-live="polite" className="text-sm text-muted-foreground">
        {notice}
      </p>
      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:items-center sm:justify-between">
        <Button type="button" variant="outline" size="lg" onClick={() => void resend()} disabled={isBusy}>
          {COPY.code.resend}
        </Button>
        <Button type="submit" size="lg" disabled={isBusy}>
          {isBusy ? <Spinner /> : null}
          {COPY.code.submit}
        </Button>
      </div>
    </form>
  )
}
