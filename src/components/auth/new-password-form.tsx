import { useForm } from 'react-hook-form'
import { zodResolver } from '@hookform/resolvers/zod'
import { useRouter } from '@tanstack/react-router'
import { newPasswordSchema, type NewPasswordInput } from '@/domain/accounts'
import { setPasswordFromLink } from '@/server/accounts/auth.functions'
import { Form } from '@/components/ui/form'
import { Button } from '@/components/ui/button'
import { Spinner } from '@/components/ui/spinner'
import { PasswordField } from './password-field'
import { FormStatus } from './form-status'
import { AUTH_COPY } from './copy'
import { AFTER_LOGIN_PATH } from './paths'
import { useFormAction } from './use-form-action'

/** Choose a password from an emailed link (activation or reset); success signs in. */
export function NewPasswordForm({ token, submitLabel }: { token: string; submitLabel: string }) {
  const router = useRouter()
  const form = useForm<NewPasswordInput>({ resolver: zodResolver(newPasswordSchema), defaultValues: { password: '', confirmation: '' } })
  const choose = useFormAction(form, (values: NewPasswordInput) => setPasswordFromLink({ data: { ...values, token } }))

  async function onSubmit(values: NewPasswordInput) {
    if (!(await choose.run(values))) return
    await router.invalidate()
    await router.navigate({ href: AFTER_LOGIN_PATH })
  }

  return (
    <Form {...form}>
      <form onSubmit={form.handleSubmit(onSubmit)} noValidate className="grid gap-5">
        <PasswordField control={form.control} name="password" label={AUTH_COPY.newPassword} description={AUTH_COPY.passwordRules} autoComplete="new-password" />
        <PasswordField control={form.control} name="confirmation" label={AUTH_COPY.confirmation} autoComplete="new-password" />
        <FormStatus error={choose.formError?.message} />
        <Button type="submit" size="lg" disabled={form.formState.isSubmitting}>
          {form.formState.isSubmitting ? <Spinner aria-hidden="true" /> : null}
          {submitLabel}
        </Button>
      </form>
    </Form>
  )
}
