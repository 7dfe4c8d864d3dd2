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
import { ACCOUNT_COPY } from './copy'

/** Change of address: a link goes to the new address; the account keeps the old one until it is followed. */
export function EmailChangeForm({ currentEmail }: { currentEmail: string }) {
  const form = useForm<{ email: string }>({ resolver: zodResolver(forgotPasswordSchema), defaultValues: { email: '' } })
  const [status, setStatus] = useState<{ error?: string; success?: string }>({})

  async function onSubmit(values: { email: string }) {
    setStatus({})
    const result = await requestEmailChange({ data: values })
    if (result.ok) setStatus({ success: result.value })
    else if (result.field === 'email') form.setError('email', { message: result.error }, { shouldFocus: true })
    else setStatus({ error: result.error })
  }

  return (
    <Form {...form}>
      <form onSubmit={form.handleSubmit(onSubmit)} noValidate className="grid gap-5" aria-label={ACCOUNT_COPY.emailTitle}>
        <p className="text-sm text-muted-foreground">
          {ACCOUNT_COPY.emailCurrent} <strong className="text-foreground">{currentEmail}</strong>
        </p>
        <TextField control={form.control} name="email" label={ACCOUNT_COPY.emailNew} type="email" autoComplete="email" />
        <FormStatus error={status.error} success={status.success} />
        <Button type="submit" variant="outline" className="justify-self-start" disabled={form.formState.isSubmitting}>
          {form.formState.isSubmitting ? <Spinner aria-hidden="true" /> : null}
          {ACCOUNT_COPY.emailSubmit}
        </Button>
      </form>
    </Form>
  )
}
