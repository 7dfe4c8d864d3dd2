import { CircleAlert, CircleCheck } from 'lucide-react'
import { Alert, AlertDescription } from '@/components/ui/alert'

/** The outcome of a form: an error (announced at once) or a confirmation. */
export function FormStatus({ error, success }: { error?: string | null; success?: string | null }) {
  if (error) {
    return (
      <Alert variant="destructive" role="alert">
        <CircleAlert aria-hidden="true" />
        <AlertDescription>{error}</AlertDescription>
      </Alert>
    )
  }
  if (success) {
    return (
      <Alert role="status">
        <CircleCheck aria-hidden="true" />
        <AlertDescription>{success}</AlertDescription>
      </Alert>
    )
  }
  return null
}
