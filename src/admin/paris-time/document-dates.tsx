'use client'
import { useDocumentInfo } from '@payloadcms/ui'
import { PARIS_TIME_COPY as COPY } from './copy.ts'
import { parisDateTime } from './format.ts'
import './document-dates.css'

/**
 * A document's « Modifié le » and « Créé le » above its buttons, in Paris time. Payload's own pair (the
 * document controls' list, hidden by this component's stylesheet) writes them in the browser's time zone.
 */
export function ParisDocumentDates() {
  const { data } = useDocumentInfo()
  const updatedAt = typeof data?.updatedAt === 'string' ? data.updatedAt : null
  const createdAt = typeof data?.createdAt === 'string' ? data.createdAt : null
  if (!updatedAt && !createdAt) return null
  return (
    <p className="paris-document-dates">
      {updatedAt ? <span>{COPY.updated(parisDateTime(updatedAt))}</span> : null}
      {createdAt ? <span>{COPY.created(parisDateTime(createdAt))}</span> : null}
    </p>
  )
}
