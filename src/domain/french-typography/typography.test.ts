import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { frenchDate, frenchDayOfMonth, frenchQuote, frenchTime, frenchTypography, NARROW_NBSP, NBSP, typographyMistakes } from './index.ts'

/** Writes the two no-break spaces visibly in a table: ⍽ for U+202F, ° for U+00A0 (neither appears in the cases). */
const visible = (text: string) => text.replaceAll(NARROW_NBSP, '⍽').replaceAll(NBSP, '°')
const typed = (text: string) => text.replaceAll('⍽', NARROW_NBSP).replaceAll('°', NBSP)

describe('frenchTypography', () => {
  it.each([
    ['Choisir ce style!', 'Choisir ce style⍽!'],
    ['Choisir ce style !', 'Choisir ce style⍽!'],
    ['Vraiment ?!', 'Vraiment⍽?!'],
    ['parmi (; ! @ #)', 'parmi (;⍽! @ #)'],
    ['lot par lot ; le prix', 'lot par lot⍽; le prix'],
    ['Estimatif: nous avons bien reçu', 'Estimatif°: nous avons bien reçu'],
    ['Estimatif : nous avons bien reçu', 'Estimatif°: nous avons bien reçu'],
    ['Veuillez cliquer sur "J\'accepte"', 'Veuillez cliquer sur «°J’accepte°»'],
    ['le projet « Cuisine » est signé', 'le projet «°Cuisine°» est signé'],
    ['«Cuisine»', '«°Cuisine°»'],
    ['En attente de l\'estimatif', 'En attente de l’estimatif'],
    ['mardi 1 décembre 2026', 'mardi 1er°décembre 2026'],
    ['le 21 décembre', 'le 21 décembre'],
    ['à 10:00', 'à 10°h'],
    ['à 14:30 ou 9h', 'à 14°h°30 ou 9°h'],
    ['de 9h30 à 12h', 'de 9°h°30 à 12°h'],
    ['signé à 15:05:09', 'signé à 15:05:09'],
    ['un écran 16:9', 'un écran 16:9'],
    ['deux  espaces', 'deux espaces'],
    ['(voir ci-dessous) : fin', '(voir ci-dessous)°: fin'],
    ['le projet n° 12', 'le projet nº 12'],
  ])('writes %j as %j', (text, expected) => {
    expect(visible(frenchTypography(text))).toBe(expected)
  })

  it.each([
    ['Écrivez à contact@maisonnee.fr !', 'Écrivez à contact@maisonnee.fr⍽!'],
    ['Lien : https://maisonnee.fr/reset/pass?token=a:b&x=1', 'Lien°: https://maisonnee.fr/reset/pass?token=a:b&x=1'],
    ['Voir https://x.fr/a?b=1: ok', 'Voir https://x.fr/a?b=1°: ok'],
    ["mailto:l'équipe@x.fr", "mailto:l'équipe@x.fr"],
  ])('leaves the addresses in %j as they are', (text, expected) => {
    expect(visible(frenchTypography(text))).toBe(expected)
  })

  /** Prose made of French words, spaces of every kind and punctuation, so that every rule has work to do. */
  const prose = fc
    .array(fc.constantFrom('Bonjour', 'l\'audit', 'le', '1', 'décembre', '10:00', '14h30', '«', '»', '"', ';', '!', '?', ':', ',', '.', ' ', '  ', NBSP, NARROW_NBSP, 'https://x.fr/?a=1', 'a@b.fr'), { maxLength: 30 })
    .map((parts) => parts.join(''))

  it('is idempotent: a text already typeset comes back unchanged', () => {
    fc.assert(fc.property(prose, (text) => frenchTypography(frenchTypography(text)) === frenchTypography(text)), { numRuns: 20000 })
  })

  it('leaves no mistake the scanner knows of in prose words separated by spaces', () => {
    const words = fc.array(fc.constantFrom('Bonjour', 'l\'audit', 'le', '1', 'décembre', 'à', '10:00', '14h30', '"oui"', '«non»', 'style!', 'Estimatif:', 'lot ;', 'quoi ?', 'https://x.fr/?a=1'), { minLength: 1, maxLength: 20 })
    fc.assert(fc.property(words, (parts) => typographyMistakes(frenchTypography(parts.join(' '))).length === 0))
  })

  it('leaves plain words separated by single spaces as they are', () => {
    const words = fc.array(fc.stringMatching(/^[a-zàâçéèêëîïôûùüÿœ]{1,12}$/), { minLength: 1, maxLength: 12 })
    fc.assert(fc.property(words, (parts) => frenchTypography(parts.join(' ')) === parts.join(' ')))
  })
})

