import { useCallback, useEffect, useRef, useState } from 'react'

const LOAD_ERROR = 'Le chargement a échoué. Vérifiez votre connexion puis réessayez.'

/**
 * Data a component loads from a server function when `key` changes: the latest answer only (an older
 * one arriving late is dropped), with its loading and French error states, and a way to load again.
 */
export function useServerData<T>(key: string | null, load: () => Promise<T>) {
  const [state, setState] = useState<{ data: T | null; error: string | null; isLoading: boolean }>({ data: null, error: null, isLoading: key !== null })
  const latest = useRef(0)
  const loader = useRef(load)
  loader.current = load

  const reload = useCallback(() => {
    if (key === null) return
    const call = ++latest.current
    setState((previous) => ({ ...previous, error: null, isLoading: true }))
    loader.current().then(
      (data) => call === latest.current && setState({ data, error: null, isLoading: false }),
      (error: unknown) => {
        if (call !== latest.current) return
        console.error(error)
        setState((previous) => ({ ...previous, error: LOAD_ERROR, isLoading: false }))
      },
    )
  }, [key])

  useEffect(reload, [reload])
  return { ...state, reload }
}
