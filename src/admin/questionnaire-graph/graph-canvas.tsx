'use client'
import { useEffect, useMemo, useState, type CSSProperties } from 'react'
import {
  BaseEdge,
  Background,
  Controls,
  EdgeLabelRenderer,
  Handle,
  MarkerType,
  Position,
  ReactFlow,
  type Edge,
  type EdgeProps,
  type Node,
  type NodeProps,
} from '@xyflow/react'
import '@xyflow/react/dist/style.css'
import { END_NODE_ID, type GraphNode, type QuestionnaireGraph } from '../../domain/questionnaire/graph.ts'
import { questionEditorHref, rulesHref } from '../questionnaire-rules/route.ts'
import { FLOW_ARIA_LABELS, GRAPH_COPY } from './copy.ts'
import type { Box, EdgeRule, GraphLayout, Point } from './layout.ts'
import './graph.css'

type QuestionNodeData = GraphNode & { href: string | null }
type QuestionFlowNode = Node<QuestionNodeData, 'question'>
type CornerFlowNode = Node<Record<string, never>, 'corner'>
type LaidOutEdgeData = { points: Point[]; labelBox: Box | null; rules: (EdgeRule & { href: string; title: string })[]; colour: string }
type LaidOutFlowEdge = Edge<LaidOutEdgeData, 'laidOut'>

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
      {/* The edges follow the layout's own points; the handles only anchor them. */}
      <Handle type="target" position={Position.Top} isConnectable={false} className="questionnaire-graph__handle" />
      {data.href ? (
        <a href={data.href} className="questionnaire-graph__link">
          {body}
        </a>
      ) : (
        body
      )}
      <Handle type="source" position={Position.Bottom} isConnectable={false} className="questionnaire-graph__handle" />
    </div>
  )
}

/** A path through the layout's points, its corners rounded (a quadratic curve through each middle point). */
function pathThrough(points: readonly Point[]): string {
  const [first, ...rest] = points
  if (!first) return ''
  const last = rest.pop()
  let path = `M ${first.x} ${first.y}`
  rest.forEach((point, index) => {
    const next = rest[index + 1] ?? last ?? point
    path += ` Q ${point.x} ${point.y} ${(point.x + next.x) / 2} ${(point.y + next.y) / 2}`
  })
  return last ? `${path} L ${last.x} ${last.y}` : path
}

/** An edge drawn along the layout's points; a rule's edge carries its labels, each a link to its rule. */
function LaidOutEdge({ id, data, markerEnd, style }: EdgeProps<LaidOutFlowEdge>) {
  if (!data) return null
  const { labelBox, rules, colour } = data
  return (
    <>
      <BaseEdge id={id} path={pathThrough(data.points)} markerEnd={markerEnd} style={style} interactionWidth={16} />
      {labelBox && rules.length > 0 && (
        <EdgeLabelRenderer>
          <ul
            className="questionnaire-graph__label nodrag nopan"
            style={{ transform: `translate(${labelBox.x}px, ${labelBox.y}px)`, width: labelBox.width, minHeight: labelBox.height, borderColor: colour }}
          >
            {rules.map((rule) => (
              <li key={rule.rulePath}>
                <a href={rule.href} title={rule.title} style={{ color: colour }}>
                  {rule.label}
                </a>
              </li>
            ))}
          </ul>
        </EdgeLabelRenderer>
      )}
    </>
  )
}

/**
 * An empty point at a corner of the drawing: fit view frames the nodes only, and the rules' labels may
 * stand further out than any question; two corners make it frame the whole drawing.
 */
function CornerNode() {
  return <div className="questionnaire-graph__corner" aria-hidden="true" />
}

const nodeTypes = { question: QuestionNode, corner: CornerNode }
const edgeTypes = { laidOut: LaidOutEdge }

/** True on a touch screen: there a drag scrolls the page instead of moving the graph. */
function useIsCoarsePointer(): boolean {
  const [isCoarse, setIsCoarse] = useState(false)
  useEffect(() => setIsCoarse(window.matchMedia('(pointer: coarse)').matches), [])
  return isCoarse
}

/**
 * The questionnaire as a flow (@xyflow/react), laid out in layers (layout.ts): each question under those
 * that lead to it, rule jumps in blue (orange when they go back) with their conditions written on them,
 * problems in colour on their question and listed above. The canvas has the drawing's proportions, so that
 * « voir tout » shows it at full size where the screen is wide enough; the page scrolls past it.
 */
