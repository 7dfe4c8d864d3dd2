import { createFileRoute, Link } from '@tanstack/react-router'
import { CircleAlert } from 'lucide-react'
import { AuthPageFrame } from '@/components/auth/auth-page-frame'
import { NewPasswordForm } from '@/components/auth/new-password-form'
import { ForgotPasswordForm } from '@/components/auth/forgot-password-form'
import { LinkChecking } from '@/components/auth/link-checking'
import { AUTH_COPY } from '@/components/auth/copy'
import { validateLinkSearch } from '@/components/auth/search'
import { useEmailedLink, type LinkTokenName } from '@/components/auth/emailed-link'
import { checkLink } from '@/server/accounts/auth.functions'
import { LINK_IN_QUERY_MESSAGE } from '@/domain/accounts/errors'
import { Button } from '@/components/ui/button'

const RESET_LINK: readonly LinkTokenName[] = ['token']
const checkResetLink = ({ token }: { token: string }) => checkLink({ data: { token } })

/**
 * /reset/pass: without a link, ask for one ("mot de passe oublié"); from the emailed link (#token=…, read by
 * the page, never sent to the server in the URL), choose the new password. An older link (?token=…) is refused.
 */
export const Route = createFileRoute('/reset/pass')({
  validateSearch: validateLinkSearch,
  head: () => ({ meta: [{ title: 'Mot de passe · Maisonnée' }] }),
  component: ResetPasswordPage,
})

function ResetPasswordPage() {
  const search = Route.useSearch()
  const link = useEmailedLink(RESET_LINK, checkResetLink)
  if (search.token) return <RefusedLink message={LINK_IN_QUERY_MESSAGE} />
  if (link.status === 'reading') return <LinkChecking />
  if (link.status === 'checked' && !link.result.ok) return <RefusedLink message={link.result.error} />
  if (link.status === 'checked' && link.result.ok) {
    return (
      <AuthPageFrame>
        <header className="mb-6 grid gap-2">
          <h1 className="text-2xl sm:text-3xl">{AUTH_COPY.resetTitle}</h1>
          <p className="text-muted-foreground">
            {AUTH_COPY.resetLead} <strong className="text-foreground break-all">{link.result.value.email}</strong>
          </p>
        </header>
        <NewPasswordForm token={link.token} submitLabel={AUTH_COPY.resetSubmit} />
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

/** A link that cannot be used (expired, spent, or of an older form), with the way to get a new one. */
function RefusedLink({ message }: { message: string }) {
  return (
    <AuthPageFrame>
      <div role="alert" className="mb-6 grid justify-items-center gap-3 text-center">
        <CircleAlert className="size-10 text-destructive" aria-hidden="true" />
        <h1 className="text-2xl">{AUTH_COPY.invalidLinkTitle}</h1>
        <p className="text-muted-foreground">{message}</p>
      </div>
      <ForgotPasswordForm />
    </AuthPageFrame>
  )
}
