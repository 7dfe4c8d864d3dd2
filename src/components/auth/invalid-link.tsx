import { Link } from '@tanstack/react-router'
import { CircleAlert } from 'lucide-react'
import { Button } from '@/components/ui/button'
import { AuthPageFrame } from './auth-page-frame'
import { AUTH_COPY } from './copy'

/** An emailed link that expired or was used, with the way to get a new one. */
export function InvalidLink({ message }: { message: string }) {
  return (
    <AuthPageFrame>
      <div role="alert" className="grid justify-items-center gap-3 text-center">
        <CircleAlert className="size-10 text-destructive" aria-hidden="true" />
        <h1 className="text-2xl">{AUTH_COPY.invalidLinkTitle}</h1>
        <p className="text-muted-foreground">{message}</p>
        <Button asChild>
          <Link to="/reset/pass">{AUTH_COPY.forgotSubmit}</Link>
        </Button>
      </div>
    </AuthPageFrame>
  )
}
