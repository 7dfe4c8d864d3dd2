import { TriangleAlert } from 'lucide-react'
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert'
import { PROJECT_COPY } from './copy'

const COPY = PROJECT_COPY.exception

/** At 13 (Exception): every project screen says the project is on hold and how to reach the team. */
export function ExceptionBanner() {
  return (
    <Alert variant="destructive" className="border-destructive/40 bg-destructive/5">
      <TriangleAlert aria-hidden="true" />
      <AlertTitle>{COPY.title}</AlertTitle>
      <AlertDescription>
        {/* NOTE: the text in the body colour: red at 90 % on the tinted banner is below 4.5:1 (axe). */}
        <p className="text-foreground">
          {COPY.text}{' '}
          <a href="/page-contact" className="font-medium underline underline-offset-4">
            {COPY.contact}
          </a>
        </p>
      </AlertDescription>
    </Alert>
  )
}
