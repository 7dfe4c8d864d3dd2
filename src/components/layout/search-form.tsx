import { useId, useState, type FormEvent } from 'react'
import { Search } from 'lucide-react'
import { Button } from '@/components/ui/button'
import { Input } from '@/components/ui/input'
import { Label } from '@/components/ui/label'

const SUBMIT = 'Rechercher'

type SearchFormProps = {
  label: string
  placeholder: string
  initial: string
  onSearch: (word: string) => void
  /** The query parameter of the words: before the page is hydrated, the form is sent as a plain GET with it. */
  name: string
  /** The list's other query parameters, sent along by that plain GET (the folder, the tab...). */
  keep?: Record<string, string | number | undefined>
}

/** A labelled search box for a list (role search); `onSearch` gets the trimmed words, '' to clear. */
export function SearchForm({ label, placeholder, initial, onSearch, name, keep = {} }: SearchFormProps) {
  const [typed, setTyped] = useState(initial)
  const id = useId()
  return (
    <form
      role="search"
      onSubmit={(event: FormEvent) => {
        event.preventDefault()
        onSearch(typed.trim())
      }}
      className="flex flex-wrap items-end gap-2"
    >
      {Object.entries(keep).map(([key, value]) => (value === undefined ? null : <input key={key} type="hidden" name={key} value={value} />))}
      <div className="min-w-56 flex-1 space-y-2">
        <Label htmlFor={id}>{label}</Label>
        <Input id={id} type="search" name={name} value={typed} maxLength={100} placeholder={placeholder} onChange={(event) => setTyped(event.target.value)} />
      </div>
      <Button type="submit">
        <Search aria-hidden="true" /> {SUBMIT}
      </Button>
    </form>
  )
}
