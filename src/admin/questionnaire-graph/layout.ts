import dagre from '@dagrejs/dagre'
import type { GraphEdge, GraphNode, QuestionnaireGraph } from '../../domain/questionnaire/graph.ts'

/**
 * The questionnaire graph laid out in layers (dagre): each question below those that lead to it, edges
 * routed between them, each rule's label given room of its own so that nothing overlaps. Pure: the sizes
 * of nodes and labels are estimated from their text (graph.css fixes the widths and fonts they assume).
 */

export type Point = { x: number; y: number }
/** A box by its top-left corner. */
export type Box = Point & { width: number; height: number }

/** One rule on an edge: its short label and where it is in its question's form. */
export type EdgeRule = { label: string; rulePath: string }

export type LaidOutNode = { node: GraphNode; box: Box }
export type LaidOutEdge = {
  id: string
  from: string
  to: string
  kind: GraphEdge['kind']
  isBackward: boolean
  /** The rules that jump from `from` to `to` (several choices may lead to the same question); empty for 'next'. */
  rules: EdgeRule[]
  /** The path from the source's border to the target's border. */
  points: Point[]
  /** Where the rules' labels are written; null for 'next'. */
  labelBox: Box | null
}
export type GraphLayout = { nodes: LaidOutNode[]; edges: LaidOutEdge[]; width: number; height: number }

/** The sizes graph.css draws with (px). */
export const LAYOUT_SIZES = {
  nodeWidth: 260,
  nodePaddingX: 12,
  nodePaddingY: 8,
  /** The « Question 3 » line. */
  numberLine: 16,
  titleLine: 18,
  titleCharWidth: 8.4,
  issueLine: 16,
  issueCharWidth: 6.6,
  labelMaxWidth: 200,
  labelPadding: 4,
  labelLine: 15,
  labelCharWidth: 6.2,
  nodeGap: 40,
  rankGap: 56,
  margin: 16,
} as const
const S = LAYOUT_SIZES

/** The lines `text` wraps to in `width` px, at about `charWidth` px a character (words kept whole). */
export function wrappedLines(text: string, width: number, charWidth: number): number {
  const perLine = Math.max(1, Math.floor(width / charWidth))
  let lines = 1
  let used = 0
  for (const word of text.split(/\s+/).filter((part) => part !== '')) {
    const length = Math.min(word.length, perLine)
    if (used === 0) used = length
    else if (used + 1 + length <= perLine) used += 1 + length
    else {
      lines += 1
      used = length
    }
  }
  return lines
}

/** A question's box: a fixed width, as tall as its number, title and problems need. */
export function nodeSize(node: GraphNode): { width: number; height: number } {
  const inner = S.nodeWidth - 2 * S.nodePaddingX
  const title = wrappedLines(node.title, inner, S.titleCharWidth) * S.titleLine
  const issues = node.issues.reduce((sum, issue) => sum + wrappedLines(issue, inner - 16, S.issueCharWidth) * S.issueLine, 0)
  const number = node.number === null ? 0 : S.numberLine
  // 2 px of border on each side, for the flagged nodes' thicker border.
  return { width: S.nodeWidth, height: Math.ceil(2 * S.nodePaddingY + number + title + (issues > 0 ? issues + 4 : 0) + 4) }
}

/** The labels' box: one line group per rule, as wide as the longest needs (at most labelMaxWidth). */
export function labelSize(rules: readonly EdgeRule[]): { width: number; height: number } {
  const inner = S.labelMaxWidth - 2 * S.labelPadding
  const widest = Math.max(...rules.map((rule) => Math.min(inner, Math.ceil(rule.label.length * S.labelCharWidth))))
  const lines = rules.reduce((sum, rule) => sum + wrappedLines(rule.label, inner, S.labelCharWidth), 0)
  return { width: widest + 2 * S.labelPadding, height: lines * S.labelLine + 2 * S.labelPadding }
}

/** The graph's edges with the rules between the same two questions gathered on one edge. */
function gatheredEdges(edges: readonly GraphEdge[]): Omit<LaidOutEdge, 'points' | 'labelBox'>[] {
  const byEnds = new Map<string, Omit<LaidOutEdge, 'points' | 'labelBox'>>()
  for (const edge of edges) {
    const key = `${edge.kind}:${edge.from}->${edge.to}`
    const gathered = byEnds.get(key) ?? { id: edge.id, from: edge.from, to: edge.to, kind: edge.kind, isBackward: edge.isBackward, rules: [] }
    if (edge.rulePath !== null) gathered.rules.push({ label: edge.label, rulePath: edge.rulePath })
    byEnds.set(key, gathered)
  }
  return [...byEnds.values()]
}

/** Lays the questionnaire's graph out from top to bottom, in the list's order where the rules allow. */
export function layoutQuestionnaireGraph(graph: QuestionnaireGraph): GraphLayout {
  const layout = new dagre.graphlib.Graph({ multigraph: true })
  layout.setGraph({ rankdir: 'TB', nodesep: S.nodeGap, ranksep: S.rankGap, edgesep: 16, marginx: S.margin, marginy: S.margin })
  layout.setDefaultEdgeLabel(() => ({}))
  for (const node of graph.nodes) layout.setNode(node.id, { ...nodeSize(node) })
  const edges = gatheredEdges(graph.edges)
  for (const edge of edges) {
    const label = edge.rules.length > 0 ? { ...labelSize(edge.rules), labelpos: 'c' as const } : { width: 0, height: 0 }
    // The default 'next' weighs more: the list's order stays a straight spine.
    layout.setEdge(edge.from, edge.to, { ...label, weight: edge.kind === 'next' ? 4 : 1, minlen: 1 }, edge.id)
  }
  dagre.layout(layout)

  const nodes = graph.nodes.map((node) => {
    const placed = layout.node(node.id)
    return { node, box: { x: placed.x - placed.width / 2, y: placed.y - placed.height / 2, width: placed.width, height: placed.height } }
  })
  const laidOutEdges = edges.map((edge) => {
    const placed = layout.edge({ v: edge.from, w: edge.to, name: edge.id })
    const points = (placed.points ?? []).map(({ x, y }: Point) => ({ x, y }))
    const labelBox =
      edge.rules.length > 0 && placed.x !== undefined && placed.y !== undefined
        ? { x: placed.x - placed.width / 2, y: placed.y - placed.height / 2, width: placed.width, height: placed.height }
        : null
    return { ...edge, points, labelBox }
  })
  const { width = 0, height = 0 } = layout.graph()
  return { nodes, edges: laidOutEdges, width, height }
}

/** Whether two boxes share any area (touching edges do not count). */
export function boxesOverlap(a: Box, b: Box): boolean {
  return a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height
}

