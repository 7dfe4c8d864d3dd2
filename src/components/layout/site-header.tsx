import { Link, useRouteContext } from '@tanstack/react-router'
import { Button } from '@/components/ui/button'
import { SITE } from './site-copy'

const COPY = { login: 'Se connecter', account: 'Mon compte', start: 'Commencer mon projet', startShort: 'Commencer', skip: 'Aller au contenu' } as const

/** The public header: brand, sign-in and the call to start a project. */
export function SiteHeader() {
  const { user } = useRouteContext({ from: '__root__' })
  return (
    <header className="border-b border-border/70 bg-background/90 backdrop-blur">
      <a href="#contenu" className="sr-only focus:not-sr-only focus:absolute focus:left-4 focus:top-4 focus:z-50 focus:rounded-md focus:bg-card focus:px-4 focus:py-2">
        {COPY.skip}
      </a>
      <div className="mx-auto flex h-16 max-w-6xl items-center justify-between gap-4 px-4 sm:px-6">
        <Link to="/home" className="flex shrink-0 items-center gap-2 font-serif text-xl text-foreground">
          <img src="/favicon.svg" alt="" width={28} height={28} />
          {/* NOTE: below 420 px the name gives its room to « Se connecter » / « Mon compte »: the logo stays, the name is read out. */}
          <span className="sr-only min-[420px]:not-sr-only">{SITE.name}</span>
        </Link>
        <nav aria-label="Principale" className="flex min-w-0 items-center gap-1 sm:gap-2">
          {user ? (
            <Button asChild variant="ghost" className="px-3 sm:px-4">
              <Link to="/moncompte">{COPY.account}</Link>
            </Button>
          ) : (
            <Button asChild variant="ghost" className="px-3 sm:px-4">
              <a href="/login">{COPY.login}</a>
            </Button>
          )}
          {/* NOTE: on a phone a signed-in customer sees 'Mon compte' (their projects start from « Nouveau projet »); a visitor sees both. */}
          <Button asChild className={user ? 'hidden sm:inline-flex' : 'px-3 sm:px-4'}>
            <a href="/web-questionnaire/-1">
              <span className="sm:hidden">{COPY.startShort}</span>
              <span className="hidden sm:inline">{COPY.start}</span>
            </a>
          </Button>
        </nav>
      </div>
    </header>
  )
}
