import { useForm } from 'react-hook-form'
import { zodResolver } from '@hookform/resolvers/zod'
import { Link, useRouter } from '@tanstack/react-router'
import { loginSchema, type LoginInput } from '@/domain/password'
import { safeRedirectTarget } from '@/domain/access'
import { loginUser } from '@/server/accounts/auth.functions'
import { Form } from '@/components/ui/form'
import { Button } from '@/components/ui/button'
import { Spinner } from '@/components/ui/spinner'
import { MessageDialog } from '@/components/layout/dialogs'
import { TextField } from './text-field'
import { PasswordField } from './password-field'
import { FormStatus } from './form-status'
import { AUTH_COPY } from './copy'
import { AFTER_LOGIN_PATH } from './paths'
import { useFormAction } from './use-form-action'

/** The login form (spec section 5): field messages inline, a failed login in the « Oups » dialog (the spec's 'Oooops', corrected). */
export function LoginForm({ redirectTo }: { redirectTo?: string }) {
  const router = useRouter()
  const form = useForm<LoginInput>({ resolver: zodResolver(loginSchema), defaultValues: { email: '', password: '' } })
  const login = useFormAction(form, (values: LoginInput) => loginUser({ data: values }))
  // A refused login (wrong password, locked account) comes with a title: it opens the « Oups » dialog.
  const refusal = login.formError?.title ? { title: login.formError.title, text: login.formError.message } : null

  async function onSubmit(values: LoginInput) {
    if (!(await login.run(values))) return
    await router.invalidate()
    await router.navigate({ href: safeRedirectTarget(redirectTo, AFTER_LOGIN_PATH) })
  }

  return (
    <Form {...form}>
      <form onSubmit={form.handleSubmit(onSubmit)} noValidate className="grid gap-5" aria-label={AUTH_COPY.loginTab}>
        <TextField control={form.control} name="email" label={AUTH_COPY.loginIdentifier} type="text" autoComplete="username" />
        <PasswordField control={form.control} name="password" label={AUTH_COPY.password} autoComplete="current-password" />
        <div className="-mt-2 text-right text-sm">
          <Link to="/reset/pass" className="text-primary underline-offset-4 hover:underline">
            {AUTH_COPY.forgot}
          </Link>
        </div>
        <FormStatus error={refusal ? null : login.formError?.message} />
        <Button type="submit" size="lg" disabled={form.formState.isSubmitting}>
          {form.formState.isSubmitting ? <Spinner aria-hidden="true" /> : null}
          {AUTH_COPY.submitLogin}
        </Button>
      </form>
      <MessageDialog message={refusal} okLabel={AUTH_COPY.ok} onClose={login.reset} />
    </Form>
  )
}
