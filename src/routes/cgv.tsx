import { createFileRoute } from '@tanstack/react-router'
import { LegalPage } from '@/components/legal/legal-page'
import { getLegalTexts } from '@/server/accounts/site.functions'

const TITLE = 'Conditions générales de vente'

export const Route = createFileRoute('/cgv')({
  loader: () => getLegalTexts(),
  head: () => ({ meta: [{ title: `${TITLE} · Maisonnée` }] }),
  component: () => <LegalPage title={TITLE} html={Route.useLoaderData().cgv} />,
})
