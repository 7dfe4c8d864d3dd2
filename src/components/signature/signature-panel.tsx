import { useState } from 'react'
import { Download, HardHat, PenLine } from 'lucide-react'
import { Button } from '@/components/ui/button'
import { Spinner } from '@/components/ui/spinner'
import { signatureStage } from '@/domain/workflow'
import type { ProjectPanels } from '@/server/projects/project-screen.server'
import { openContractSigning } from '@/server/signature/signature.functions'
import { PROJECT_COPY } from '@/components/project/copy'

const COPY = PROJECT_COPY.signature

/** The signature stage (design/workflow.md): at 10 'Signer mon contrat' opens the signing page; from 11 the signed contract. */
export function SignaturePanel({ panels, isFrozen }: { panels: ProjectPanels; isFrozen: boolean }) {
  const stage = signatureStage({ visa: panels.status, statusBeforeException: panels.statusBeforeException })
  const [isOpening, setIsOpening] = useState(false)
  const [error, setError] = useState<string | null>(null)

  async function onSign() {
    setIsOpening(true)
    setError(null)
    const result = await openContractSigning({ data: { projectId: panels.id } }).catch(() => null)
    if (result?.ok) {
      window.location.assign(result.value.uri)
      return
    }
    setError(result ? result.error : COPY.openFailed)
    setIsOpening(false)
  }

  if (stage === 'locked') return <p className="text-muted-foreground">{COPY.locked}</p>
  if (stage === 'to-sign') {
    return (
      <div className="space-y-4">
        <p className="text-lg">{COPY['to-sign']}</p>
        <Button type="button" disabled={isFrozen || isOpening} onClick={() => void onSign()}>
          {isOpening ? <Spinner /> : <PenLine aria-hidden="true" />}
          {isOpening ? COPY.opening : COPY.sign}
        </Button>
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
        <Button asChild>
          <a href={`/suivi-des-traveaux/${panels.id}`}>
            <HardHat aria-hidden="true" /> {COPY.works}
          </a>
        </Button>
      </div>
    </div>
  )
}
