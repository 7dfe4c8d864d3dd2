import { createFileRoute } from '@tanstack/react-router'
import { DocumentsTab } from '@/components/dashboard/documents-tab'
import { DASHBOARD_COPY } from '@/components/dashboard/copy'
import { getProjectFolders } from '@/server/projects/project-list.functions'

/** /fichiers, the 'Mes documents' tab: the folder of each of the customer's projects. */
export const Route = createFileRoute('/_dashboard/fichiers')({
  loader: () => getProjectFolders(),
  head: () => ({ meta: [{ title: `${DASHBOARD_COPY.documents} · Maisonnée` }] }),
  component: () => <DocumentsTab folders={Route.useLoaderData()} />,
})
