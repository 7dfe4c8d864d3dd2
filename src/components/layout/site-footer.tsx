import { rootRouteId, useMatch } from '@tanstack/react-router'
import { LEGAL_TEXT_KEYS, LEGAL_TEXTS } from '@/domain/legal'
import { HOME_CONTENT_DEFAULTS } from '@/domain/home-content'
import { SITE } from './site-copy'

const COPY = {
  legal: 'Informations légales',
  contact: 'Nous contacter',
} as const

const LINKS = [...LEGAL_TEXT_KEYS.map((key) => ({ href: LEGAL_TEXTS[key].path, label: LEGAL_TEXTS[key].title })), { href: '/page-contact', label: COPY.contact }]

/**
 * The public footer: the legal notice, the terms, the privacy policy and the contact page, on every page
 * that has the site's header. NOTE: plain links, which work before the page is hydrated. `notice` is the
 * company's line as marketing edited it: given by /home (its live preview shows an unsaved one), else the
 * root route's (the home page's global, as saved), else its default.
 */
export function SiteFooter({ notice }: { notice?: string }) {
  const saved = useMatch({ from: rootRouteId, shouldThrow: false })?.loaderData?.footerNotice
  const shown = notice ?? saved ?? HOME_CONTENT_DEFAULTS.legalNotice
  return (
    <footer className="border-t border-border/70 bg-card text-sm text-muted-foreground">
      <div className="mx-auto flex max-w-6xl flex-col gap-4 px-4 py-8 sm:px-6 md:flex-row md:items-center md:justify-between">
        <p className="md:shrink-0">
          <span className="font-serif text-base text-foreground">{SITE.name}</span>
          <span className="block">{shown}</span>
        </p>
        <nav aria-label={COPY.legal}>
          <ul className="flex flex-wrap gap-x-5 gap-y-2">
            {LINKS.map((link) => (
              <li key={link.href}>
                {/* At least 24 px tall: the target size of WCAG 2.2 (2.5.8). */}
                <a href={link.href} className="inline-flex min-h-6 items-center underline-offset-4 hover:text-foreground hover:underline focus-visible:outline-2 focus-visible:outline-ring">
                  {link.label}
                </a>
              </li>
            ))}
          </ul>
        </nav>
      </div>
    </footer>
  )
}
