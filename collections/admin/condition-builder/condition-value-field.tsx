'use client'
import type React from 'react'
import { useEffect, useState } from 'react'
import type { TextFieldClientComponent } from 'payload'
import { SelectInput, TextInput, useField, useFormFields } from '@payloadcms/ui'

/** The field's French texts, once. */
const COPY = {
  label: 'Valeur',
  pickQuestionFirst: 'Choisissez d’abord la question.',
  loading: 'Chargement des choix…',
  failed: 'Les choix de cette question n’ont pas pu être chargés : saisissez la valeur.',
  choose: 'Choisir une réponse',
} as const

type Choice = { value: string; title: string }
type ChoicesState = { kind: 'none' } | { kind: 'loading' } | { kind: 'failed' } | { kind: 'done'; choices: Choice[] }

function relationIdOf(value: unknown): string | null {
  if (value === null || value === undefined || value === '') return null
  if (typeof value === 'object' && 'id' in (value as object)) return String((value as { id: unknown }).id)
  return String(value)
}

/**
 * The 'valeur' of a condition ('Si [question] [opérateur] [valeur]'): the referenced question's choices
 * when it has some (its latest version, drafts included), else free input. Nobody types a choice's code.
 */
export const ConditionValueField: TextFieldClientComponent = ({ path, field }) => {
  const { value, setValue } = useField<string>({ path })
  const questionPath = path.replace(/value$/, 'question')
  const questionValue = useFormFields(([fields]) => fields[questionPath]?.value)
  const questionId = relationIdOf(questionValue)
  const [state, setState] = useState<ChoicesState>({ kind: 'none' })

  useEffect(() => {
    if (questionId === null) {
      setState({ kind: 'none' })
      return
    }
    const controller = new AbortController()
    setState({ kind: 'loading' })
    fetch(`/api/questions/${encodeURIComponent(questionId)}?depth=0&draft=true`, { credentials: 'include', signal: controller.signal })
      .then(async (response) => {
        if (!response.ok) throw new Error(`HTTP ${response.status}`)
        const question = (await response.json()) as { choices?: Choice[] | null }
        setState({ kind: 'done', choices: (question.choices ?? []).map(({ value: v, title }) => ({ value: v, title })) })
      })
      .catch((error: unknown) => {
        if (!controller.signal.aborted) {
          console.error('condition choices failed', error)
          setState({ kind: 'failed' })
        }
      })
    return () => controller.abort()
  }, [questionId])

  const label = typeof field?.label === 'string' ? field.label : COPY.label
  if (state.kind === 'done' && state.choices.length > 0) {
    return (
      <SelectInput
        path={path}
        name={field?.name ?? 'value'}
        label={label}
        placeholder={COPY.choose}
        options={state.choices.map((choice) => ({ value: choice.value, label: choice.title }))}
        value={value ?? ''}
        onChange={(option) => {
          const picked = Array.isArray(option) ? option[0] : option
          setValue(picked && typeof picked === 'object' && 'value' in picked ? String(picked.value) : '')
        }}
      />
    )
  }
  return (
    <div>
      <TextInput path={path} label={label} value={value ?? ''} onChange={(event: React.ChangeEvent<HTMLInputElement>) => setValue(event.target.value)} />
      {state.kind === 'none' && <p className="field-description">{COPY.pickQuestionFirst}</p>}
      {state.kind === 'loading' && <p className="field-description" role="status">{COPY.loading}</p>}
      {state.kind === 'failed' && <p className="field-description" role="alert">{COPY.failed}</p>}
    </div>
  )
}

