import { useState } from 'react'
import { useForm } from 'react-hook-form'
import { zodResolver } from '@hookform/resolvers/zod'
import { changePasswordSchema, type ChangePasswordInput } from '@/domain/accounts'
import { changePassword } from '@/server/accounts/account.functions'
import { Form } from '@/components/ui/form'
import { Button } from '@/components/ui/button'
import { Spinner } from '@/components/ui/spinner'
import { PasswordField } from '@/components/auth/password-field'
import { FormStatus } from '@/components/auth/form-status'
import { AUTH_COPY } from '@/components/auth/copy'
import { useFormAction } from '@/components/auth/use-form-action'
import { ACCOUNT_COPY } from './copy'

/** Change the password: the current one first; the other sessions end. */
export function ChangePasswordForm() {
  const form = useForm<ChangePasswordInput>({ resolver: zodResolver(changePasswordSchema), defaultValues: { currentPassword: '', password: '', confirmation: '' } })
  const change = useFormAction(form, (values: ChangePasswordInput) => changePassword({ data: values }))
  const [saved, setSaved] = useState<string | null>(null)

  async function onSubmit(values: ChangePasswordInput) {
    setSaved(null)
    if (!(await change.run(values))) return
    form.reset()
    setSaved(ACCOUNT_COPY.passwordSaved)
  }

  return (
    <Form {...form}>
      <form onSubmit={form.handleSubmit(onSubmit)} noValidate className="grid gap-5" aria-label={ACCOUNT_COPY.passwordTitle}>
        <PasswordField control={form.control} name="currentPassword" label={ACCOUNT_COPY.currentPassword} autoComplete="current-password" />
        <PasswordField control={form.control} name="password" label={ACCOUNT_COPY.newPassword} description={AUTH_COPY.passwordRules} autoComplete="new-password" />
        <PasswordField control={form.control} name="confirmation" label={ACCOUNT_COPY.confirmation} autoComplete="new-password" />
        <FormStatus error={change.formError?.message} success={saved} />
        <Button type="submit" className="justify-self-start" disabled={form.formState.isSubmitting}>
          {form.formState.isSubmitting ? <Spinner aria-hidden="true" /> : null}
          {ACCOUNT_COPY.passwordSubmit}
        </Button>
      </form>
    </Form>
  )
}
