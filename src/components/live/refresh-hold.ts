import { useCallback, useEffect } from 'react'
import { atom, useAtom, useSetAtom } from 'jotai'

/** How many open dialogs ask the screen not to refresh under them (a booking in progress, say). */
const holdsAtom = atom(0)
/** A refresh that arrived while held, to run once the last hold is released. */
const pendingAtom = atom(false)

/**
 * Holds live refreshes of the screen while `isHeld`: a dialog whose content a refresh would unmount (the
 * booking dialog, which must still show 'Terminer' once the project has moved on) holds them until it closes.
 */
export function useHoldLiveRefresh(isHeld: boolean): void {
  const setHolds = useSetAtom(holdsAtom)
  useEffect(() => {
    if (!isHeld) return
    setHolds((holds) => holds + 1)
    return () => setHolds((holds) => holds - 1)
  }, [isHeld, setHolds])
}

/** `refresh` to call on a live event: at once, or when the screen is no longer held. */
export function useLiveRefresh(refresh: () => void): () => void {
  const [holds] = useAtom(holdsAtom)
  const [isPending, setIsPending] = useAtom(pendingAtom)
  useEffect(() => {
    if (holds === 0 && isPending) {
      setIsPending(false)
      refresh()
    }
  }, [holds, isPending, refresh, setIsPending])
  return useCallback(() => (holds > 0 ? setIsPending(true) : refresh()), [holds, refresh, setIsPending])
}
