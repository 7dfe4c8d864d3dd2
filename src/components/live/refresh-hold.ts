import { useCallback, useEffect, useState } from 'react'
import { atom, useAtom, useAtomValue, useSetAtom } from 'jotai'

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

/**
 * `value` as it was when the screen became held, for as long as it is held; the latest `value` otherwise.
 * A refresh that began before the hold (a live event just before 'Terminer') lands while held: the screen
 * keeps what it showed, and shows the new data once the hold is released. `value` must keep its identity
 * between renders (loader data does).
 */
export function useKeptWhileHeld<T>(value: T): T {
  const isHeld = useAtomValue(holdsAtom) > 0
  const [kept, setKept] = useState(value)
  if (!isHeld && kept !== value) setKept(value)
  return isHeld ? kept : value
}
