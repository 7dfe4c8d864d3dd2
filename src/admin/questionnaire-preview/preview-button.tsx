'use client'
import { useDocumentInfo } from '@payloadcms/ui'

/** The button's French texts, once. */
const COPY = {
  preview: 'Prévisualiser',
  help: 'Ouvre le questionnaire public sur ce brouillon, dans un nouvel onglet (visible seulement par le marketing ; les réponses n’y sont pas enregistrées). Enregistrez d’abord vos modifications.',
  unsaved: 'Enregistrez le questionnaire pour le prévisualiser.',
} as const

/** The public questionnaire's address on a quiz's draft (the site checks the viewer is marketing). */
const previewHref = (quizId: number | string) => `/web-questionnaire/-1?preview=${encodeURIComponent(String(quizId))}`

/** The quiz's 'Prévisualiser' button: the public questionnaire as it would be once this draft is published. */
export function QuestionnairePreviewButton() {
  const { id } = useDocumentInfo()
  if (id === undefined || id === null) return <p className="field-description">{COPY.unsaved}</p>
  return (
    <div className="questionnaire-preview" style={{ marginBottom: 16 }}>
      <a className="btn btn--style-secondary btn--size-medium" href={previewHref(id)} target="_blank" rel="noopener" style={{ margin: 0 }}>
        {COPY.preview}
      </a>
      <p className="field-description">{COPY.help}</p>
    </div>
  )
}
