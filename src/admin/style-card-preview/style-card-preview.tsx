'use client'
import { useEffect, useState } from 'react'
import { useFormFields } from '@payloadcms/ui'
import type { Photo } from '../../../payload-types.ts'
import { responsiveImage, type ResponsiveImage } from '../../lib/responsive-image.ts'
import { STYLE_COPY } from '../../components/style/copy.ts'
import './style-card-preview.css'

/** The preview's own French texts, once (the card's texts are the site's: STYLE_COPY). */
const COPY = {
  title: 'Aperçu de la carte',
  intro: 'La carte telle que les clients la voient au choix du style : la première photo en grand, les deux suivantes à côté.',
  noPhoto: 'Aucune vignette',
  failed: 'Les photos n’ont pas pu être chargées pour l’aperçu.',
} as const

type Relation = number | string | { id: number | string } | null | undefined
const idOf = (value: Relation) => (value === null || value === undefined ? null : String(typeof value === 'object' ? value.id : value))

function Picture({ image, className }: { image: ResponsiveImage | null | undefined; className: string }) {
  if (!image) return <div className={`${className} style-card-preview__empty`}>{COPY.noPhoto}</div>
  return <img className={className} src={image.src} srcSet={image.srcSet} sizes="300px" alt={image.alt} />
}

/**
 * The style's card as the site draws it (src/components/style/style-card.tsx), from the form as it is
 * being edited: title, photo count and the first three photos in their current order.
 */
export function StyleCardPreview() {
  const title = useFormFields(([fields]) => fields.title?.value) as string | undefined
  const photos = useFormFields(([fields]) => fields.photos?.value) as Relation[] | undefined
  const ids = (photos ?? []).map(idOf).filter((id): id is string => id !== null)
  const key = ids.slice(0, 3).join(',')
  const [images, setImages] = useState<Record<string, ResponsiveImage | null>>({})
  const [hasFailed, setHasFailed] = useState(false)

  useEffect(() => {
    if (key === '') return
    const controller = new AbortController()
    const query = key.split(',').map((id) => `where[id][in][]=${encodeURIComponent(id)}`).join('&')
    fetch(`/api/photos?${query}&depth=0&limit=3`, { credentials: 'include', signal: controller.signal })
      .then(async (response) => {
        if (!response.ok) throw new Error(`HTTP ${response.status}`)
        const { docs } = (await response.json()) as { docs: Photo[] }
        setHasFailed(false)
        setImages((known) => ({ ...known, ...Object.fromEntries(docs.map((photo) => [String(photo.id), responsiveImage(photo, title ?? '')])) }))
      })
      .catch((error: unknown) => {
        if (!controller.signal.aborted) {
          console.error('style card preview failed', error)
          setHasFailed(true)
        }
      })
    return () => controller.abort()
  }, [key, title])

  const [main, ...others] = ids
  return (
    <section className="style-card-preview" aria-labelledby="style-card-preview-title">
      <h3 id="style-card-preview-title">{COPY.title}</h3>
      <p className="field-description">{COPY.intro}</p>
      <div className="style-card-preview__card" data-testid="style-card-preview">
        <div className="style-card-preview__photos">
          <Picture image={main ? images[main] : null} className="style-card-preview__main" />
          <Picture image={others[0] ? images[others[0]] : null} className="style-card-preview__small style-card-preview__small--top" />
          <Picture image={others[1] ? images[others[1]] : null} className="style-card-preview__small style-card-preview__small--bottom" />
        </div>
        <div className="style-card-preview__text">
          <span className="style-card-preview__title">{title || '…'}</span>
          <span className="style-card-preview__count">{STYLE_COPY.photos(ids.length)}</span>
        </div>
        <span className="style-card-preview__see">{STYLE_COPY.see}</span>
      </div>
      {hasFailed && <p role="alert">{COPY.failed}</p>}
    </section>
  )
}
