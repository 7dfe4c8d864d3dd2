'use client'
import { useEffect, useState } from 'react'
import { useRowLabel } from '@payloadcms/ui'
import { LINK_OPTIONS, OPERATOR_OPTIONS } from '../../../collections/fields/question-types.ts'

type RelationValue = number | string | { id: number | string } | null | undefined
type RuleRow = {
  noCondition?: boolean | null
  conditions?: { link?: string | null; question?: RelationValue; operator?: string | null; value?: string | null }[] | null
  goto?: RelationValue
}

/** The row's French texts, once. */
const COPY = {
  rule: (n: number) => `Règle ${n}`,
  always: 'Toujours',
  if: 'Si',
  then: 'alors aller à',
  nowhere: '(aucune question)',
  unknownQuestion: 'une question',
} as const

const idOf = (value: RelationValue): string | null =>
  value === null || value === undefined || value === '' ? null : String(typeof value === 'object' ? value.id : value)
const labelOf = (options: readonly { value: string; label: string }[], value: string | null | undefined) =>
  options.find((option) => option.value === value)?.label ?? value ?? ''

/**
 * A rule's row title, read as the engine reads it: 'Si « question » est « valeur » et … alors aller à
 * « question »' (question and choice titles, never ids or codes).
 */
export function RuleRowLabel() {
  const { data, rowNumber } = useRowLabel<RuleRow>()
  const ids = [...new Set([...(data?.conditions ?? []).map((c) => idOf(c.question)), idOf(data?.goto)].filter((id): id is string => id !== null))]
  const key = ids.join(',')
  const [titles, setTitles] = useState<Record<string, string>>({})
  const [choiceTitles, setChoiceTitles] = useState<Record<string, Record<string, string>>>({})

  useEffect(() => {
    if (key === '') return
    const controller = new AbortController()
    const query = key.split(',').map((id) => `where[id][in][]=${encodeURIComponent(id)}`).join('&')
    fetch(`/api/questions?${query}&depth=0&draft=true&limit=50&select[title]=true&select[choices]=true`, { credentials: 'include', signal: controller.signal })
      .then(async (response) => {
        if (!response.ok) throw new Error(`HTTP ${response.status}`)
        const { docs } = (await response.json()) as { docs: { id: number | string; title: string; choices?: { value: string; title: string }[] | null }[] }
        setTitles(Object.fromEntries(docs.map((doc) => [String(doc.id), doc.title])))
        setChoiceTitles(Object.fromEntries(docs.map((doc) => [String(doc.id), Object.fromEntries((doc.choices ?? []).map((choice) => [choice.value, choice.title]))])))
      })
      .catch((error: unknown) => {
        if (!controller.signal.aborted) console.error('rule titles failed', error)
      })
    return () => controller.abort()
  }, [key])

  const title = (value: RelationValue) => {
    const id = idOf(value)
    return id === null ? COPY.unknownQuestion : `« ${titles[id] ?? '…'} »`
  }
  const gotoId = idOf(data?.goto)
  const target = gotoId === null ? COPY.nowhere : title(data?.goto)
  const conditions = data?.noCondition
    ? COPY.always
    : (data?.conditions ?? [])
        .map((condition, index) => {
          const questionId = idOf(condition.question)
          const value = condition.value ?? ''
          // A choice reads as its title ('Maison'), as the builder's value picker shows it.
          const shown = (questionId === null ? undefined : choiceTitles[questionId]?.[value]) ?? value
          const text = `${title(condition.question)} ${labelOf(OPERATOR_OPTIONS, condition.operator)} « ${shown} »`
          return index === 0 ? `${COPY.if} ${text}` : `${labelOf(LINK_OPTIONS, condition.link)} ${text}`
        })
        .join(' ')
  return (
    <span>
      {COPY.rule((rowNumber ?? 0) + 1)} : {conditions || COPY.if} {COPY.then} {target}
    </span>
  )
}
