import { createFileRoute, Link } from '@tanstack/react-router'
import { CircleCheck } from 'lucide-react'
import { InvalidLink } from '@/components/auth/invalid-link'
import { AuthPageFrame } from '@/components/auth/auth-page-frame'
import { NewPasswordForm } from '@/components/auth/new-password-form'
import { AUTH_COPY } from '@/components/auth/copy'
import { validateLinkSearch } from '@/components/auth/search'
import { checkLink, confirmEmailChange } from '@/server/accounts/auth.functions'
import { Button } from '@/components/ui/button'

/**
 * /account/confirm: the activation link (?token: choose a password, which activates the account) and
 * the email-change link (?email_token: the new address becomes the account's).
 */
export const Route = createFileRoute('/account/confirm')({
  validateSearch: validateLinkSearch,
  loaderDeps: ({ search }) => search,
  loader: async ({ deps }) => {
    if (deps.email_token) return { kind: 'email' as const, result: await confirmEmailChange({ data: { token: deps.email_token } }) }
    return { kind: 'activation' as const, token: deps.token ?? '', result: await checkLink({ data: { token: deps.token ?? '' } }) }
  },
  head: () => ({ meta: [{ title: 'Activation du compte · Maisonnée' }] }),
  component: ConfirmPage,
})

function ConfirmPage() {
  const data = Route.useLoaderData()
  if (!data.result.ok) return <InvalidLink message={data.result.error} />
  if (data.kind === 'email') {
    return (
      <AuthPageFrame>
        <div role="status" className="grid justify-items-center gap-3 text-center">
          <CircleCheck className="size-10 text-primary" aria-hidden="true" />
          <h1 className="text-2xl">{AUTH_COPY.emailConfirmedTitle}</h1>
          <p className="text-muted-foreground">{AUTH_COPY.emailConfirmed(data.result.value.email)}</p>
          <Button asChild>
            <Link to="/login">{AUTH_COPY.backToLogin}</Link>
          </Button>
        </div>
      </AuthPageFrame>
    )
  }
  return (
    <AuthPageFrame>
      <header className="mb-6 grid gap-2">
        <h1 className="text-2xl sm:text-3xl">{AUTH_COPY.activateTitle}</h1>
        <p className="text-muted-foreground">
          {AUTH_COPY.activateLead} <strong className="text-foreground">{data.result.value.email}</strong>
        </p>
      </header>
      <NewPasswordForm token={data.token} submitLabel={AUTH_COPY.activateSubmit} />
    </AuthPageFrame>
  )
}
