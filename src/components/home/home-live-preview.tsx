import { useLivePreview } from '@payloadcms/live-preview-react'
import type { HomeContent } from '../../../payload-types'
import { toHomeView, type HomeView } from '@/lib/home-view'
import { HomePage } from './home-page'

/** The depth the page's content is read at: the global, its styles (1) and their photos and ambiance (2). */
const CONTENT_DEPTH = 2
/** Before the admin's first message (stable: Payload's hook subscribes again when it changes). */
const NOTHING_YET: Partial<HomeContent> = {}

/**
 * /home inside the admin's live preview (issue #23): the page as saved until the admin's form sends its
 * unsaved content, then that content. NOTE: Payload's listener accepts messages from this window's own origin
 * only (the admin's); the edits are populated by /api with the marketer's session, and shown, not stored.
 * Published catalogue styles only, as the public will see them (toHomeView).
 */
export default function HomeLivePreview({ content, startedProjectId }: { content: HomeView; startedProjectId: string | null }) {
  const serverURL = typeof window === 'undefined' ? '' : window.location.origin
  const { data, isLoading } = useLivePreview({ initialData: NOTHING_YET, serverURL, depth: CONTENT_DEPTH })
  return <HomePage content={isLoading ? content : toHomeView(data, content.showcase)} startedProjectId={startedProjectId} />
}
