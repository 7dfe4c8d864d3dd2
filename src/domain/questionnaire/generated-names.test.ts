import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { GENERATED_VALUE_FORMAT, GENERATED_VARIABLE_FORMAT, valueFromLabel, variableFromLabel, withValuesFromLabels } from './generated-names.ts'

const none = new Set<string>()

/** Labels as marketers write them, and worse: accents, ligatures, punctuation, emoji, nothing at all. */
const labelArbitrary = fc.oneof(
  fc.string({ unit: 'grapheme', maxLength: 80 }),
  fc.constantFrom('', '   ', '€', '😀', 'Cœur', 'ÉTÉ', 'İstanbul', 'ﬁn', '3 pièces', 'Salle d’eau', 'a'.repeat(90)),
)

describe('valueFromLabel', () => {
  it('writes a French label as a lowercase ascii slug, accents stripped', () => {
    expect(valueFromLabel('Un appartement', none)).toBe('un-appartement')
    expect(valueFromLabel('Créer ou déplacer une salle d’eau', none)).toBe('creer-ou-deplacer-une-salle-d-eau')
    expect(valueFromLabel('  Œuvre — à l’étage ! ', none)).toBe('oeuvre-a-l-etage')
    expect(valueFromLabel('De 15 000 à 40 000 €', none)).toBe('de-15-000-a-40-000')
  })

  it('suffixes a value the question already has', () => {
    expect(valueFromLabel('Oui', new Set(['oui']))).toBe('oui-2')
    expect(valueFromLabel('Oui', new Set(['oui', 'oui-2']))).toBe('oui-3')
  })

  it('names a label without letters « choix »', () => {
    expect(valueFromLabel('€ ?', none)).toBe('choix')
    expect(valueFromLabel('', new Set(['choix']))).toBe('choix-2')
  })

  it('cuts a long label at a word break', () => {
    expect(valueFromLabel('Ouverte avec un îlot central et une verrière sur toute la longueur', none)).toBe('ouverte-avec-un-ilot-central-et-une')
  })

  it('always gives a value of the generated format that the question does not have yet', () => {
    fc.assert(
      fc.property(labelArbitrary, fc.array(labelArbitrary, { maxLength: 6 }), (label, others) => {
        const taken = new Set(others.map((other) => valueFromLabel(other, none)))
        const value = valueFromLabel(label, taken)
        expect(value).toMatch(GENERATED_VALUE_FORMAT)
        expect(value.length).toBeLessThanOrEqual(44)
        expect(taken.has(value)).toBe(false)
      }),
    )
  })
})

describe('variableFromLabel', () => {
  it('writes a question title as a snake_case variable', () => {
    expect(variableFromLabel('Type de logement', none)).toBe('type_de_logement')
    expect(variableFromLabel('Quelle est la surface ?', new Set(['Quelle_est_la_surface ']))).toBe('quelle_est_la_surface_2')
    expect(variableFromLabel('?', none)).toBe('question')
  })

  it('always gives a variable of the generated format that the questionnaire does not have yet', () => {
    fc.assert(
      fc.property(labelArbitrary, fc.array(labelArbitrary, { maxLength: 6 }), (label, others) => {
        const taken = new Set(others.map((other) => variableFromLabel(other, none)))
        const variable = variableFromLabel(label, taken)
        expect(variable).toMatch(GENERATED_VARIABLE_FORMAT)
        expect(taken.has(variable)).toBe(false)
      }),
    )
  })
})

describe('withValuesFromLabels', () => {
  it('fills the empty values of new choices from their labels, unique within the question', () => {
    const next = [
      { id: 'a', value: '', title: 'Oui' },
      { id: 'b', value: null, title: 'Oui' },
      { value: 'non', title: 'Non' },
      { title: 'Non' },
    ]
    expect(withValuesFromLabels({ previous: [], next }).map((row) => row.value)).toEqual(['oui', 'oui-2', 'non', 'non-2'])
  })

  it('never changes the value of a choice already saved, even when its label changes or its value is emptied', () => {
    const previous = [
      { id: 'a', value: 'chat', title: 'Un chat' },
      { id: 'b', value: 'chien', title: 'Un chien' },
    ]
    const next = [
      { id: 'a', value: 'chat', title: 'Un gros chat' },
      { id: 'b', value: '', title: 'Un chien' },
    ]
    expect(withValuesFromLabels({ previous, next })).toEqual(next)
  })

  it('does not reuse the value of a choice the edit removed (answers may cite it)', () => {
    const previous = [{ id: 'a', value: 'un-chat', title: 'Un chat' }]
    expect(withValuesFromLabels({ previous, next: [{ id: 'n', value: '', title: 'Un chat' }] })[0]!.value).toBe('un-chat-2')
  })

  it('leaves the communes of a commune question to their INSEE codes, and fills its free-input choice', () => {
    const next = [
      { id: 'a', value: '', title: 'Lyon', hasInput: false },
      { id: 'b', value: '', title: 'Autre commune', hasInput: true },
    ]
    expect(withValuesFromLabels({ previous: [], next, isCommune: true }).map((row) => row.value)).toEqual(['', 'autre-commune'])
  })

  it('gives every choice a distinct value of the generated format when none was typed', () => {
    fc.assert(
      fc.property(fc.array(labelArbitrary, { maxLength: 12 }), (labels) => {
        const rows = withValuesFromLabels({ previous: [], next: labels.map((title, index) => ({ id: String(index), value: '', title })) })
        const values = rows.map((row) => row.value)
        for (const value of values) expect(value).toMatch(GENERATED_VALUE_FORMAT)
        expect(new Set(values).size).toBe(values.length)
      }),
    )
  })
})
