import { useState } from 'react'
import { Download, FolderOpen, HardHat, PenLine } from 'lucide-react'
import { Button } from '@/components/ui/button'
import { Spinner } from '@/components/ui/spinner'
import { useServerAction } from '@/components/lib/use-server-action'
import { signatureStage } from '@/domain/workflow'
import { signatureReadiness } from '@/domain/signature'
import type { ProjectPanels } from '@/server/projects/project-screen.server'
import { openContractSigning } from '@/server/signature/signature.functions'
import { PROJECT_COPY } from '@/components/project/copy'
import { SignatureMissing } from './signature-missing'

const COPY = PROJECT_COPY.signature

/**
 * The signature stage (design/workflow.md): at 10, when the customer can sign (signatureReadiness),
 * 'Signer mon contrat' opens the signing page of the quote and the fee presentation; before, what is still
 * missing; from 11 the signed quote, and the project's documents where both signed documents are filed.
 */
export function SignaturePanel({ panels, isFrozen }: { panels: ProjectPanels; isFrozen: boolean }) {
  const stage = signatureStage({ visa: panels.status, statusBeforeException: panels.statusBeforeException })
  const readiness = signatureReadiness({
    status: panels.status,
    statusBeforeException: panels.statusBeforeException,
    hasQuote: panels.quote !== null,
    hasFeePresentation: panels.presentation !== null,
  })
  // NOTE: a refusal shows in the panel's alert line (no toast); the call that never arrived keeps its own words.
  const open = useServerAction(() => openContractSigning({ data: { projectId: panels.id } }), { shouldToast: false })
  const [isRedirecting, setIsRedirecting] = useState(false)
  const isOpening = open.isPending || isRedirecting
  const error = open.error ? (open.error.status === 0 ? COPY.openFailed : open.error.message) : null

  async function onSign() {
    const signing = await open.run(undefined)
    if (!signing) return
    setIsRedirecting(true)
    window.location.assign(signing.uri)
  }

  if (stage === 'locked') {
    return (
      <div className="space-y-4">
        <p className="text-muted-foreground">{COPY.locked}</p>
        <SignatureMissing missing={readiness.missing} />
      </div>
    )
  }
  if (stage === 'to-sign') {
    return (
      <div className="space-y-4">
        <p className="text-lg">{COPY['to-sign']}</p>
        {readiness.canSign ? (
          <Button type="button" disabled={isFrozen || isOpening} onClick={() => void onSign()}>
            {isOpening ? <Spinner /> : <PenLine aria-hidden="true" />}
            {isOpening ? COPY.opening : COPY.sign}
          </Button>
        ) : (
          <SignatureMissing missing={readiness.missing} />
        )}
        {error ? (
          <p role="alert" className="text-sm text-destructive">
            {error}
          </p>
        ) : null}
      </div>
    )
  }
  return (
    <div className="space-y-4">
      <p className="text-lg">{COPY.signed}</p>
      <div className="flex flex-col gap-3 sm:flex-row">
        {panels.signedContract ? (
          <Button asChild variant="outline">
            <a href={panels.signedContract.downloadUrl} download>
              <Download aria-hidden="true" /> {COPY.download}
            </a>
          </Button>
        ) : null}
        {/* Both signed documents (the quote and the fee presentation) are filed in the project's documents. */}
        <Button asChild variant="outline">
          <a href={`/mesdocuments/${panels.id}`}>
            <FolderOpen aria-hidden="true" /> {COPY.documents}
          </a>
        </Button>
        <Button asChild>
          <a href={`/suivi-des-travaux/${panels.id}`}>
            <HardHat aria-hidden="true" /> {COPY.works}
          </a>
        </Button>
      </div>
    </div>
  )
}
