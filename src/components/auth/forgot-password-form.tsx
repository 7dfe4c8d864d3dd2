import { useState } from 'react'
import { useForm } from 'react-hook-form'
import { zodResolver } from '@hookform/resolvers/zod'
import { forgotPasswordSchema } from '@/domain/accounts'
import { forgotPassword } from '@/server/accounts/auth.functions'
import { Form } from '@/components/ui/form'
import { Button } from '@/components/ui/button'
import { Spinner } from '@/components/ui/spinner'
import { TextField } from './text-field'
import { FormStatus } from './form-status'
import { AUTH_COPY } from './copy'
import { useFormAction } from './use-form-action'

/** "Mot de passe oublié": the answer never says whether the address has an account. */
export function ForgotPasswordForm() {
  const form = useForm<{ email: string }>({ resolver: zodResolver(forgotPasswordSchema), defaultValues: { email: '' } })
  const ask = useFormAction(form, (values: { email: string }) => forgotPassword({ data: values }))
  const [sent, setSent] = useState<string | null>(null)

  async function onSubmit(values: { email: string }) {
    setSent(await ask.run(values))
  }

  return (
    <Form {...form}>
      <form onSubmit={form.handleSubmit(onSubmit)} noValidate className="grid gap-5">
        <TextField control={form.control} name="email" label={AUTH_COPY.email} type="email" autoComplete="email" inputMode="email" />
        <FormStatus error={ask.formError?.message} success={sent} />
        <Button type="submit" size="lg" disabled={form.formState.isSubmitting}>
          {form.formState.isSubmitting ? <Spinner aria-hidden="true" /> : null}
          {AUTH_COPY.forgotSubmit}
        </Button>
      </form>
    </Form>
  )
}
