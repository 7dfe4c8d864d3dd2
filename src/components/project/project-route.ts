import { redirect } from '@tanstack/react-router'
import { redirectToWrongLink } from '@/components/auth/wrong-link'
import { fetchProjectPanels } from '@/server/projects/project-screen.functions'

/** The project screen's panels, or the redirect its access calls for (login, wrong link). */
export async function loadProjectPanels(projectId: string | number, href: string) {
  const outcome = await fetchProjectPanels({ data: { projectId: String(projectId) } })
  if (outcome.kind === 'login') throw redirect({ href: `/login?redirect=${encodeURIComponent(href)}` })
  if (outcome.kind === 'wrong-link') throw redirectToWrongLink(href)
  return outcome.panels
}
