import { describe, expect, it } from 'vitest'
import { filterRules, questionnaireRules, ruleSentence, ruleShortLabel, titleLookups } from './rule-sentence.ts'
import { aChoice, aChoiceQuestion, alwaysJumpTo, aQuestion, aQuestionnaire, jumpTo, when } from './test-builders.ts'

const housing = aQuestionnaire(
  aChoiceQuestion('type', 1, [aChoice('appartement', { title: 'Appartement', rules: [alwaysJumpTo('etage')] }), aChoice('maison', { title: 'Maison', rules: [jumpTo('jardin', when('surface', 'superieura', '80'))] })], {
    title: 'Type de logement',
  }),
  aQuestion('surface', { type: 11, title: 'Surface', rules: [jumpTo('jardin', when('type', 'est', 'maison'), when('surface', 'superieura', '50', 'ou')), alwaysJumpTo('etage')] }),
  aQuestion('etage', { type: 11, title: 'Étage', rules: [jumpTo(null, when('etage', 'inferieura', '0'))] }),
  aQuestion('jardin', { title: 'Quelle est la surface du jardin, en mètres carrés ?', rules: [jumpTo('disparue', when('disparue', 'est', 'x'))] }),
)
const lookups = titleLookups(housing)

describe('ruleSentence', () => {
  it('reads a rule on a choice as the choice being picked: « Si « Type de logement » est « Appartement » alors aller à « Étage » »', () => {
    expect(questionnaireRules(housing)[0]?.sentence).toBe('Si « Type de logement » est « Appartement » alors aller à « Étage »')
  })

  it('adds a choice rule’s own conditions after « et »', () => {
    expect(questionnaireRules(housing)[1]?.sentence).toBe('Si « Type de logement » est « Maison » et « Surface » est supérieur à « 80 » alors aller à « Quelle est la surface du jardin, en mètres carrés ? »')
  })

  it('reads conditions with their links and choice values as their titles', () => {
    expect(questionnaireRules(housing)[2]?.sentence).toBe('Si « Type de logement » est « Maison » ou « Surface » est supérieur à « 50 » alors aller à « Quelle est la surface du jardin, en mètres carrés ? »')
  })

  it('reads a rule without condition as « Toujours aller à … »', () => {
    expect(questionnaireRules(housing)[3]?.sentence).toBe('Toujours aller à « Étage »')
  })

  it('says when a rule jumps nowhere, and names an unknown question « une question »', () => {
    expect(questionnaireRules(housing)[4]?.sentence).toBe('Si « Étage » est inférieur à « 0 » alors aller à (aucune question)')
    expect(questionnaireRules(housing)[5]?.sentence).toBe('Si une question est « x » alors aller à une question')
  })

  it('is the sentence of a single rule too', () => {
    expect(ruleSentence({ rule: alwaysJumpTo('etage'), questionTitle: 'Type de logement', choiceTitle: 'Appartement', ...lookups })).toBe(
      'Si « Type de logement » est « Appartement » alors aller à « Étage »',
    )
  })
})

describe('ruleShortLabel', () => {
  it('names only the choice for a choice rule, « Toujours » for a rule without condition', () => {
    expect(ruleShortLabel({ rule: alwaysJumpTo('etage'), questionTitle: 'Type de logement', choiceTitle: 'Appartement', ...lookups })).toBe('Si « Appartement »')
    expect(ruleShortLabel({ rule: alwaysJumpTo('etage'), questionTitle: 'Surface', choiceTitle: null, ...lookups })).toBe('Toujours')
  })

  it('cuts long question titles', () => {
    expect(ruleShortLabel({ rule: jumpTo('etage', when('jardin', 'est', '10')), questionTitle: 'Surface', choiceTitle: 'Maison', ...lookups })).toBe(
      'Si « Maison » et « Quelle est la surface du jardin… » est « 10 »',
    )
  })
})

describe('questionnaireRules', () => {
  it('lists the rules the engine follows, in list order, with their place in the question’s form', () => {
    const rules = questionnaireRules(housing)
    expect(rules.map(({ questionId, questionNumber, path }) => `${questionNumber}.${questionId}:${path}`)).toEqual([
      '1.type:choices.0.rules.0',
      '1.type:choices.1.rules.0',
      '2.surface:rules.0',
      '2.surface:rules.1',
      '3.etage:rules.0',
      '4.jardin:rules.0',
    ])
  })

  it('ignores rules stored where the engine does not read them (on the question of a single choice question)', () => {
    const questionnaire = aQuestionnaire(aChoiceQuestion('q', 1, [aChoice('a')], { rules: [alwaysJumpTo('q')] }))
    expect(questionnaireRules(questionnaire)).toEqual([])
  })
})

describe('filterRules', () => {
  const rules = questionnaireRules(housing)
  const keys = (found: ReturnType<typeof filterRules>) => found.map((rule) => rule.key)

  it('keeps the rules that name a question: as theirs, in a condition or as their target', () => {
    expect(keys(filterRules(rules, { questionId: 'jardin', text: '' }))).toEqual(['type:choices.1.rules.0', 'surface:rules.0', 'jardin:rules.0'])
    expect(keys(filterRules(rules, { questionId: 'etage', text: '' }))).toEqual(['type:choices.0.rules.0', 'surface:rules.1', 'etage:rules.0'])
  })

  it('finds text without regard to case or accents, and combines both filters', () => {
    expect(keys(filterRules(rules, { questionId: null, text: '  ETAGE ' }))).toEqual(['type:choices.0.rules.0', 'surface:rules.1', 'etage:rules.0'])
    expect(keys(filterRules(rules, { questionId: 'surface', text: 'étage' }))).toEqual(['surface:rules.1'])
    expect(filterRules(rules, { questionId: null, text: '' })).toHaveLength(rules.length)
  })
})
