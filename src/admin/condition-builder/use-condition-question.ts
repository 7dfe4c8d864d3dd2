'use client'
import { useEffect, useState } from 'react'
import { useFormFields } from '@payloadcms/ui'
import { toQuestionType, type QuestionType } from '../../domain/questionnaire/model.ts'

/** The question a condition reads, as its builder fields need it: its type and its choices. */
export type ConditionQuestion = { type: QuestionType; choices: { value: string; title: string }[] }
export type ConditionQuestionState = { kind: 'none' } | { kind: 'loading' } | { kind: 'failed' } | { kind: 'done'; question: ConditionQuestion }

function relationIdOf(value: unknown): string | null {
  if (value === null || value === undefined || value === '') return null
  if (typeof value === 'object' && 'id' in (value as object)) return String((value as { id: unknown }).id)
  return String(value)
}

/**
 * The question picked in the same condition as the field at `path` ('…conditions.0.operator' reads
 * '…conditions.0.question'): its latest version (drafts included), fetched again when the pick changes.
 */
export function useConditionQuestion(path: string): ConditionQuestionState {
  const questionPath = path.replace(/[^.]+$/, 'question')
  const questionValue = useFormFields(([fields]) => fields[questionPath]?.value)
  const questionId = relationIdOf(questionValue)
  const [state, setState] = useState<ConditionQuestionState>({ kind: 'none' })

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
        const question = (await response.json()) as { type?: string | null; choices?: { value: string; title: string }[] | null }
        setState({
          kind: 'done',
          question: {
            type: toQuestionType(Number(question.type)),
            choices: (question.choices ?? []).map(({ value, title }) => ({ value, title })),
          },
        })
      })
      .catch((error: unknown) => {
        if (!controller.signal.aborted) {
          console.error('condition question failed', error)
          setState({ kind: 'failed' })
        }
      })
    return () => controller.abort()
  }, [questionId])

  return state
}
