import { useState } from 'react'
import { ChevronLeft, ChevronRight } from 'lucide-react'
import { Button } from '@/components/ui/button'
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/components/ui/dialog'
import { CatalogueImage } from '@/components/catalogue/catalogue-image'
import { PAGE_SIZES, paginate } from '@/domain/pagination'
import type { CatalogueStyle } from '@/server/catalogue/catalogue.types'
import { STYLE_COPY as COPY } from './copy'

/** The first photos of a gallery page laid out large; the rest go in a two-column masonry. */
const FEATURED_PHOTOS = 4

/**
 * The full-width style dialog (spec section 2): title, description, the gallery 10 photos a page with
 * its paging, and 'Choisir ce style!' unless it already is the project's style.
 */
export function StyleDialog({
  style,
  isProjectStyle,
  canChoose,
  onChoose,
  onClose,
}: {
  style: CatalogueStyle | null
  isProjectStyle: boolean
  canChoose: boolean
  onChoose: (style: CatalogueStyle) => void
  onClose: () => void
}) {
  const [page, setPage] = useState(1)
  const photos = style?.photos ?? []
  const gallery = paginate({ total: photos.length, page, pageSize: PAGE_SIZES.gallery })
  const shown = photos.slice(gallery.offset, gallery.offset + PAGE_SIZES.gallery)
  const featured = shown.slice(0, FEATURED_PHOTOS)
  const masonry = shown.slice(FEATURED_PHOTOS)
  return (
    <Dialog
      open={style !== null}
      onOpenChange={(open) => {
        if (!open) {
          setPage(1)
          onClose()
        }
      }}
    >
      <DialogContent className="max-h-[92dvh] w-[min(100%-1rem,80rem)] max-w-none overflow-y-auto sm:max-w-none">
        {style ? (
          <>
            <DialogHeader>
              <DialogTitle className="font-serif text-2xl">{style.title}</DialogTitle>
              <DialogDescription>{style.description || COPY.moodboardHint}</DialogDescription>
            </DialogHeader>
            <div className="grid grid-cols-2 gap-2 md:grid-cols-4">
              {featured.map((photo, index) => (
                <CatalogueImage
                  key={photo.id}
                  image={photo.image}
                  loading={index === 0 ? 'eager' : 'lazy'}
                  sizes="(min-width: 768px) 25vw, 50vw"
                  className={index === 0 ? 'col-span-2 row-span-2 aspect-square size-full rounded-xl object-cover' : 'aspect-square size-full rounded-xl object-cover'}
                />
              ))}
            </div>
            {masonry.length > 0 ? (
              <div className="columns-2 gap-2 [&>*]:mb-2">
                {masonry.map((photo) => (
                  <CatalogueImage key={photo.id} image={photo.image} sizes="50vw" className="w-full break-inside-avoid rounded-xl" />
                ))}
              </div>
            ) : null}
            <DialogFooter className="items-center gap-3 sm:justify-between">
              {gallery.lastPage > 1 ? (
                <nav aria-label={COPY.galleryPage(page, gallery.lastPage)} className="flex items-center gap-2">
                  <Button type="button" variant="outline" size="icon" disabled={page <= 1} onClick={() => setPage(page - 1)} aria-label={COPY.previousPhotos}>
                    <ChevronLeft aria-hidden="true" />
                  </Button>
                  <span className="text-sm text-muted-foreground" aria-live="polite">
                    {COPY.galleryPage(page, gallery.lastPage)}
                  </span>
                  <Button type="button" variant="outline" size="icon" disabled={page >= gallery.lastPage} onClick={() => setPage(page + 1)} aria-label={COPY.nextPhotos}>
                    <ChevronRight aria-hidden="true" />
                  </Button>
                </nav>
              ) : (
                <span />
              )}
              {isProjectStyle || !canChoose ? null : (
                <Button type="button" onClick={() => onChoose(style)}>
                  {COPY.choose}
                </Button>
              )}
            </DialogFooter>
          </>
        ) : null}
      </DialogContent>
    </Dialog>
  )
}
