'use client'
import { useId, useState } from 'react'
import { filterRules } from '../../domain/questionnaire/rule-sentence.ts'
import { RULES_LIST_COPY as COPY } from '../../domain/questionnaire/rules-list-copy.ts'
import type { QuestionnaireRulesPage } from '../../server/questionnaire-rules/rules.server.ts'
import { questionEditorHref, RULES_QUERY, rulesHref } from './route.ts'

type Props = { page: QuestionnaireRulesPage; adminRoute: string; graphHref: string | null }

/**
 * The rules list: a questionnaire picker (a plain GET form), then the chosen questionnaire's rules grouped
 * by question, each sentence a link to its rule in the question's editor, filtered as one types (by a
 * question the rule names, by words of its sentence).
 */
export function RulesContent({ page, adminRoute, graphHref }: Props) {
  const [questionId, setQuestionId] = useState<string | null>(null)
  const [text, setText] = useState('')
  const ids = useId()
  const { questionnaires, selected } = page
  if (!selected) return <p className="questionnaire-rules__empty">{COPY.noQuestionnaire}</p>

  const shown = filterRules(selected.rules, { questionId, text })
  const groups = selected.questions.flatMap((question) => {
    const rules = shown.filter((rule) => rule.questionId === question.id)
    return rules.length > 0 ? [{ question, rules }] : []
  })
  return (
    <>
      <p className="questionnaire-rules__intro">{COPY.intro}</p>
      {questionnaires.length > 1 && (
        <form className="questionnaire-rules__picker" method="get" action={rulesHref(adminRoute)}>
          <label htmlFor={`${ids}-questionnaire`}>{COPY.questionnaireLabel}</label>
          <select id={`${ids}-questionnaire`} name={RULES_QUERY.questionnaire} defaultValue={selected.questionnaire.id}>
            {questionnaires.map((questionnaire) => (
              <option key={questionnaire.id} value={questionnaire.id}>
                {questionnaire.title}
              </option>
            ))}
          </select>
          <button type="submit" className="btn btn--style-secondary btn--size-small">
            {COPY.questionnaireSubmit}
          </button>
        </form>
      )}
      {graphHref && (
        <p>
          <a href={graphHref}>{COPY.graphLink}</a>
        </p>
      )}
      {selected.rules.length === 0 ? (
        <p className="questionnaire-rules__empty">{COPY.none}</p>
      ) : (
        <>
          <search className="questionnaire-rules__filters" aria-label={COPY.filtersLabel}>
            <div className="questionnaire-rules__filter">
              <label htmlFor={`${ids}-question`}>{COPY.questionFilter}</label>
              <select id={`${ids}-question`} value={questionId ?? ''} onChange={(event) => setQuestionId(event.target.value === '' ? null : event.target.value)}>
                <option value="">{COPY.anyQuestion}</option>
                {selected.questions.map((question) => (
                  <option key={question.id} value={question.id}>
                    {COPY.questionHeading(question.number, question.title)}
                  </option>
                ))}
              </select>
            </div>
            <div className="questionnaire-rules__filter">
              <label htmlFor={`${ids}-text`}>{COPY.textFilter}</label>
              <input id={`${ids}-text`} type="search" value={text} placeholder={COPY.textPlaceholder} onChange={(event) => setText(event.target.value)} />
            </div>
          </search>
          <p className="questionnaire-rules__count" role="status">
            {COPY.count(shown.length, selected.rules.length)}
          </p>
          {groups.length === 0 && <p className="questionnaire-rules__empty">{COPY.noMatch}</p>}
          {groups.map(({ question, rules }) => (
            <section key={question.id} className="questionnaire-rules__question" aria-labelledby={`${ids}-q-${question.number}`}>
              <h2 id={`${ids}-q-${question.number}`}>{COPY.questionHeading(question.number, question.title)}</h2>
              <ul>
                {rules.map((rule) => (
                  <li key={rule.key}>
                    <a href={questionEditorHref(adminRoute, rule.questionId, rule.path)}>{rule.sentence}</a>
                  </li>
                ))}
              </ul>
            </section>
          ))}
        </>
      )}
    </>
  )
}
