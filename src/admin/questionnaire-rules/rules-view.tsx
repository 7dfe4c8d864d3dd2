import type { AdminViewServerProps } from 'payload'
import type { User } from '../../../payload-types.ts'
import { canReadQuestionnaireRules } from '../../../collections/access/can-read-questionnaire-rules.ts'
import { loadQuestionnaireRules } from '../../server/questionnaire-rules/rules.server.ts'
import { RULES_LIST_COPY as COPY } from '../../domain/questionnaire/rules-list-copy.ts'
import { RulesContent } from './rules-content.tsx'
import { AdminPage } from '../admin-page/admin-page.tsx'
import { questionnaireGraphHref, RULES_QUERY } from './route.ts'
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
export async function QuestionnaireRulesView(view: AdminViewServerProps) {
  const { req } = view.initPageResult
  const user = req.user as User | null
  const isAllowed = canReadQuestionnaireRules(user)
  const page = isAllowed ? await loadQuestionnaireRules(req.payload, user, questionnaireParam(view.searchParams)) : null
  const adminRoute = req.payload.config.routes.admin
  const quizId = page?.selected?.questionnaire.id
  const graphHref = quizId === undefined ? null : questionnaireGraphHref(adminRoute, quizId)
  return (
    <AdminPage
      view={view}
      className="questionnaire-rules"
      title={`${COPY.pageTitle}${page?.selected ? ` · ${page.selected.questionnaire.title}` : ''}`}
      isAllowed={page !== null}
      noAccess={COPY.noAccess}
    >
      {page ? <RulesContent page={page} adminRoute={adminRoute} graphHref={graphHref} /> : null}
    </AdminPage>
  )
}
