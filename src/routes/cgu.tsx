import { createFileRoute } from '@tanstack/react-router'
import { LegalPage } from '@/components/legal/legal-page'
import { getLegalText } from '@/server/accounts/site.functions'
import { LEGAL_TEXTS } from '@/domain/legal'

const TEXT = LEGAL_TEXTS.cgu

export const Route = createFileRoute('/cgu')({
  loader: () => getLegalText({ data: 'cgu' }),
  head: () => ({ meta: [{ title: `${TEXT.title} · Maisonnée` }] }),
  component: () => <LegalPage title={TEXT.title} html={Route.useLoaderData()} />,
})
