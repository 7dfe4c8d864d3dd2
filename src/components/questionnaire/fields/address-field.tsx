import { useEffect, useId, useState } from 'react'
import { Input } from '@/components/ui/input'
import { cn } from '@/lib/utils'
import type { AddressDraft } from '@/domain/questionnaire'
import { searchAddressSuggestions } from '@/server/questionnaire/questionnaire.functions'
import type { Suggestion } from '@/server/questionnaire/questionnaire.types'
import { QUESTIONNAIRE_COPY as COPY } from '../copy'
import type { FieldProps } from './types'

/**
 * Address (4) with suggestions from the national address service (through a server function). With no
 * suggestion the typed text is offered as the sole address; when the service is unavailable, or the
 * search cannot be made, the typed text is kept (spec section 8).
 */
export function AddressField({ draft, onChange, labelId, errorId }: FieldProps<AddressDraft>) {
  const listId = useId()
  const [suggestions, setSuggestions] = useState<Suggestion[] | null>(null)
  const [isUnavailable, setIsUnavailable] = useState(false)
  const [active, setActive] = useState(-1)
  const query = draft.value ? '' : draft.label.trim()

  useEffect(() => {
    if (query.length < 3) {
      setSuggestions(null)
      return
    }
    const controller = new AbortController()
    const timer = setTimeout(() => {
      // NOTE: a search that fails (network, server) is the service being unavailable: the typed text is offered.
      void searchAddressSuggestions({ data: { query }, signal: controller.signal }).then(
        (result) => {
          if (controller.signal.aborted) return
          setIsUnavailable(!result.ok || !result.value.isAvailable)
          setSuggestions(result.ok ? result.value.suggestions : [])
          setActive(-1)
        },
        () => {
          if (controller.signal.aborted) return
          setIsUnavailable(true)
          setSuggestions([])
        },
      )
    }, 250)
    return () => {
      clearTimeout(timer)
      controller.abort()
    }
  }, [query])

  const options: Suggestion[] = suggestions && suggestions.length > 0 ? suggestions : suggestions ? [{ label: query, value: query }] : []
  const choose = (option: Suggestion) => {
    onChange({ label: option.label, value: option.value })
    setSuggestions(null)
  }
  const isOpen = options.length > 0
  return (
    <div className="relative max-w-xl">
      <Input
        role="combobox"
        aria-expanded={isOpen}
        aria-controls={listId}
        aria-autocomplete="list"
        aria-activedescendant={active >= 0 ? `${listId}-${active}` : undefined}
        aria-labelledby={labelId}
        aria-invalid={errorId ? true : undefined}
        aria-describedby={errorId}
        autoComplete="off"
        placeholder={COPY.addressPlaceholder}
        value={draft.label}
        onChange={(event) => onChange({ label: event.target.value })}
        onKeyDown={(event) => {
          if (!isOpen) return
          if (event.key === 'ArrowDown') setActive((index) => Math.min(options.length - 1, index + 1))
          else if (event.key === 'ArrowUp') setActive((index) => Math.max(0, index - 1))
          else if (event.key === 'Enter' && active >= 0) {
            const option = options[active]
            if (option) choose(option)
          } else return
          event.preventDefault()
          event.stopPropagation()
        }}
      />
      {isOpen ? (
        <ul id={listId} role="listbox" className="absolute z-20 mt-1 w-full overflow-hidden rounded-md border border-border bg-popover shadow-md">
          {suggestions?.length === 0 ? (
            <li role="presentation" className="px-3 py-2 text-sm text-muted-foreground">
              {isUnavailable ? COPY.addressUnavailable : COPY.noResult}
            </li>
          ) : null}
          {options.map((option, index) => (
            <li
              key={option.value}
              id={`${listId}-${index}`}
              role="option"
              aria-selected={index === active}
              className={cn('cursor-pointer px-3 py-2 text-sm', index === active ? 'bg-accent' : 'hover:bg-accent')}
              onMouseDown={(event) => event.preventDefault()}
              onClick={() => choose(option)}
            >
              {suggestions?.length === 0 ? COPY.useTypedAddress(option.label) : option.label}
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  )
}
