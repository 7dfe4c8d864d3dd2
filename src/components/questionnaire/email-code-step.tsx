import { useState, type FormEvent, type RefObject } from 'react'
import * as z from 'zod/mini'
import { Button } from '@/components/ui/button'
import { Input } from '@/components/ui/input'
import { Label } from '@/components/ui/label'
import { Spinner } from '@/components/ui/spinner'
import { emailCodeInputSchema } from '@/domain/one-time-code'
import { QUESTIONNAIRE_COPY as COPY } from './copy'

export type EmailCodeStepProps = {
  heading: RefObject<HTMLHeadingElement | null>
  /** The server's French message: where the code went. */
  sentMessage: string
  /** Sends the typed code; resolves to the server's French refusal, or null once accepted. */
  onConfirm: (code: string) => Promise<string | null>
  /** Asks for a new code; resolves to the server's French refusal, or null once sent. */
  onResend: () => Promise<string | null>
}

/**
 * The step between 'Terminer' and the saved project for a visitor: the 6-digit code sent to the address
 * they typed proves it is theirs (design/trust-boundary.md). One labelled field, its error tied to it,
 * and a way to get a new code; the resend's result is announced politely.
 */
export function EmailCodeStep({ heading, sentMessage, onConfirm, onResend }: EmailCodeStepProps) {
  const [code, setCode] = useState('')
  const [error, setError] = useState<string | null>(null)
  const [notice, setNotice] = useState<string | null>(null)
  const [isBusy, setIsBusy] = useState(false)

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    const parsed = z.safeParse(emailCodeInputSchema, { code })
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? null)
      return
    }
    setIsBusy(true)
    setNotice(null)
    const refusal = await onConfirm(parsed.data.code)
    setError(refusal)
    setIsBusy(false)
  }

  const resend = async () => {
    setIsBusy(true)
    setError(null)
    const refusal = await onResend()
    setCode('')
    if (refusal) setError(refusal)
    else setNotice(COPY.code.resent)
    setIsBusy(false)
  }

  return (
    <form className="flex flex-col gap-6 p-6 sm:p-10" onSubmit={(event) => void submit(event)} noValidate>
      <h1 ref={heading} tabIndex={-1} className="text-3xl outline-none">
        {COPY.code.title}
      </h1>
      <p className="text-lg text-muted-foreground">{sentMessage}</p>
      <div className="grid max-w-xs gap-2">
        <Label htmlFor="email-code">{COPY.code.label}</Label>
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
          {COPY.code.hint}
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
