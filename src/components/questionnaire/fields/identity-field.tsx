import { Checkbox } from '@/components/ui/checkbox'
import { Input } from '@/components/ui/input'
import { Label } from '@/components/ui/label'
import type { IdentityDraft } from '@/domain/questionnaire'
import { QUESTIONNAIRE_COPY as COPY } from '../copy'
import type { FieldProps } from './types'

/** Identity (9): first name, last name, phone and the acceptance of the terms. */
export function IdentityField({ question, draft, onChange, errorId }: FieldProps<IdentityDraft>) {
  const id = `q-${question.id}`
  const aria = { 'aria-invalid': errorId ? true : undefined, 'aria-describedby': errorId }
  return (
    <div className="grid max-w-xl gap-4 sm:grid-cols-2">
      <div className="grid gap-2">
        <Label htmlFor={`${id}-first`}>{COPY.firstName}</Label>
        <Input id={`${id}-first`} autoComplete="given-name" value={draft.firstName} onChange={(event) => onChange({ ...draft, firstName: event.target.value })} {...aria} />
      </div>
      <div className="grid gap-2">
        <Label htmlFor={`${id}-last`}>{COPY.lastName}</Label>
        <Input id={`${id}-last`} autoComplete="family-name" value={draft.lastName} onChange={(event) => onChange({ ...draft, lastName: event.target.value })} {...aria} />
      </div>
      <div className="grid gap-2 sm:col-span-2">
        <Label htmlFor={`${id}-phone`}>{COPY.phone}</Label>
        <Input id={`${id}-phone`} type="tel" autoComplete="tel" value={draft.phone} onChange={(event) => onChange({ ...draft, phone: event.target.value })} {...aria} />
      </div>
      <div className="flex items-start gap-3 sm:col-span-2">
        <Checkbox id={`${id}-terms`} checked={draft.acceptsTerms} onCheckedChange={(checked) => onChange({ ...draft, acceptsTerms: checked === true })} className="mt-0.5" />
        {/* One run of text (the label component is a flex row, which set the link beside the words as a second column). */}
        <Label htmlFor={`${id}-terms`} className="block leading-snug">
          {COPY.acceptTerms}{' '}
          <a href="/cgu" target="_blank" rel="noreferrer" className="text-primary underline underline-offset-4">
            {COPY.terms}
          </a>
        </Label>
      </div>
    </div>
  )
}
