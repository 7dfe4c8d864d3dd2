import { redirect } from '@tanstack/react-router'
import { fetchProjectPanels } from '@/server/projects/project-screen.functions'

/** The project screen's panels, or the redirect its access calls for (login, wrong link). */
export async function loadProjectPanels(projectId: number, href: string) {
  const outcome = await fetchProjectPanels({ data: { projectId } })
  if (outcome.kind === 'login') throw redirect({ href: `/login?redirect=${encodeURIComponent(href)}` })
  if (outcome.kind === 'wrong-link') throw redirect({ href: `/wrong/link?href=${encodeURIComponent(href)}` })
  return outcome.panels
}
