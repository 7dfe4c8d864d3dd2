import { createFileRoute } from '@tanstack/react-router'
import { SiteHeader } from '@/components/layout/site-header'
import { SiteFooter } from '@/components/layout/site-footer'
import { ContactForm } from '@/components/legal/contact-form'

const COPY = {
  title: 'Nous contacter',
  lead: 'Une question sur votre projet, un devis ou nos services ? Écrivez-nous : notre équipe vous répond sous 48 heures ouvrées.',
} as const

export const Route = createFileRoute('/page-contact')({
  head: () => ({ meta: [{ title: 'Contact · Maisonnée' }] }),
  component: ContactPage,
})

function ContactPage() {
  const { user } = Route.useRouteContext()
  const defaults = user ? { name: `${user.firstName} ${user.lastName}`.trim(), email: user.email, phone: user.phone } : {}
  return (
    <div className="flex min-h-dvh flex-col">
      <SiteHeader />
      <main id="contenu" className="mx-auto w-full max-w-2xl flex-1 px-4 py-10 sm:px-6 sm:py-16">
        <h1 className="text-3xl sm:text-4xl">{COPY.title}</h1>
        <p className="mt-4 text-muted-foreground">{COPY.lead}</p>
        <div className="mt-8 rounded-2xl border border-border/70 bg-card p-6 shadow-sm sm:p-8">
          <ContactForm defaults={defaults} />
        </div>
      </main>
      <SiteFooter />
    </div>
  )
}
