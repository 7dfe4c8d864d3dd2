'use client'
import { useMemo } from 'react'
import { Background, Controls, Handle, MarkerType, Position, ReactFlow, type Edge, type Node, type NodeProps } from '@xyflow/react'
import '@xyflow/react/dist/style.css'
import { END_NODE_ID, type GraphNode, type QuestionnaireGraph } from '../../domain/questionnaire/graph.ts'
import { GRAPH_COPY } from './copy.ts'
import './graph.css'

type QuestionNodeData = GraphNode & { href: string | null }
type QuestionFlowNode = Node<QuestionNodeData, 'question'>

const ROW_HEIGHT = 120
const NODE_WIDTH = 340
const COLOURS = { next: '#8a8f98', rule: '#2563eb', backward: '#c2410c' } as const

/** A question: its number, title and the check's problems; a link to edit it. */
function QuestionNode({ data }: NodeProps<QuestionFlowNode>) {
  const className = `questionnaire-graph__node${data.severity ? ` questionnaire-graph__node--${data.severity}` : ''}${data.number === null ? ' questionnaire-graph__node--end' : ''}`
  const body = (
    <>
      {data.number !== null && <span className="questionnaire-graph__number">{GRAPH_COPY.question(data.number)}</span>}
      <strong className="questionnaire-graph__title">{data.title}</strong>
      {data.issues.length > 0 && (
        <ul className="questionnaire-graph__issues">
          {data.issues.map((issue) => (
            <li key={issue}>{issue}</li>
          ))}
        </ul>
      )}
    </>
  )
  return (
    <div className={className} data-question-id={data.id} data-severity={data.severity ?? undefined}>
      <Handle type="target" position={Position.Top} id="top" isConnectable={false} />
      <Handle type="target" position={Position.Right} id="right-in" isConnectable={false} style={{ top: '70%' }} />
      {data.href ? (
        <a href={data.href} className="questionnaire-graph__link">
          {body}
        </a>
      ) : (
        body
      )}
      <Handle type="source" position={Position.Right} id="right-out" isConnectable={false} style={{ top: '30%' }} />
      <Handle type="source" position={Position.Bottom} id="bottom" isConnectable={false} />
    </div>
  )
}

const nodeTypes = { question: QuestionNode }

/**
 * The questionnaire as a flow (@xyflow/react): questions down one column in list order, the default
 * 'next' straight down, rule jumps looping out on the right (orange when they go back), problems in colour
 * on their question and listed above.
 */
export function QuestionnaireGraphCanvas({ graph, adminRoute }: { graph: QuestionnaireGraph; adminRoute: string }) {
  const nodes = useMemo<QuestionFlowNode[]>(
    () =>
      graph.nodes.map((node, index) => ({
        id: node.id,
        type: 'question',
        position: { x: 0, y: index * ROW_HEIGHT },
        data: { ...node, href: node.id === END_NODE_ID ? null : `${adminRoute}/collections/questions/${encodeURIComponent(node.id)}` },
        draggable: true,
        connectable: false,
        style: { width: NODE_WIDTH },
      })),
    [graph, adminRoute],
  )
  const edges = useMemo<Edge[]>(
    () =>
      graph.edges.map((edge, index) => {
        const colour = edge.kind === 'next' ? COLOURS.next : edge.isBackward ? COLOURS.backward : COLOURS.rule
        return edge.kind === 'next'
          ? { id: edge.id, source: edge.from, target: edge.to, sourceHandle: 'bottom', targetHandle: 'top', style: { stroke: colour }, markerEnd: { type: MarkerType.ArrowClosed, color: colour } }
          : {
              id: edge.id,
              source: edge.from,
              target: edge.to,
              sourceHandle: 'right-out',
              targetHandle: 'right-in',
              type: 'smoothstep',
              // Each jump gets its own lane on the right so that they do not overlap.
              pathOptions: { offset: 30 + (index % 8) * 22 },
              label: edge.label,
              labelBgPadding: [4, 2] as [number, number],
              labelStyle: { fontSize: 11 },
              style: { stroke: colour, strokeDasharray: edge.isBackward ? '6 4' : undefined },
              markerEnd: { type: MarkerType.ArrowClosed, color: colour },
            }
      }),
    [graph],
  )
  const errors = graph.nodes.filter((node) => node.severity === 'error').flatMap((node) => node.issues)
  const warnings = graph.nodes.filter((node) => node.severity !== 'error').flatMap((node) => node.issues)

  return (
    <section className="questionnaire-graph" aria-labelledby="questionnaire-graph-title">
      <h2 id="questionnaire-graph-title">{GRAPH_COPY.title}</h2>
      <p className="questionnaire-graph__intro">{GRAPH_COPY.intro}</p>
      <div className="questionnaire-graph__problems">
        {graph.generalIssues.length + errors.length === 0 && warnings.length === 0 && <p className="questionnaire-graph__ok">{GRAPH_COPY.ok}</p>}
        {graph.generalIssues.length + errors.length > 0 && (
          <div className="questionnaire-graph__group questionnaire-graph__group--error">
            <h3>{GRAPH_COPY.errors}</h3>
            <ul>
              {[...graph.generalIssues, ...errors].map((text) => (
                <li key={text}>{text}</li>
              ))}
            </ul>
          </div>
        )}
        {warnings.length > 0 && (
          <div className="questionnaire-graph__group questionnaire-graph__group--warning">
            <h3>{GRAPH_COPY.warnings}</h3>
            <ul>
              {warnings.map((text) => (
                <li key={text}>{text}</li>
              ))}
            </ul>
          </div>
        )}
      </div>
      <ul className="questionnaire-graph__legend">
        <li style={{ color: COLOURS.next }}>{GRAPH_COPY.legendNext}</li>
        <li style={{ color: COLOURS.rule }}>{GRAPH_COPY.legendRule}</li>
        <li style={{ color: COLOURS.backward }}>{GRAPH_COPY.legendBackward}</li>
        <li className="questionnaire-graph__legend-error">{GRAPH_COPY.legendError}</li>
        <li className="questionnaire-graph__legend-warning">{GRAPH_COPY.legendWarning}</li>
      </ul>
      <div className="questionnaire-graph__canvas" role="figure" aria-label={GRAPH_COPY.graphLabel}>
        <ReactFlow nodes={nodes} edges={edges} nodeTypes={nodeTypes} fitView fitViewOptions={{ padding: 0.1 }} minZoom={0.1} nodesConnectable={false} proOptions={{ hideAttribution: true }}>
          <Background />
          <Controls showInteractive={false} />
        </ReactFlow>
      </div>
    </section>
  )
}
