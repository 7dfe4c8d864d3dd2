import { describe, expect, it } from 'vitest'
import { END_NODE_ID, questionnaireGraph } from './graph.ts'
import { CHECK_MESSAGES } from './messages.ts'
import { aChoice, aChoiceQuestion, alwaysJumpTo, aQuestion, aQuestionnaire, jumpTo, linearQuestionnaire, when } from './test-builders.ts'

const edgesOf = (graph: ReturnType<typeof questionnaireGraph>) => graph.edges.map(({ from, to, kind }) => `${from}-${kind}->${to}`)

describe('questionnaireGraph', () => {
  it('links questions in list order, the last one to the end', () => {
    const graph = questionnaireGraph(linearQuestionnaire('a', 'b'))
    expect(graph.nodes.map((node) => [node.id, node.number])).toEqual([['a', 1], ['b', 2], [END_NODE_ID, null]])
    expect(edgesOf(graph)).toEqual(['a-next->b', `b-next->${END_NODE_ID}`])
    expect(graph.hasErrors).toBe(false)
  })

  it('draws a question’s conditional jump, its condition read short with choice titles, beside its default next', () => {
    const graph = questionnaireGraph(
      aQuestionnaire(
        aChoiceQuestion('type', 1, [aChoice('maison', { title: 'Maison' }), aChoice('appartement', { title: 'Appartement' })], { title: 'Type de bien' }),
        aQuestion('surface', { type: 11, rules: [jumpTo('jardin', when('type', 'est', 'maison'), when('surface', 'superieura', '50', 'ou'))] }),
        aQuestion('etage'),
        aQuestion('jardin', { title: 'Jardin' }),
      ),
    )
    expect(edgesOf(graph)).toEqual(['type-next->surface', 'surface-rule->jardin', 'surface-next->etage', 'etage-next->jardin', `jardin-next->${END_NODE_ID}`])
    expect(graph.edges[1]).toMatchObject({ label: 'Si « Type de bien » est « Maison » ou « Question surface » est supérieur à « 50 »', rulePath: 'rules.0' })
  })

  it('labels choice rules with their choice; a choice question whose every choice always jumps has no default next', () => {
    const graph = questionnaireGraph(
      aQuestionnaire(
        aChoiceQuestion('q', 1, [aChoice('a', { title: 'Oui', rules: [alwaysJumpTo('z')] }), aChoice('b', { title: 'Non', rules: [alwaysJumpTo('y')] })]),
        aQuestion('y'),
        aQuestion('z'),
      ),
    )
    expect(edgesOf(graph)).toEqual(['q-rule->z', 'q-rule->y', 'y-next->z', `z-next->${END_NODE_ID}`])
    expect(graph.edges[0]).toMatchObject({ label: 'Si « Oui »', rulePath: 'choices.0.rules.0' })
  })

  it('puts the check’s issues on their question: a missing target (not drawn), a backward jump, an unreachable question', () => {
    const graph = questionnaireGraph(
      aQuestionnaire(
        aQuestion('a', { rules: [alwaysJumpTo('c')] }),
        aQuestion('b', { title: 'Perdue' }),
        aQuestion('c', { rules: [jumpTo('a', when('c', 'est', 'x')), jumpTo('gone', when('c', 'est', 'y'))] }),
      ),
    )
    const node = (id: string) => graph.nodes.find((item) => item.id === id)
    expect(node('b')).toMatchObject({ severity: 'warning', issues: [`« Perdue » : ${CHECK_MESSAGES.unreachable}`] })
    expect(node('c')?.severity).toBe('error')
    expect(node('c')?.issues).toEqual(expect.arrayContaining([`« Question c » : ${CHECK_MESSAGES.missingTarget}`, `« Question c » : ${CHECK_MESSAGES.backwardJump}`]))
    expect(graph.edges.filter((edge) => edge.from === 'c').map((edge) => [edge.to, edge.isBackward])).toEqual([['a', true], [END_NODE_ID, false]])
    expect(graph.hasErrors).toBe(true)
  })

  it('reports questionnaire-wide issues apart', () => {
    expect(questionnaireGraph(aQuestionnaire()).generalIssues).toEqual([CHECK_MESSAGES.emptyQuestionnaire])
  })
})
