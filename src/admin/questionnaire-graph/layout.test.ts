import { describe, expect, it } from 'vitest'
import { questionnaireGraph } from '../../domain/questionnaire/graph.ts'
import { aChoice, aChoiceQuestion, alwaysJumpTo, aQuestion, aQuestionnaire, jumpTo, when } from '../../domain/questionnaire/test-builders.ts'
import { toEngineQuestionnaire } from '../../../seed/content/questionnaire-model.ts'
import { QUESTIONNAIRE } from '../../../seed/content/questionnaire.ts'
import { boxesOverlap, labelSize, layoutQuestionnaireGraph, LAYOUT_SIZES, nodeSize, wrappedLines, type Box, type GraphLayout } from './layout.ts'

const demo = layoutQuestionnaireGraph(questionnaireGraph(toEngineQuestionnaire(QUESTIONNAIRE)))

/** Every pair of boxes that overlap, named. */
function overlaps(boxes: readonly { name: string; box: Box }[]): string[] {
  return boxes.flatMap((a, i) => boxes.slice(i + 1).flatMap((b) => (boxesOverlap(a.box, b.box) ? [`${a.name} × ${b.name}`] : [])))
}
const nodeBoxes = (layout: GraphLayout) => layout.nodes.map(({ node, box }) => ({ name: node.id, box }))
const labelBoxes = (layout: GraphLayout) => layout.edges.flatMap((edge) => (edge.labelBox ? [{ name: `label ${edge.id}`, box: edge.labelBox }] : []))

describe('layoutQuestionnaireGraph on the demo questionnaire', () => {
  it('places every question and the end without any two overlapping', () => {
    expect(demo.nodes).toHaveLength(QUESTIONNAIRE.questions.length + 1)
    expect(overlaps(nodeBoxes(demo))).toEqual([])
  })

  it('gives every rule label its own room, clear of the questions and of the other labels', () => {
    expect(labelBoxes(demo).length).toBeGreaterThan(0)
    expect(overlaps([...nodeBoxes(demo), ...labelBoxes(demo)])).toEqual([])
  })

  it('keeps everything inside the drawing, every edge drawn from its source to its target', () => {
    for (const { box } of [...nodeBoxes(demo), ...labelBoxes(demo)]) {
      expect(box.x).toBeGreaterThanOrEqual(0)
      expect(box.y).toBeGreaterThanOrEqual(0)
      expect(box.x + box.width).toBeLessThanOrEqual(demo.width)
      expect(box.y + box.height).toBeLessThanOrEqual(demo.height)
    }
    for (const edge of demo.edges) expect(edge.points.length).toBeGreaterThanOrEqual(2)
  })

  it('is narrow enough to read at fit view on a laptop: at most four questions side by side', () => {
    expect(demo.width).toBeLessThanOrEqual(4 * (LAYOUT_SIZES.nodeWidth + LAYOUT_SIZES.nodeGap) + LAYOUT_SIZES.labelMaxWidth)
  })

  it('puts the first question on top and the end at the bottom', () => {
    const top = (id: string) => demo.nodes.find((entry) => entry.node.id === id)?.box.y ?? Number.NaN
    const ys = demo.nodes.map((entry) => entry.box.y)
    expect(top(QUESTIONNAIRE.questions[0]?.key ?? '')).toBe(Math.min(...ys))
    expect(top('fin')).toBe(Math.max(...ys))
  })
})

describe('layoutQuestionnaireGraph', () => {
  const graph = questionnaireGraph(
    aQuestionnaire(
      aChoiceQuestion('budget', 1, [aChoice('a', { title: 'Petit', rules: [alwaysJumpTo('fin-q')] }), aChoice('b', { title: 'Grand', rules: [alwaysJumpTo('fin-q')] }), aChoice('c')]),
      aQuestion('surface', { rules: [jumpTo('budget', when('surface', 'est', '1'))] }),
      aQuestion('fin-q'),
    ),
  )
  const layout = layoutQuestionnaireGraph(graph)

  it('gathers the rules between the same two questions on one edge, each with its place in the form', () => {
    const edge = layout.edges.find((item) => item.from === 'budget' && item.to === 'fin-q')
    expect(edge?.rules).toEqual([
      { label: 'Si « Petit »', rulePath: 'choices.0.rules.0' },
      { label: 'Si « Grand »', rulePath: 'choices.1.rules.0' },
    ])
    expect(edge?.labelBox?.height).toBe(labelSize(edge?.rules ?? []).height)
  })

  it('lays out a jump backwards (a loop) without overlap', () => {
    expect(layout.edges.find((item) => item.from === 'surface' && item.to === 'budget')?.isBackward).toBe(true)
    expect(overlaps([...nodeBoxes(layout), ...labelBoxes(layout)])).toEqual([])
  })
})

describe('sizes', () => {
  it('wraps words to the width', () => {
    expect(wrappedLines('un deux trois', 56, 7)).toBe(2)
    expect(wrappedLines('un', 56, 7)).toBe(1)
  })

  it('makes a question with a long title and problems taller', () => {
    const short = nodeSize({ id: 'a', number: 1, title: 'Surface', severity: null, issues: [] })
    const long = nodeSize({ id: 'a', number: 1, title: 'Quelle est la surface habitable de votre logement, en mètres carrés, hors balcons ?', severity: 'warning', issues: ['Aucun parcours ne mène à cette question.'] })
    expect(short.width).toBe(long.width)
    expect(long.height).toBeGreaterThan(short.height + 2 * LAYOUT_SIZES.titleLine)
  })
})
