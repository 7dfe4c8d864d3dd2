'use client'
import { useConfig, useDocumentInfo } from '@payloadcms/ui'
import { RULES_LIST_COPY as COPY } from '../../domain/questionnaire/rules-list-copy.ts'
import { rulesHref } from './route.ts'

/** On a questionnaire's page (sidebar): the link to all its rules as sentences. */
export function QuestionnaireRulesLink() {
  const { id } = useDocumentInfo()
  const { config } = useConfig()
  if (id === undefined || id === null) return <p className="field-description">{COPY.unsaved}</p>
  return (
    <div style={{ marginBottom: 16 }}>
      <a className="btn btn--style-secondary btn--size-medium" href={rulesHref(config.routes.admin, String(id))} style={{ margin: 0 }}>
        {COPY.link}
      </a>
      <p className="field-description">{COPY.linkHelp}</p>
    </div>
  )
}