describe('frenchTime, frenchDayOfMonth, frenchQuote, frenchDate', () => {
  it.each([
    [10, 0, '10°h'],
    [14, 30, '14°h°30'],
    [9, 5, '9°h°05'],
    [0, 0, '0°h'],
  ])('writes %i:%i as %s', (hour, minute, expected) => {
    expect(visible(frenchTime(hour, minute))).toBe(expected)
  })

  it('refuses a time that does not exist', () => {
    expect(() => frenchTime(24, 0)).toThrow(RangeError)
    expect(() => frenchTime(10, 60)).toThrow(RangeError)
  })

  it('writes the first of the month as an ordinal, the others as numbers', () => {
    expect([1, 2, 21, 31].map(frenchDayOfMonth)).toEqual(['1er', '2', '21', '31'])
  })

  it('quotes between guillemets with no-break spaces inside', () => {
    expect(visible(frenchQuote(' J’accepte '))).toBe('«°J’accepte°»')
  })

  it.each([
    ['2026-12-01', {}, '1er décembre 2026'],
    ['2026-12-01', { weekday: true }, 'mardi 1er décembre 2026'],
    ['2026-11-25', { weekday: true }, 'mercredi 25 novembre 2026'],
    ['2027-01-21', {}, '21 janvier 2027'],
  ])('writes %s (%j) as « %s »', (date, options, expected) => {
    expect(frenchDate(date, options)).toBe(expected)
  })

  it('refuses a text that is not a calendar date', () => {
    expect(() => frenchDate('1/12/2026')).toThrow(RangeError)
  })
})

describe('typographyMistakes', () => {
  it.each([
    ['Choisir ce style!', 'espace fine insécable'],
    ['Choisir ce style !', 'espace fine insécable'],
    [typed('Choisir ce style°!'), 'espace fine insécable'],
    ['Estimatif: nous', 'avant « : »'],
    ['Estimatif : nous', 'avant « : »'],
    [typed('Estimatif⍽: nous'), 'avant « : »'],
    ['Étape 2: le devis', 'avant « : »'],
    ['le projet « Cuisine »', 'après « et avant »'],
    ['le projet «Cuisine»', 'après « et avant »'],
    ['Veuillez cliquer sur "J’accepte"', 'guillemets droits'],
    ['En attente de l\'estimatif', 'apostrophe droite'],
    ['deux  espaces', 'espace doublée'],
    ['Opération réussi, veuillez', 'Opération réussie'],
    ['Oooops', 'Oups'],
    ['OOops une erreur', 'Oups'],
    ['Règles minimum: au moins', 'Règles minimales'],
    ['1 caractère special.', 'Règles minimales'],
    ['Mardi 1 décembre', '1er'],
    ['à 10:00', 'heure'],
    ['à 10h', 'heure'],
    ['Votre honoraire', 'honoraires'],
    ['le projet n° 12', 'nº'],
  ])('finds the mistake in %j', (text, rule) => {
    expect(typographyMistakes(text).map((mistake) => mistake.rule).join(' | ')).toContain(rule)
  })

  it.each([
    typed('Choisir ce style⍽!'),
    typed('Estimatif°: nous avons bien reçu, vraiment⍽?!'),
    typed('Veuillez cliquer sur «°J’accepte°»'),
    typed('mardi 1er°décembre 2026 à 10°h, 21 décembre à 14°h°30'),
    typed('Lien°: https://maisonnee.fr/reset/pass?token=a:b;c&x=1'),
    typed('Écrivez à l’équipe : contact@maisonnee.fr'.replace(' :', '°:')),
    'Vos honoraires, projet nº 12, signé à 15:05:09, écran 16:9',
    'Ligne 1\n: ligne 2',
    '(?) (!)',
  ])('finds none in %j', (text) => {
    expect(typographyMistakes(text)).toEqual([])
  })

  it('says where the mistake is', () => {
    expect(typographyMistakes('Un très long texte avant la faute, puis Estimatif: nous avons bien reçu votre demande et la suite.')).toEqual([
      { rule: 'espace insécable (U+00A0) attendue avant « : »', excerpt: '…t la faute, puis Estimatif: nous avons bien reçu vot…' },
    ])
  })
})
