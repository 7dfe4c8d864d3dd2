import { createFileRoute, Link } from '@tanstack/react-router'
import { CircleAlert, CircleCheck } from 'lucide-react'
import { InvalidLink } from '@/components/auth/invalid-link'
import { AuthPageFrame } from '@/components/auth/auth-page-frame'
import { NewPasswordForm } from '@/components/auth/new-password-form'
import { LinkChecking } from '@/components/auth/link-checking'
import { AUTH_COPY } from '@/components/auth/copy'
import { validateLinkSearch } from '@/components/auth/search'
import { useEmailedLink, type LinkTokenName } from '@/components/auth/emailed-link'
import { checkLink, confirmEmailChange } from '@/server/accounts/auth.functions'
import { LINK_INVALID_MESSAGE, LINK_IN_QUERY_MESSAGE } from '@/domain/accounts/errors'
import { Button } from '@/components/ui/button'

const CONFIRM_LINKS: readonly LinkTokenName[] = ['email_token', 'token']
/** The email-change link is spent by the check (the new address becomes the account's); the activation link only read. */
const checkConfirmLink = ({ name, token }: { name: LinkTokenName; token: string }) =>
  name === 'email_token' ? confirmEmailChange({ data: { token } }) : checkLink({ data: { token } })

/**
 * /account/confirm: the activation link (#token=…: choose a password, which activates the account) and the
 * email-change link (#email_token=…: the new address becomes the account's). The token is in the fragment,
 * read by the page and posted; an older link (?token=…, ?email_token=…) is refused.
 */
export const Route = createFileRoute('/account/confirm')({
  validateSearch: validateLinkSearch,
  head: () => ({ meta: [{ title: 'Activation du compte · Maisonnée' }] }),
  component: ConfirmPage,
})

function ConfirmPage() {
  const search = Route.useSearch()
  const link = useEmailedLink(CONFIRM_LINKS, checkConfirmLink)
  if (search.token || search.email_token) return <InvalidLink message={LINK_IN_QUERY_MESSAGE} />
  if (link.status === 'reading') return <LinkChecking />
  if (link.status === 'none') return <InvalidLink message={LINK_INVALID_MESSAGE} />
  if (!link.result.ok && link.name === 'email_token') return <EmailNotChanged message={link.result.error} />
  if (!link.result.ok) return <InvalidLink message={link.result.error} />
  if (link.name === 'email_token') {
    return (
      <AuthPageFrame>
        <div role="status" className="grid justify-items-center gap-3 text-center">
          <CircleCheck className="size-10 text-primary" aria-hidden="true" />
          <h1 className="text-2xl">{AUTH_COPY.emailConfirmedTitle}</h1>
          <p className="text-muted-foreground break-all">{AUTH_COPY.emailConfirmed(link.result.value.email)}</p>
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
          {AUTH_COPY.activateLead} <strong className="text-foreground break-all">{link.result.value.email}</strong>
        </p>
      </header>
      <NewPasswordForm token={link.token} submitLabel={AUTH_COPY.activateSubmit} />
    </AuthPageFrame>
  )
}

/** An email-change link that changed nothing (expired, spent, or its address has an account): a new one is asked for on « Mon compte ». */
function EmailNotChanged({ message }: { message: string }) {
  return (
    <AuthPageFrame>
      <div role="alert" className="grid justify-items-center gap-3 text-center">
        <CircleAlert className="size-10 text-destructive" aria-hidden="true" />
        <h1 className="text-2xl">{AUTH_COPY.emailNotChangedTitle}</h1>
        <p className="text-muted-foreground">{message}</p>
        <Button asChild>
          <Link to="/moncompte">{AUTH_COPY.toAccount}</Link>
        </Button>
      </div>
    </AuthPageFrame>
  )
}
