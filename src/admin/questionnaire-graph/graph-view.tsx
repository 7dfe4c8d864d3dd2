import type { DocumentViewServerProps } from 'payload'
import { Gutter } from '@payloadcms/ui'
import type { User } from '../../../payload-types.ts'
import { draftQuestionnaireGraph } from '../../server/questionnaire/graph.server.ts'
import { GRAPH_COPY } from './copy.ts'
import { QuestionnaireGraphCanvas } from './graph-canvas.tsx'
import { layoutQuestionnaireGraph } from './layout.ts'

/** The quiz's 'Graphe' tab: its questions as a flow, laid out here (the browser gets positions, not dagre), with the questionnaire check's problems on them. */
export async function QuestionnaireGraphView({ initPageResult }: DocumentViewServerProps) {
  const { req, docID } = initPageResult
  if (docID === undefined) return <Gutter>{GRAPH_COPY.unsaved}</Gutter>
  const graph = await draftQuestionnaireGraph(req.payload, req.user as User | null, docID)
  return (
    <Gutter>
      <QuestionnaireGraphCanvas graph={graph} layout={layoutQuestionnaireGraph(graph)} adminRoute={req.payload.config.routes.admin} quizId={String(docID)} />
    </Gutter>
  )
}
