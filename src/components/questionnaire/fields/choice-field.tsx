import { useEffect, useState } from 'react'
import { Check, ChevronsUpDown } from 'lucide-react'
import { Button } from '@/components/ui/button'
import { Input } from '@/components/ui/input'
import { Popover, PopoverContent, PopoverTrigger } from '@/components/ui/popover'
import { Command, CommandEmpty, CommandInput, CommandItem, CommandList } from '@/components/ui/command'
import { cn } from '@/lib/utils'
import { formatCommuneCode, hasVariable, offeredCommuneChoices, type Choice, type ChoiceDraft } from '@/domain/questionnaire'
import { searchCommuneSuggestions } from '@/server/questionnaire/questionnaire.functions'
import type { Suggestion } from '@/server/questionnaire/questionnaire.types'
import { QUESTIONNAIRE_COPY as COPY } from '../copy'
import { fieldAria, type FieldProps } from './types'

/** Choice questions show buttons up to this many options, a searchable select beyond (spec section 9). */
export const MAX_CHOICE_BUTTONS = 5

/**
 * Single choice (1), yes/no (3) and terms (12): buttons for 5 options or fewer, else a searchable select;
 * the commune variable searches the French communes when the question offers none of its own (its
 * « Autre commune » choice, with a free input, is listed after them). A choice with a free input shows it
 * once chosen.
 */
export function ChoiceField(props: FieldProps<ChoiceDraft> & { onPick?: (draft: ChoiceDraft) => void }) {
  const { question, draft, onChange, onPick } = props
  const chosen = question.choices.find((choice) => choice.value === draft.value)
  const pick = (value: string) => {
    const next = { value }
    onChange(next)
    onPick?.(next)
  }
  const isCommune = hasVariable(question, 'commune')
  return (
    <div className="space-y-4">
      {isCommune && offeredCommuneChoices(question).length === 0 ? (
        <CommuneSearch {...props} />
      ) : question.choices.length <= MAX_CHOICE_BUTTONS ? (
        <div role="radiogroup" {...fieldAria(props)} className="grid gap-3 sm:grid-cols-2">
          {question.choices.map((choice) => (
            <ChoiceButton key={choice.value} choice={choice} isChecked={choice.value === draft.value} onSelect={() => pick(choice.value)} />
          ))}
        </div>
      ) : (
        <SearchableSelect
          {...props}
          options={question.choices.map((choice) => ({ value: isCommune ? formatCommuneCode(choice.value) : choice.value, label: choice.title }))}
          selected={isCommune ? formatCommuneCode(draft.value) : draft.value}
          onSelect={pick}
        />
      )}
      {chosen?.hasInput ? (
        <Input
          aria-label={chosen.placeholder || chosen.title}
          placeholder={chosen.placeholder}
          value={draft.input ?? ''}
          onChange={(event) => onChange({ ...draft, input: event.target.value })}
        />
      ) : null}
    </div>
  )
}

function ChoiceButton({ choice, isChecked, onSelect }: { choice: Choice; isChecked: boolean; onSelect: () => void }) {
  return (
    <button
      type="button"
      role="radio"
      aria-checked={isChecked}
      onClick={onSelect}
      className={cn(
        'flex min-h-14 items-start gap-3 rounded-xl border bg-card px-4 py-3 text-left transition-colors outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50',
        isChecked ? 'border-primary bg-primary/10' : 'border-border hover:border-primary/60',
      )}
    >
      <span
        aria-hidden="true"
        className={cn('mt-0.5 flex size-5 shrink-0 items-center justify-center rounded-full border', isChecked ? 'border-primary bg-primary text-primary-foreground' : 'border-input')}
      >
        {isChecked ? <Check className="size-3" /> : null}
      </span>
      <span>
        <span className="block font-medium">{choice.title}</span>
        {choice.help ? <span className="block text-sm text-muted-foreground">{choice.help}</span> : null}
      </span>
    </button>
  )
}

type SelectProps = FieldProps<ChoiceDraft> & {
  options: Suggestion[]
  selected: string
  onSelect: (value: string) => void
  /** Search typed in the list, for a list searched on the server. */
  onSearch?: (text: string) => void
  isFiltered?: boolean
}

/** A searchable select (combobox) over options. */
function SearchableSelect({ options, selected, onSelect, onSearch, isFiltered = true, labelId, errorId }: SelectProps) {
  const [isOpen, setIsOpen] = useState(false)
  const current = options.find((option) => option.value === selected)
  return (
    <Popover open={isOpen} onOpenChange={setIsOpen}>
      <PopoverTrigger asChild>
        <Button
          type="button"
          variant="outline"
          role="combobox"
          aria-expanded={isOpen}
          className="h-11 w-full justify-between font-normal sm:max-w-md"
          {...fieldAria({ labelId, errorId })}
        >
          <span className={cn('truncate', !current && 'text-muted-foreground')}>{current?.label ?? COPY.choose}</span>
          <ChevronsUpDown className="opacity-50" aria-hidden="true" />
        </Button>
      </PopoverTrigger>
      <PopoverContent className="w-(--radix-popover-trigger-width) p-0" align="start">
        <Command shouldFilter={isFiltered}>
          <CommandInput placeholder={COPY.searchPlaceholder} onValueChange={onSearch} aria-label={COPY.searchPlaceholder} />
          <CommandList>
            <CommandEmpty>{COPY.noResult}</CommandEmpty>
            {options.map((option) => (
              <CommandItem
                key={option.value}
                value={`${option.label} ${option.value}`}
                onSelect={() => {
                  onSelect(option.value)
                  setIsOpen(false)
                }}
              >
                <Check className={cn(option.value === selected ? 'opacity-100' : 'opacity-0')} aria-hidden="true" />
                {option.label}
              </CommandItem>
            ))}
          </CommandList>
        </Command>
      </PopoverContent>
    </Popover>
  )
}

/**
 * The commune question without communes of its own: every French commune, searched on the server, then
 * its « Autre commune » choice. The chosen commune keeps its name while the list changes.
 */
function CommuneSearch(props: FieldProps<ChoiceDraft>) {
  const [query, setQuery] = useState('')
  const [options, setOptions] = useState<Suggestion[]>([])
  useEffect(() => {
    const controller = new AbortController()
    const timer = setTimeout(() => {
      // NOTE: a search that fails shows no commune; the next keystroke searches again.
      void searchCommuneSuggestions({ data: { query }, signal: controller.signal }).then(
        (result) => setOptions(result.ok ? result.value : []),
        () => setOptions([]),
      )
    }, 200)
    return () => {
      clearTimeout(timer)
      controller.abort()
    }
  }, [query])
  const [picked, setPicked] = useState<Suggestion | null>(null)
  const other = props.question.choices.map((choice) => ({ value: choice.value, label: choice.title }))
  const selected = other.some((option) => option.value === props.draft.value) ? props.draft.value : formatCommuneCode(props.draft.value)
  const listed = [...options, ...other]
  const shown = picked && picked.value === selected && !listed.some((option) => option.value === selected) ? [picked, ...listed] : listed
  return (
    <SearchableSelect
      {...props}
      options={shown}
      selected={selected}
      onSelect={(value) => {
        setPicked(listed.find((option) => option.value === value) ?? null)
        props.onChange({ value })
      }}
      onSearch={setQuery}
      isFiltered={false}
    />
  )
}
