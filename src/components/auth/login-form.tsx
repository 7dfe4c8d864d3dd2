import { useState } from 'react'
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

/** The login form (spec section 5): field messages inline, a failed login in the 'Oooops' dialog. */
export function LoginForm({ redirectTo }: { redirectTo?: string }) {
  const router = useRouter()
  const form = useForm<LoginInput>({ resolver: zodResolver(loginSchema), defaultValues: { email: '', password: '' } })
  const [failure, setFailure] = useState<{ title: string; message: string } | null>(null)
  const [error, setError] = useState<string | null>(null)

  async function onSubmit(values: LoginInput) {
    setError(null)
    const result = await loginUser({ data: values })
    if (!result.ok) {
      if (result.title) setFailure({ title: result.title, message: result.error })
      else if (result.field === 'email' || result.field === 'password') form.setError(result.field, { message: result.error }, { shouldFocus: true })
      else setError(result.error)
      return
    }
    await router.invalidate()
    await router.navigate({ href: safeRedirectTarget(redirectTo, AFTER_LOGIN_PATH) })
  }

  return (
    <Form {...form}>
      <form onSubmit={form.handleSubmit(onSubmit)} noValidate className="grid gap-5" aria-label={AUTH_COPY.loginTab}>
        <TextField control={form.control} name="email" label={AUTH_COPY.email} type="email" autoComplete="email" inputMode="email" />
        <PasswordField control={form.control} name="password" label={AUTH_COPY.password} autoComplete="current-password" />
        <div className="-mt-2 text-right text-sm">
          <Link to="/reset/pass" className="text-primary underline-offset-4 hover:underline">
            {AUTH_COPY.forgot}
          </Link>
        </div>
        <FormStatus error={error} />
        <Button type="submit" size="lg" disabled={form.formState.isSubmitting}>
          {form.formState.isSubmitting ? <Spinner aria-hidden="true" /> : null}
          {AUTH_COPY.submitLogin}
        </Button>
      </form>
      <MessageDialog message={failure && { title: failure.title, text: failure.message }} okLabel={AUTH_COPY.ok} onClose={() => setFailure(null)} />
    </Form>
  )
}
