import { SIGNATURE_MISSING_MESSAGES, type SignatureMissing as Missing } from '@/domain/signature'
import { SIGNING_COPY as COPY } from './copy'

/** What still stands between the customer and the signature, each in a sentence (signatureReadiness's `missing`). */
export function SignatureMissing({ missing }: { missing: readonly Missing[] }) {
  if (missing.length === 0) return null
  return (
    <div className="space-y-2 rounded-lg border bg-muted/40 p-4">
      <p className="font-medium">{COPY.missingTitle}</p>
      <ul className="list-disc space-y-1 pl-5">
        {missing.map((item) => (
          <li key={item}>{SIGNATURE_MISSING_MESSAGES[item]}</li>
        ))}
      </ul>
    </div>
  )
}
