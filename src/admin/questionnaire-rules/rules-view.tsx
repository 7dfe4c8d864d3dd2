import type { AdminViewServerProps } from 'payload'
import { DefaultTemplate } from '@payloadcms/next/templates'
import { Gutter } from '@payloadcms/ui'
import type { User } from '../../../payload-types.ts'
import { slugs } from '../../../collections/slugs.ts'
import { canReadQuestionnaireRules } from '../../../collections/access/can-read-questionnaire-rules.ts'
import { loadQuestionnaireRules } from '../../server/questionnaire-rules/rules.server.ts'
import { RULES_LIST_COPY as COPY } from '../../domain/questionnaire/rules-list-copy.ts'
import { RulesContent } from './rules-content.tsx'
import { RULES_QUERY } from './route.ts'
import './rules.css'

/** The `questionnaire` query parameter, when there is one. */
function questionnaireParam(searchParams: AdminViewServerProps['searchParams']): string | null {
  const value = searchParams?.[RULES_QUERY.questionnaire]
  const first = Array.isArray(value) ? value[0] : value
  return typeof first === 'string' && first !== '' ? first : null
}

/**
 * /admin/regles-questionnaire: every branching rule of a questionnaire as a French sentence, filterable,
 * each opening its editor; for marketing (and admins). Anyone else signed in reads that it is not for them.
 */
export async function QuestionnaireRulesView({ initPageResult, params, searchParams }: AdminViewServerProps) {
  const { req, permissions, locale, visibleEntities } = initPageResult
  const user = req.user as User | null
  const page = canReadQuestionnaireRules(user) ? await loadQuestionnaireRules(req.payload, user, questionnaireParam(searchParams)) : null
  const adminRoute = req.payload.config.routes.admin
  const quizId = page?.selected?.questionnaire.id
  const graphHref = quizId === undefined ? null : `${adminRoute === '/' ? '' : adminRoute}/collections/${slugs.quizzes}/${encodeURIComponent(quizId)}/graphe`
  return (
    <DefaultTemplate
      i18n={req.i18n}
      locale={locale}
      params={params}
      payload={req.payload}
      permissions={permissions}
      searchParams={searchParams}
      user={req.user ?? undefined}
      visibleEntities={{ collections: visibleEntities.collections, globals: visibleEntities.globals }}
    >
      <Gutter className="questionnaire-rules">
        <h1 className="questionnaire-rules__title">
          {COPY.pageTitle}
          {page?.selected ? ` · ${page.selected.questionnaire.title}` : ''}
        </h1>
        {page ? <RulesContent page={page} adminRoute={adminRoute} graphHref={graphHref} /> : <p role="alert">{COPY.noAccess}</p>}
      </Gutter>
    </DefaultTemplate>
  )
}
