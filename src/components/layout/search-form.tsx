import { useId, useState, type FormEvent } from 'react'
import { Search } from 'lucide-react'
import { Button } from '@/components/ui/button'
import { Input } from '@/components/ui/input'
import { Label } from '@/components/ui/label'

const SUBMIT = 'Rechercher'

/** A labelled search box for a list (role search); `onSearch` gets the trimmed words, '' to clear. */
export function SearchForm({ label, placeholder, initial, onSearch }: { label: string; placeholder: string; initial: string; onSearch: (word: string) => void }) {
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
      <div className="min-w-56 flex-1 space-y-2">
        <Label htmlFor={id}>{label}</Label>
        <Input id={id} type="search" value={typed} maxLength={100} placeholder={placeholder} onChange={(event) => setTyped(event.target.value)} />
      </div>
      <Button type="submit">
        <Search aria-hidden="true" /> {SUBMIT}
      </Button>
    </form>
  )
}
