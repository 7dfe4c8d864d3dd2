import { Checkbox } from '@/components/ui/checkbox'
import { Input } from '@/components/ui/input'
import { Label } from '@/components/ui/label'
import type { MultipleChoiceDraft } from '@/domain/questionnaire'
import { fieldAria, type FieldProps } from './types'

/** Multiple choice (10): checkboxes, with the free text of a checked choice that has an input. */
export function MultipleChoiceField({ question, draft, onChange, labelId, errorId }: FieldProps<MultipleChoiceDraft>) {
  const toggle = (value: string, isChecked: boolean) =>
    onChange({ ...draft, values: isChecked ? [...draft.values, value] : draft.values.filter((item) => item !== value) })
  return (
    <div role="group" {...fieldAria({ labelId, errorId })} className="grid gap-3 sm:grid-cols-2">
      {question.choices.map((choice) => {
        const id = `q-${question.id}-${choice.value}`
        const isChecked = draft.values.includes(choice.value)
        return (
          <div key={choice.value} className="rounded-xl border border-border bg-card px-4 py-3">
            <div className="flex items-start gap-3">
              <Checkbox id={id} checked={isChecked} onCheckedChange={(checked) => toggle(choice.value, checked === true)} className="mt-0.5" />
              <Label htmlFor={id} className="font-medium leading-snug">
                {choice.title}
              </Label>
            </div>
            {choice.hasInput && isChecked ? (
              <Input
                className="mt-3"
                aria-label={choice.placeholder || choice.title}
                placeholder={choice.placeholder}
                value={draft.inputs?.[choice.value] ?? ''}
                onChange={(event) => onChange({ ...draft, inputs: { ...draft.inputs, [choice.value]: event.target.value } })}
              />
            ) : null}
          </div>
        )
      })}
    </div>
  )
}
