import { Link } from '@tanstack/react-router'
import { Compass } from 'lucide-react'
import { Button } from '@/components/ui/button'
import { SiteHeader } from './site-header'
import { SiteFooter } from './site-footer'

const COPY = {
  code: '404',
  title: 'Cette page n’existe pas',
  text: 'Le lien que vous avez suivi est peut-être incomplet, ou la page a été déplacée. Rien n’est perdu : votre projet vous attend.',
  home: 'Retour à l’accueil',
  start: 'Décrire mon projet',
} as const

/** The 404 page, for any path no route claims. */
export function NotFoundPage() {
  return (
    <div className="flex min-h-dvh flex-col">
      <SiteHeader />
      <main id="contenu" className="mx-auto flex w-full max-w-3xl flex-1 flex-col items-center justify-center px-6 py-16 text-center">
        <span className="mb-6 grid size-16 place-items-center rounded-full bg-accent text-accent-foreground" aria-hidden="true">
          <Compass className="size-8" />
        </span>
        <p className="font-serif text-6xl text-primary">{COPY.code}</p>
        <h1 className="mt-4 text-3xl sm:text-4xl">{COPY.title}</h1>
        <p className="mt-4 max-w-xl text-muted-foreground">{COPY.text}</p>
        <div className="mt-8 flex flex-col gap-3 sm:flex-row">
          <Button asChild size="lg">
            <Link to="/home">{COPY.home}</Link>
          </Button>
          <Button asChild size="lg" variant="outline">
            <a href="/web-questionnaire/-1">{COPY.start}</a>
          </Button>
        </div>
      </main>
      <SiteFooter />
    </div>
  )
}
