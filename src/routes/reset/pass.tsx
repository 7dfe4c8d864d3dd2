import { createFileRoute, Link } from '@tanstack/react-router'
import { CircleAlert } from 'lucide-react'
import { AuthPageFrame } from '@/components/auth/auth-page-frame'
import { NewPasswordForm } from '@/components/auth/new-password-form'
import { ForgotPasswordForm } from '@/components/auth/forgot-password-form'
import { AUTH_COPY } from '@/components/auth/copy'
import { validateLinkSearch } from '@/components/auth/search'
import { checkLink } from '@/server/accounts/auth.functions'
import { Button } from '@/components/ui/button'

/** /reset/pass: without a token, ask for the link ("mot de passe oublié"); with one, choose the new password. */
export const Route = createFileRoute('/reset/pass')({
  validateSearch: validateLinkSearch,
  loaderDeps: ({ search }) => ({ token: search.token }),
  loader: async ({ deps }) => (deps.token ? { token: deps.token, link: await checkLink({ data: { token: deps.token } }) } : { token: null, link: null }),
  head: () => ({ meta: [{ title: 'Mot de passe · Maisonnée' }] }),
  component: ResetPasswordPage,
})

function ResetPasswordPage() {
  const { token, link } = Route.useLoaderData()
  if (token && link && !link.ok) {
    return (
      <AuthPageFrame>
        <div role="alert" className="mb-6 grid justify-items-center gap-3 text-center">
          <CircleAlert className="size-10 text-destructive" aria-hidden="true" />
          <h1 className="text-2xl">{AUTH_COPY.invalidLinkTitle}</h1>
          <p className="text-muted-foreground">{link.error}</p>
        </div>
        <ForgotPasswordForm />
      </AuthPageFrame>
    )
  }
  if (token && link?.ok) {
    return (
      <AuthPageFrame>
        <header className="mb-6 grid gap-2">
          <h1 className="text-2xl sm:text-3xl">{AUTH_COPY.resetTitle}</h1>
          <p className="text-muted-foreground">
            {AUTH_COPY.resetLead} <strong className="text-foreground">{link.value.email}</strong>
          </p>
        </header>
        <NewPasswordForm token={token} submitLabel={AUTH_COPY.resetSubmit} />
      </AuthPageFrame>
    )
  }
  return (
    <AuthPageFrame>
      <header className="mb-6 grid gap-2">
        <h1 className="text-2xl sm:text-3xl">{AUTH_COPY.forgotTitle}</h1>
        <p className="text-muted-foreground">{AUTH_COPY.forgotLead}</p>
      </header>
      <ForgotPasswordForm />
      <p className="mt-6 text-center text-sm">
        <Button asChild variant="link">
          <Link to="/login">{AUTH_COPY.backToLogin}</Link>
        </Button>
      </p>
    </AuthPageFrame>
  )
}
