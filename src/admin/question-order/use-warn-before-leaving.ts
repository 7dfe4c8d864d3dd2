'use client'
import { useEffect } from 'react'

/**
 * While `isUnsaved`, leaving the page asks first: a reload, a closed tab or a typed address get the
 * browser's own warning (beforeunload); a link of the admin (its menu, the document's tabs, which Next.js
 * follows without unloading the page) asks `message` and stays put unless confirmed.
 * NOTE: Payload's own guard (usePreventLeave) is not exported, and its LeaveWithoutSaving reads the
 * document form's state, which this view does not use; this is the same capture-phase click check.
 */
export function useWarnBeforeLeaving(isUnsaved: boolean, message: string): void {
  useEffect(() => {
    if (!isUnsaved) return
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      event.preventDefault()
      // Older browsers show nothing unless a value is set; none shows this text.
      event.returnValue = message
    }
    const onClick = (event: MouseEvent) => {
      const anchor = event.target instanceof Element ? event.target.closest('a[href]') : null
      if (!(anchor instanceof HTMLAnchorElement) || anchor.target === '_blank' || anchor.hasAttribute('download') || event.metaKey || event.ctrlKey) return
      const next = new URL(anchor.href, window.location.href)
      const here = new URL(window.location.href)
      if (next.origin === here.origin && next.pathname === here.pathname && next.search === here.search) return
      if (window.confirm(message)) return
      event.preventDefault()
      event.stopPropagation()
    }
    window.addEventListener('beforeunload', onBeforeUnload)
    document.addEventListener('click', onClick, true)
    return () => {
      window.removeEventListener('beforeunload', onBeforeUnload)
      document.removeEventListener('click', onClick, true)
    }
  }, [isUnsaved, message])
}
