import { createFileRoute, Link } from '@tanstack/react-router'
import { lenientSearch, searchText } from '@/lib/search-params'
import { ShieldAlert } from 'lucide-react'
import { SiteHeader } from '@/components/layout/site-header'
import { SiteFooter } from '@/components/layout/site-footer'
import { Button } from '@/components/ui/button'

const COPY = {
  title: 'Ce lien ne vous est pas accessible',
  text: 'Le projet ou le dossier demandé n’existe pas ou appartient à un autre compte. Vérifiez le lien, ou retrouvez vos projets depuis votre espace.',
  asked: 'Lien demandé :',
  projects: 'Mes projets',
  home: 'Retour à l’accueil',
} as const

const validateWrongLinkSearch = lenientSearch({ href: searchText({ maxLength: 2000 }) })

/** /wrong/link: where an 'unauthorized' project or folder load lands (spec section 8). */
export const Route = createFileRoute('/wrong/link')({
  validateSearch: validateWrongLinkSearch,
  head: () => ({ meta: [{ title: 'Lien inaccessible · Maisonnée' }] }),
  component: WrongLinkPage,
})

function WrongLinkPage() {
  const { href } = Route.useSearch()
  const { user } = Route.useRouteContext()
  return (
    <div className="flex min-h-dvh flex-col">
      <SiteHeader />
      <main id="contenu" className="mx-auto flex w-full max-w-2xl flex-1 flex-col items-center justify-center px-6 py-16 text-center">
        <span className="mb-6 grid size-16 place-items-center rounded-full bg-accent text-accent-foreground" aria-hidden="true">
          <ShieldAlert className="size-8" />
        </span>
        <h1 className="text-3xl sm:text-4xl">{COPY.title}</h1>
        <p className="mt-4 text-muted-foreground">{COPY.text}</p>
        {href ? (
          <p className="mt-3 break-all text-sm text-muted-foreground">
            {COPY.asked} <code>{href}</code>
          </p>
        ) : null}
        <div className="mt-8 flex flex-col gap-3 sm:flex-row">
          {user ? (
            <Button asChild size="lg">
              <a href="/projets">{COPY.projects}</a>
            </Button>
          ) : null}
          <Button asChild size="lg" variant={user ? 'outline' : 'default'}>
            <Link to="/home">{COPY.home}</Link>
          </Button>
        </div>
      </main>
      <SiteFooter />
    </div>
  )
}