export function QuestionnaireGraphCanvas({ graph, layout, adminRoute, quizId }: { graph: QuestionnaireGraph; layout: GraphLayout; adminRoute: string; quizId: string }) {
  const isCoarsePointer = useIsCoarsePointer()
  const titles = useMemo(() => new Map(graph.nodes.map((node) => [node.id, node.title])), [graph])
  const nodes = useMemo<(QuestionFlowNode | CornerFlowNode)[]>(
    () => [
      ...layout.nodes.map(({ node, box }): QuestionFlowNode => ({
        id: node.id,
        type: 'question',
        position: { x: box.x, y: box.y },
        data: { ...node, href: node.id === END_NODE_ID ? null : questionEditorHref(adminRoute, node.id) },
        draggable: false,
        connectable: false,
        focusable: false,
        style: { width: box.width, height: box.height },
      })),
      ...[
        { x: 0, y: 0 },
        { x: layout.width - 1, y: layout.height - 1 },
      ].map((position, index): CornerFlowNode => ({ id: `coin-${index}`, type: 'corner', position, data: {}, draggable: false, connectable: false, focusable: false, style: { width: 1, height: 1 } })),
    ],
    [layout, adminRoute],
  )
  const edges = useMemo<LaidOutFlowEdge[]>(
    () =>
      layout.edges.map((edge) => {
        const colour = edge.kind === 'next' ? COLOURS.next : edge.isBackward ? COLOURS.backward : COLOURS.rule
        const style: CSSProperties = { stroke: colour, strokeWidth: edge.kind === 'next' ? 1.5 : 2, strokeDasharray: edge.isBackward ? '6 4' : undefined }
        return {
          id: edge.id,
          source: edge.from,
          target: edge.to,
          type: 'laidOut',
          style,
          markerEnd: { type: MarkerType.ArrowClosed, color: colour },
          data: {
            points: edge.points,
            labelBox: edge.labelBox,
            colour,
            rules: edge.rules.map((rule) => ({
              ...rule,
              href: questionEditorHref(adminRoute, edge.from, rule.rulePath),
              title: GRAPH_COPY.openRule(rule.label, titles.get(edge.from) ?? '', titles.get(edge.to) ?? ''),
            })),
          },
        }
      }),
    [layout, adminRoute, titles],
  )
  const errors = graph.nodes.filter((node) => node.severity === 'error').flatMap((node) => node.issues)
  const warnings = graph.nodes.filter((node) => node.severity !== 'error').flatMap((node) => node.issues)
  const frame = { maxWidth: Math.ceil(layout.width) + 2, aspectRatio: `${Math.ceil(layout.width) + 2} / ${Math.ceil(layout.height) + 2}` }

  return (
    <section className="questionnaire-graph" aria-labelledby="questionnaire-graph-title">
      <h2 id="questionnaire-graph-title">{GRAPH_COPY.title}</h2>
      <p className="questionnaire-graph__intro">{GRAPH_COPY.intro}</p>
      <p>
        <a href={rulesHref(adminRoute, quizId)}>{GRAPH_COPY.allRules}</a>
      </p>
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
      <div className="questionnaire-graph__canvas" role="figure" aria-label={GRAPH_COPY.graphLabel} style={frame}>
        <ReactFlow
          nodes={nodes}
          edges={edges}
          nodeTypes={nodeTypes}
          edgeTypes={edgeTypes}
          fitView
          fitViewOptions={{ padding: 0, maxZoom: 1 }}
          minZoom={0.1}
          maxZoom={2}
          nodesDraggable={false}
          nodesConnectable={false}
          elementsSelectable={false}
          zoomOnScroll={false}
          preventScrolling={false}
          panOnDrag={!isCoarsePointer}
          // NOTE: without a node click handler React Flow gives nodes that are neither draggable nor selectable
          // `pointer-events: none`, and a click on a question falls through to the pane: its link never opens.
          onNodeClick={(event, node) => {
            const href = node.type === 'question' ? (node.data as QuestionNodeData).href : null
            // A click on the question's link follows it; on the rest of its box, the same address.
            if (href && !(event.target instanceof Element && event.target.closest('a'))) window.location.assign(href)
          }}
          onEdgeClick={(_event, edge) => {
            const first = edge.data?.rules[0]
            if (first) window.location.assign(first.href)
          }}
          ariaLabelConfig={FLOW_ARIA_LABELS}
          proOptions={{ hideAttribution: true }}
        >
          <Background />
          <Controls showInteractive={false} />
        </ReactFlow>
      </div>
    </section>
  )
}
