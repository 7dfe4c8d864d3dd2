import { type ErrorComponentProps, Link } from '@tanstack/react-router'
import { Button } from '@/components/ui/button'
import { CodeLoadError } from '@/lib/time-limits'

const COPY = {
  title: 'Une erreur est survenue',
  text: 'Nous n’avons pas pu afficher cette page. Réessayez dans un instant ; si le problème persiste, contactez-nous.',
  retry: 'Réessayer',
  home: 'Retour à l’accueil',
} as const

/**
 * Shown when a route fails to load or render; it never shows internals to the visitor. A part of the
 * page's code that did not load is fetched again only by a new load of the page: "Réessayer" then reloads.
 */
export function ErrorPage({ error, reset }: ErrorComponentProps) {
  const retry = error instanceof CodeLoadError ? () => window.location.reload() : reset
  return (
    <main id="contenu" role="alert" className="mx-auto flex min-h-dvh max-w-xl flex-col items-center justify-center gap-4 px-6 text-center">
      <h1 className="text-3xl">{COPY.title}</h1>
      <p className="text-muted-foreground">{COPY.text}</p>
      <div className="flex gap-3">
        <Button onClick={retry}>{COPY.retry}</Button>
        <Button asChild variant="outline">
          <Link to="/home">{COPY.home}</Link>
        </Button>
      </div>
    </main>
  )
}
