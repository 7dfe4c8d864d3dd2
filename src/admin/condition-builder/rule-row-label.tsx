'use client'
import { useEffect, useState } from 'react'
import { useFormFields, useRowLabel } from '@payloadcms/ui'
import { ruleSentence } from '../../domain/questionnaire/rule-sentence.ts'
import { OPERATORS, type Rule } from '../../domain/questionnaire/model.ts'
import { RULES_QUERY, ruleRowElementId } from '../questionnaire-rules/route.ts'
import './condition-builder.css'

type RelationValue = number | string | { id: number | string } | null | undefined
type RuleRow = {
  noCondition?: boolean | null
  conditions?: { link?: string | null; question?: RelationValue; operator?: string | null; value?: string | null }[] | null
  goto?: RelationValue
}

/** The row's French texts, once. */
const COPY = {
  rule: (n: number) => `Règle ${n}`,
  loading: '…',
} as const

const idOf = (value: RelationValue): string | null =>
  value === null || value === undefined || value === '' ? null : String(typeof value === 'object' ? value.id : value)

/** The form's rule as the engine reads it (an unfinished condition reads as « est » on no question). */
function toRule(row: RuleRow | undefined): Rule {
  return {
    noCondition: row?.noCondition ?? false,
    conditions: (row?.conditions ?? []).map((condition) => ({
      questionId: idOf(condition.question) ?? '',
      operator: OPERATORS.find((operator) => operator === condition.operator) ?? 'est',
      value: condition.value ?? '',
      link: condition.link === 'ou' ? 'ou' : 'et',
    })),
    goto: idOf(row?.goto),
  }
}

/** 'choices.2.rules.0' -> 'choices.2' (a rule on a choice); null for a rule on the question. */
const choicePathOf = (rulePath: string) => /^(choices\.\d+)\.rules\.\d+$/.exec(rulePath)?.[1] ?? null

/**
 * A rule's row title, read as the engine reads it and as the rules list and the graph read it
 * (src/domain/questionnaire/rule-sentence.ts): 'Règle 1 : Si « question » est « valeur » alors aller à
 * « question »'. The row named by the page's `?regle=` (a link from the rules list or the graph) is
 * scrolled to, marked and focused.
 */
export function RuleRowLabel() {
  const { data, path, rowNumber } = useRowLabel<RuleRow>()
  const rule = toRule(data)
  const choicePath = choicePathOf(path)
  const questionTitle = useFormFields(([fields]) => fields.title?.value)
  const choiceTitle = useFormFields(([fields]) => (choicePath === null ? null : fields[`${choicePath}.title`]?.value))
  const ids = [...new Set([...rule.conditions.map((c) => c.questionId), rule.goto ?? ''].filter((id) => id !== ''))]
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

  useEffect(() => {
    if (new URLSearchParams(window.location.search).get(RULES_QUERY.rule) !== path) return
    const row = document.getElementById(ruleRowElementId(path))
    if (!row) return
    row.classList.add('condition-builder__row--opened')
    // After the form's first layout, so that the row stays where it was scrolled to.
    const frame = requestAnimationFrame(() => {
      row.scrollIntoView({ block: 'center' })
      row.querySelector<HTMLElement>('.collapsible__toggle')?.focus({ preventScroll: true })
    })
    return () => cancelAnimationFrame(frame)
  }, [path])

  const sentence = ruleSentence({
    rule,
    questionTitle: typeof questionTitle === 'string' ? questionTitle : COPY.loading,
    choiceTitle: choicePath === null ? null : typeof choiceTitle === 'string' ? choiceTitle : COPY.loading,
    // A question not picked yet reads « une question »; one not loaded yet, '…' until its title comes.
    titleOf: (id) => (id === '' ? undefined : (titles[id] ?? COPY.loading)),
    choiceTitleOf: (id, value) => choiceTitles[id]?.[value],
  })
  return (
    <span>
      {COPY.rule((rowNumber ?? 0) + 1)} : {sentence}
    </span>
  )
}
