import { Spinner } from '@/components/ui/spinner'
import { AuthPageFrame } from './auth-page-frame'
import { AUTH_COPY } from './copy'

/** An emailed link's page while it reads and checks the link (its token is in the fragment, which only the browser sees). */
export function LinkChecking() {
  return (
    <AuthPageFrame>
      <p role="status" className="flex items-center justify-center gap-3 text-muted-foreground">
        <Spinner aria-hidden="true" />
        {AUTH_COPY.linkChecking}
      </p>
    </AuthPageFrame>
  )
}
