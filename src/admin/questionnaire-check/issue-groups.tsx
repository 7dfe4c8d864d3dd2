'use client'
import './issue-groups.css'

/** The headings of the questionnaire check's two groups, once (the quiz's check panel and the order view). */
const COPY = {
  errors: (count: number) => (count === 1 ? '1 erreur (bloque la publication)' : `${count} erreurs (bloquent la publication)`),
  warnings: (count: number) => (count === 1 ? '1 avertissement' : `${count} avertissements`),
} as const

/** The questionnaire check's errors, then its warnings, each group under its count; an empty group is left out. */
export function IssueGroups({ errors, warnings }: { errors: readonly string[]; warnings: readonly string[] }) {
  return (
    <>
      <Group kind="error" heading={COPY.errors(errors.length)} items={errors} />
      <Group kind="warning" heading={COPY.warnings(warnings.length)} items={warnings} />
    </>
  )
}

function Group({ kind, heading, items }: { kind: 'error' | 'warning'; heading: string; items: readonly string[] }) {
  if (items.length === 0) return null
  return (
    <div className={`questionnaire-issues questionnaire-issues--${kind}`}>
      <h4>{heading}</h4>
      <ul>
        {items.map((text, index) => (
          <li key={index}>{text}</li>
        ))}
      </ul>
    </div>
  )
}
