'use client'
import { Button } from '@payloadcms/ui'
import { PUBLISH_PANEL_ID } from './publish-panel.tsx'

/**
 * In place of Payload's own « Publier » in the quiz's header (greyed until a field changes, and blind to the
 * questions' drafts and to the check): it takes the marketer to the publish panel, where « Vérifier » and
 * « Publier » are. NOTE: on a phone the sidebar comes after every field, far below the header.
 */
export function QuestionnairePublishShortcut() {
  const goToPanel = () => {
    const panel = document.getElementById(PUBLISH_PANEL_ID)
    panel?.scrollIntoView({ behavior: 'smooth', block: 'start' })
    panel?.focus({ preventScroll: true })
  }
  return (
    <Button buttonStyle="primary" size="medium" margin={false} onClick={goToPanel} aria-controls={PUBLISH_PANEL_ID}>
      {COPY.label}
    </Button>
  )
}

const COPY = { label: 'Publier…' } as const
