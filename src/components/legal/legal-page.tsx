import { SiteHeader } from '@/components/layout/site-header'
import { SiteFooter } from '@/components/layout/site-footer'

const COPY = { empty: 'Ce texte n’est pas encore publié. Contactez-nous pour en recevoir une copie.' } as const

/** /cgu and /cgv: the terms as marketing published them in the CMS (HTML escaped by Payload's converter). */
export function LegalPage({ title, html }: { title: string; html: string }) {
  return (
    <div className="flex min-h-dvh flex-col">
      <SiteHeader />
      <main id="contenu" className="mx-auto w-full max-w-3xl flex-1 px-4 py-10 sm:px-6 sm:py-16">
        <h1 className="text-3xl sm:text-4xl">{title}</h1>
        {html ? (
          <article
            className="mt-8 space-y-4 leading-relaxed [&_a]:text-primary [&_a]:underline [&_h2]:mt-8 [&_h2]:font-serif [&_h2]:text-2xl [&_h3]:mt-6 [&_h3]:text-xl [&_li]:ml-6 [&_ol]:list-decimal [&_ul]:list-disc"
            dangerouslySetInnerHTML={{ __html: html }}
          />
        ) : (
          <p className="mt-8 text-muted-foreground">{COPY.empty}</p>
        )}
      </main>
      <SiteFooter />
    </div>
  )
}
