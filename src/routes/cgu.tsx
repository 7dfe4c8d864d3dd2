import { createFileRoute } from '@tanstack/react-router'
import { LegalPage } from '@/components/legal/legal-page'
import { getLegalTexts } from '@/server/accounts/site.functions'

const TITLE = 'Conditions générales d’utilisation'

export const Route = createFileRoute('/cgu')({
  loader: () => getLegalTexts(),
  head: () => ({ meta: [{ title: `${TITLE} · Maisonnée` }] }),
  component: () => <LegalPage title={TITLE} html={Route.useLoaderData().cgu} />,
})
