import { useState, type ComponentProps } from 'react'
import { ImageOff } from 'lucide-react'
import { cn } from '@/lib/utils'
import type { ResponsiveImage } from '@/lib/responsive-image'

/** Spec section 2 and 8: what a missing or broken picture shows. */
export const NO_THUMBNAIL = 'Aucune vignette'

type CatalogueImageProps = { image: ResponsiveImage | null } & Omit<ComponentProps<'img'>, 'src' | 'srcSet' | 'alt'>

/**
 * A catalogue photo with its generated sizes (`sizes` says how wide it is drawn), lazy unless told
 * otherwise; a missing image or one that fails to load shows the 'Aucune vignette' placeholder instead.
 */
export function CatalogueImage({ image, className, loading = 'lazy', ...props }: CatalogueImageProps) {
  const [hasFailed, setHasFailed] = useState(false)
  if (!image || hasFailed) {
    return (
      <div role="img" aria-label={image?.alt || NO_THUMBNAIL} className={cn('flex flex-col items-center justify-center gap-1 bg-muted text-xs text-muted-foreground', className)}>
        <ImageOff aria-hidden="true" className="size-5" />
        <span>{NO_THUMBNAIL}</span>
      </div>
    )
  }
  return (
    <img
      src={image.src}
      srcSet={image.srcSet}
      width={image.width}
      height={image.height}
      alt={image.alt}
      loading={loading}
      decoding="async"
      onError={() => setHasFailed(true)}
      className={className}
      {...props}
    />
  )
}
