import { useRef } from 'react'
import { Bold, Italic, List } from 'lucide-react'
import { Input } from '@/components/ui/input'
import { Textarea } from '@/components/ui/textarea'
import { Label } from '@/components/ui/label'
import { Button } from '@/components/ui/button'
import { hasVariable, QUESTION_TYPE, sanitizeRichText, type PasswordDraft, type TextDraft } from '@/domain/questionnaire'
import { QUESTIONNAIRE_COPY as COPY } from '../copy'
import { fieldAria, type FieldProps } from './types'

/** Text (0), number (11) and long text (14); the email and phone variables get their own keyboards. */
export function TextField({ question, draft, onChange, labelId, errorId, signInHref }: FieldProps<TextDraft> & { signInHref: string | null }) {
  const isEmail = hasVariable(question, 'email')
  const isPhone = hasVariable(question, 'phone')
  if (question.type === QUESTION_TYPE.longText) {
    return <Textarea rows={6} value={draft} onChange={(event) => onChange(event.target.value)} {...fieldAria({ labelId, errorId })} />
  }
  return (
    <div className="space-y-2">
      <Input
        type={isEmail ? 'email' : isPhone ? 'tel' : 'text'}
        inputMode={question.type === QUESTION_TYPE.number ? 'decimal' : undefined}
        autoComplete={isEmail ? 'email' : isPhone ? 'tel' : hasVariable(question, 'fullname') ? 'name' : undefined}
        value={draft}
        onChange={(event) => onChange(event.target.value)}
        {...fieldAria({ labelId, errorId })}
      />
      {isEmail && signInHref ? (
        <p className="text-sm text-muted-foreground">
          {COPY.hasAccount}{' '}
          <a className="font-medium text-primary underline-offset-4 hover:underline" href={signInHref}>
            {COPY.signIn}
          </a>
        </p>
      ) : null}
    </div>
  )
}

/** dd/mm/yyyy as the digits are typed: the date mask of spec section 5. */
export function maskDate(text: string): string {
  const digits = text.replace(/\D/g, '').slice(0, 8)
  return [digits.slice(0, 2), digits.slice(2, 4), digits.slice(4, 8)].filter((part) => part !== '').join('/')
}

/** Date (8): French format with its mask; the rule (a real date) is the engine's. */
export function DateField({ draft, onChange, labelId, errorId }: FieldProps<TextDraft>) {
  return (
    <Input
      inputMode="numeric"
      placeholder={COPY.datePlaceholder}
      maxLength={10}
      value={draft}
      onChange={(event) => onChange(maskDate(event.target.value))}
      className="max-w-48"
      {...fieldAria({ labelId, errorId })}
    />
  )
}

/** Password (6) and its confirmation. */
export function PasswordField({ question, draft, onChange, errorId }: FieldProps<PasswordDraft>) {
  const id = `q-${question.id}`
  return (
    <div className="grid max-w-md gap-4">
      <div className="grid gap-2">
        <Label htmlFor={`${id}-password`}>{COPY.password}</Label>
        <Input
          id={`${id}-password`}
          type="password"
          autoComplete="new-password"
          value={draft.password}
          onChange={(event) => onChange({ ...draft, password: event.target.value })}
          aria-invalid={errorId ? true : undefined}
          aria-describedby={errorId}
        />
      </div>
      <div className="grid gap-2">
        <Label htmlFor={`${id}-confirmation`}>{COPY.passwordConfirmation}</Label>
        <Input
          id={`${id}-confirmation`}
          type="password"
          autoComplete="new-password"
          value={draft.confirmation}
          onChange={(event) => onChange({ ...draft, confirmation: event.target.value })}
          aria-invalid={errorId ? true : undefined}
          aria-describedby={errorId}
        />
      </div>
    </div>
  )
}

/**
 * Rich text (5): an editable area with bold, italic and lists; what it holds is sanitised (the domain's
 * allow-list) before it becomes the draft, and again by the server.
 */
export function RichTextField({ draft, onChange, labelId, errorId }: FieldProps<TextDraft>) {
  const editor = useRef<HTMLDivElement>(null)
  const initial = useRef(sanitizeRichText(draft))
  const sync = () => onChange(sanitizeRichText(editor.current?.innerHTML ?? ''))
  const format = (command: 'bold' | 'italic' | 'insertUnorderedList') => {
    editor.current?.focus()
    // NOTE: execCommand is deprecated but still the only built-in editing command set; the result is
    // sanitised anyway.
    document.execCommand(command)
    sync()
  }
  return (
    <div className="rounded-md border border-input bg-background">
      <div role="toolbar" aria-label="Mise en forme" className="flex gap-1 border-b border-input p-1">
        <Button type="button" variant="ghost" size="icon-sm" aria-label={COPY.bold} onClick={() => format('bold')}>
          <Bold />
        </Button>
        <Button type="button" variant="ghost" size="icon-sm" aria-label={COPY.italic} onClick={() => format('italic')}>
          <Italic />
        </Button>
        <Button type="button" variant="ghost" size="icon-sm" aria-label={COPY.list} onClick={() => format('insertUnorderedList')}>
          <List />
        </Button>
      </div>
      <div
        ref={editor}
        role="textbox"
        aria-multiline="true"
        contentEditable
        suppressContentEditableWarning
        className="prose-sm min-h-32 px-3 py-2 outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50 [&_ul]:list-disc [&_ul]:pl-5"
        onInput={sync}
        dangerouslySetInnerHTML={{ __html: initial.current }}
        {...fieldAria({ labelId, errorId })}
      />
      <p className="px-3 pb-2 text-xs text-muted-foreground">{COPY.richTextHint}</p>
    </div>
  )
}
