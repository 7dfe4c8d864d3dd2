import type { DocumentViewServerProps } from 'payload'
import { Gutter } from '@payloadcms/ui'
import type { User } from '../../../payload-types.ts'
import { questionOrderView } from '../../../collections/Quizzes/question-order.server.ts'
import { ORDER_COPY } from '../../domain/questionnaire/question-order-copy.ts'
import { QuestionOrderList } from './order-list.tsx'

/** The quiz's 'Ordre des questions' tab: its questions, reordered by drag and drop or by keyboard. */
export async function QuestionOrderView({ initPageResult }: DocumentViewServerProps) {
  const { req, docID } = initPageResult
  if (docID === undefined) return <Gutter>{ORDER_COPY.unsaved}</Gutter>
  const view = await questionOrderView(req.payload, req.user as User | null, docID)
  if (!view) return <Gutter>{ORDER_COPY.notFound}</Gutter>
  return (
    <Gutter>
      <QuestionOrderList quizId={String(docID)} view={view} />
    </Gutter>
  )
}
