import { useState } from 'react'
import { useForm } from 'react-hook-form'
import { zodResolver } from '@hookform/resolvers/zod'
import { forgotPasswordSchema } from '@/domain/accounts'
import { requestEmailChange } from '@/server/accounts/account.functions'
import { Form } from '@/components/ui/form'
import { Button } from '@/components/ui/button'
import { Spinner } from '@/components/ui/spinner'
import { TextField } from '@/components/auth/text-field'
import { FormStatus } from '@/components/auth/form-status'
import { useFormAction } from '@/components/auth/use-form-action'
import { ACCOUNT_COPY } from './copy'

/**
 * Change of address: a link goes to the new address; the account keeps the old one until it is followed.
 * An account made from a phone has none yet: the same form adds one.
 */
export function EmailChangeForm({ currentEmail, pendingEmail: storedPending }: { currentEmail: string; pendingEmail: string | null }) {
  const form = useForm<{ email: string }>({ resolver: zodResolver(forgotPasswordSchema), defaultValues: { email: '' } })
  const request = useFormAction(form, (values: { email: string }) => requestEmailChange({ data: values }))
  const [sent, setSent] = useState<string | null>(null)
  const [pendingEmail, setPendingEmail] = useState(storedPending)
  const hasEmail = currentEmail !== ''

  async function onSubmit(values: { email: string }) {
    setSent(null)
    const message = await request.run(values)
    setSent(message)
    if (message) setPendingEmail(values.email.trim().toLowerCase())
  }

  return (
    <Form {...form}>
      <form onSubmit={form.handleSubmit(onSubmit)} noValidate className="grid gap-5" aria-label={ACCOUNT_COPY.emailTitle}>
        {hasEmail ? (
          <p className="text-sm text-muted-foreground">
            {ACCOUNT_COPY.emailCurrent} <strong className="text-foreground">{currentEmail}</strong>
          </p>
        ) : (
          <p className="text-sm text-muted-foreground">{ACCOUNT_COPY.emailNone}</p>
        )}
        {pendingEmail ? (
          <p className="text-sm text-muted-foreground" role="status">
            {ACCOUNT_COPY.emailPending} <strong className="text-foreground break-all">{pendingEmail}</strong>. {ACCOUNT_COPY.emailPendingHelp}
          </p>
        ) : null}
        <TextField control={form.control} name="email" label={hasEmail ? ACCOUNT_COPY.emailNew : ACCOUNT_COPY.emailAdd} type="email" autoComplete="email" />
        <FormStatus error={request.formError?.message} success={sent} />
        <Button type="submit" variant="outline" className="justify-self-start" disabled={form.formState.isSubmitting}>
          {form.formState.isSubmitting ? <Spinner aria-hidden="true" /> : null}
          {hasEmail ? ACCOUNT_COPY.emailSubmit : ACCOUNT_COPY.emailAddSubmit}
        </Button>
      </form>
    </Form>
  )
}
