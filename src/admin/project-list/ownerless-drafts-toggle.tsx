'use client'
import { useListQuery } from '@payloadcms/ui'
import { isShowingOwnerlessDrafts, OWNERLESS_DRAFTS_PARAM, SHOWN_OWNERLESS_DRAFTS } from '../../../collections/Projects/ownerless-drafts-filter.ts'
import { PROJECT_LIST_COPY as COPY } from './copy.ts'
import './project-list.css'

/**
 * Above the projects list: says whether the visitors' ownerless drafts are hidden and switches them on or
 * off. It changes the list's query (which keeps its other parameters, sort and filters included): the
 * list is read again on the server, where the collection's base filter reads that parameter.
 */
export function OwnerlessDraftsToggle() {
  const { query, refineListData } = useListQuery()
  const isShowing = isShowingOwnerlessDrafts(query)
  // NOTE: an undefined parameter leaves the URL (Payload writes the query with qs, which drops it).
  const toggle = () => void refineListData({ [OWNERLESS_DRAFTS_PARAM]: isShowing ? undefined : SHOWN_OWNERLESS_DRAFTS, page: 1 })
  return (
    <p className="ownerless-drafts-toggle">
      <span>{isShowing ? COPY.draftsShown : COPY.draftsHidden}</span>{' '}
      <button type="button" className="ownerless-drafts-toggle__button" aria-pressed={isShowing} onClick={toggle}>
        {isShowing ? COPY.hideDrafts : COPY.showDrafts}
      </button>
    </p>
  )
}
