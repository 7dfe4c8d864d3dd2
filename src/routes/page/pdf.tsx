import { createFileRoute } from '@tanstack/react-router'
import { lenientSearch, searchText } from '@/lib/search-params'
import { Download } from 'lucide-react'
import { SiteHeader } from '@/components/layout/site-header'
import { Button } from '@/components/ui/button'

const COPY = {
  title: 'Document',
  missing: 'Aucun document à afficher : le lien est incomplet.',
  download: 'Télécharger le PDF',
  fallback: 'Votre navigateur n’affiche pas ce PDF ici : téléchargez-le pour le lire.',
} as const

/** Only this site's own files are shown (no page that frames any address it is given). */
const readSource = searchText({ pattern: /^\/uploads\/(?!.*\.\.)[\w./-]+\.pdf$/i })

const validatePdfSearch = lenientSearch({ src: readSource, title: searchText({ maxLength: 200 }) })

/** /page/pdf?src=/uploads/…: a PDF of the site shown full page, with its download link (spec: PDF page). */
export const Route = createFileRoute('/page/pdf')({
  validateSearch: validatePdfSearch,
  head: () => ({ meta: [{ title: 'Document · Maisonnée' }] }),
  component: PdfPage,
})

function PdfPage() {
  const { src, title } = Route.useSearch()
  return (
    <div className="flex min-h-dvh flex-col">
      <SiteHeader />
      <main id="contenu" className="mx-auto flex w-full max-w-5xl flex-1 flex-col gap-4 px-4 py-8 sm:px-6">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <h1 className="text-2xl sm:text-3xl">{title ?? COPY.title}</h1>
          {src ? (
            <Button asChild variant="outline">
              <a href={src} download>
                <Download aria-hidden="true" />
                {COPY.download}
              </a>
            </Button>
          ) : null}
        </div>
        {src ? (
          <object data={src} type="application/pdf" className="min-h-[70dvh] w-full flex-1 rounded-lg border border-border" aria-label={title ?? COPY.title}>
            <p className="p-6 text-muted-foreground">{COPY.fallback}</p>
          </object>
        ) : (
          <p role="alert" className="text-muted-foreground">
            {COPY.missing}
          </p>
        )}
      </main>
    </div>
  )
}
