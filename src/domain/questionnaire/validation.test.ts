import { describe, expect, it } from 'vitest'
import { PASSWORD_EMPTY_MESSAGE, PASSWORD_POLICY_MESSAGE } from '../password/index.ts'
import { draftFromStored, type DraftAnswer, type RoomDraft } from './drafts.ts'
import { ANSWER_MESSAGES } from './messages.ts'
import { QUESTION_TYPE, type Question } from './model.ts'
import { aChoice, aChoiceQuestion, aQuestion } from './test-builders.ts'
import { MASKED_PASSWORD, todayInParis, validateAnswer, validateStoredAnswer } from './validation.ts'

const accepted = (value: string) => expect.objectContaining({ ok: true, value })
const refused = (message: string) => expect.objectContaining({ ok: false, message })

describe('empty answers', () => {
  const emptyDrafts: { type: Question['type']; draft: DraftAnswer }[] = [
    { type: 0, draft: '' },
    { type: 0, draft: '   ' },
    { type: 0, draft: 'null' },
    { type: 0, draft: 'undefined' },
    { type: 1, draft: { value: '' } },
    { type: 2, draft: { files: [] } },
    { type: 3, draft: { value: 'null' } },
    { type: 4, draft: { label: ' ' } },
    { type: 5, draft: '<p><br></p>' },
    { type: 6, draft: { password: '', confirmation: '' } },
    { type: 7, draft: { fileName: '' } },
    { type: 8, draft: '' },
    { type: 9, draft: { firstName: '', lastName: '', phone: '', acceptsTerms: false } },
    { type: 10, draft: { values: [] } },
    { type: 11, draft: ' ' },
    { type: 12, draft: { value: '' } },
    { type: 13, draft: { rooms: [] } },
    { type: 14, draft: 'undefined' },
  ]

  it.each(emptyDrafts)('are refused for a required question of type $type', ({ type, draft }) => {
    const result = validateAnswer(aChoiceQuestion('q', type, [aChoice('a')]), draft)
    expect(result.ok).toBe(false)
  })

  it.each(emptyDrafts)("are skipped as '' for an optional question of type $type", ({ type, draft }) => {
    expect(validateAnswer(aChoiceQuestion('q', type, [aChoice('a')], { optional: true }), draft)).toEqual({
      ok: true,
      value: '',
    })
  })
})

describe('text answers (0, 5, 14)', () => {
  it.each([0, 5, 14] as const)('are stored trimmed for type %i', (type) => {
    expect(validateAnswer(aQuestion('q', { type }), '  Bonjour ')).toEqual({ ok: true, value: 'Bonjour' })
  })

  it('ask for an answer with the generic message', () => {
    expect(validateAnswer(aQuestion('q'), '')).toEqual(refused(ANSWER_MESSAGES.required))
  })

  it('refuse a draft of another shape', () => {
    expect(validateAnswer(aQuestion('q'), { value: 'x' })).toEqual(refused(ANSWER_MESSAGES.malformed))
  })
})

describe('email variable', () => {
  const email = aQuestion('q', { variable: 'email' })

  it('asks for the email with the spec message when empty', () => {
    expect(validateAnswer(email, ' ')).toEqual(refused('Veuillez insérer votre adresse email.'))
  })

  it.each(['marie', 'marie@', 'marie@exemple', 'marie @exemple.fr'])("refuses '%s' with the spec message", (text) => {
    expect(validateAnswer(email, text)).toEqual(refused('Veuillez insérer une adresse email valide.'))
  })

  it('stores the email trimmed and gives it for the account', () => {
    expect(validateAnswer(email, ' marie@exemple.fr ')).toEqual({
      ok: true,
      value: 'marie@exemple.fr',
      account: { email: 'marie@exemple.fr' },
    })
  })

  it('matches the variable whatever its case', () => {
    expect(validateAnswer(aQuestion('q', { variable: ' Email ' }), 'x')).toEqual(refused(ANSWER_MESSAGES.emailInvalid))
  })
})

describe('phone variable', () => {
  const phone = aQuestion('q', { variable: 'phone' })

  it('strips whitespace from the phone', () => {
    expect(validateAnswer(phone, ' 06 12\u00a034 56 78 ')).toEqual(accepted('0612345678'))
  })

  it('accepts an international phone', () => {
    expect(validateAnswer(phone, '+33 6 12 34 56 78')).toEqual(accepted('+33612345678'))
  })

  it.each(['06.12.34.56.78', 'abc', '12'])("refuses '%s'", (text) => {
    expect(validateAnswer(phone, text)).toEqual(refused(ANSWER_MESSAGES.phoneInvalid))
  })
})

describe('number answers (11)', () => {
  const number = aQuestion('q', { type: 11 })

  it.each([
    { draft: '42', value: '42' },
    { draft: ' 12,5 ', value: '12.5' },
    { draft: '-3', value: '-3' },
    { draft: '0.75', value: '0.75' },
  ])("store '$draft' as '$value'", ({ draft, value }) => {
    expect(validateAnswer(number, draft)).toEqual(accepted(value))
  })

  it.each(['douze', '1 000', '1e3', '12,5,3', 'Infinity'])("refuse '%s'", (draft) => {
    expect(validateAnswer(number, draft)).toEqual(refused(ANSWER_MESSAGES.numberInvalid))
  })

  it('keeps a floor between the second basement and the 60th, a whole number', () => {
    const floor = aQuestion('q', { type: 11, variable: 'floor' })
    for (const draft of ['0', '4', '-2', '60']) expect(validateAnswer(floor, draft)).toEqual(accepted(draft))
    for (const draft of ['250', '61', '-3', '2,5']) expect(validateAnswer(floor, draft)).toEqual(refused(ANSWER_MESSAGES.floorOutOfRange))
  })

  it('keeps a living surface between 5 and 2,000 m²', () => {
    const surface = aQuestion('q', { type: 11, variable: ' Surface ' })
    for (const draft of ['5', '55,5', '2000']) expect(validateAnswer(surface, draft)).toMatchObject({ ok: true })
    for (const draft of ['-40', '0', '4.9', '2001', '99999']) expect(validateAnswer(surface, draft)).toEqual(refused(ANSWER_MESSAGES.surfaceOutOfRange))
  })
})

describe('date answers (8)', () => {
  const date = aQuestion('q', { type: 8 })

  it.each([
    { draft: '15/03/2024', value: '2024-03-15' },
    { draft: '2024-03-15', value: '2024-03-15' },
    { draft: '29/02/2024', value: '2024-02-29' },
  ])("store '$draft' as '$value'", ({ draft, value }) => {
    expect(validateAnswer(date, draft)).toEqual(accepted(value))
  })

  it.each(['29/02/2023', '31/04/2024', '15/13/2024', '00/01/2024', '15-03-2024', '3/5/2024', 'demain'])(
    "refuse '%s'",
    (draft) => {
      expect(validateAnswer(date, draft)).toEqual(refused(ANSWER_MESSAGES.dateInvalid))
    },
  )

  it('refuses a new answer earlier than today, and takes today and later', () => {
    const today = '2026-11-26'
    expect(validateAnswer(date, '25/11/2026', { today })).toEqual(refused(ANSWER_MESSAGES.dateInPast))
    expect(validateStoredAnswer(date, '2026-11-25', { today })).toEqual(refused(ANSWER_MESSAGES.dateInPast))
    expect(validateAnswer(date, '26/11/2026', { today })).toEqual(accepted('2026-11-26'))
    expect(validateAnswer(date, '01/01/2027', { today })).toEqual(accepted('2027-01-01'))
  })

  it('keeps a date stored earlier that has passed since (no today: the engine reading stored answers)', () => {
    expect(validateStoredAnswer(date, '2024-03-15')).toEqual(accepted('2024-03-15'))
  })

  it.each([
    ['2026-11-25T22:59:59Z', '2026-11-25'],
    ['2026-11-25T23:00:00Z', '2026-11-26'],
    ['2026-07-14T21:59:59Z', '2026-07-14'],
    ['2026-07-14T22:00:00Z', '2026-07-15'],
  ])('reads today in France: %s is %s', (instant, day) => {
    expect(todayInParis(new Date(instant))).toBe(day)
  })
})

describe('single choice and yes/no answers (1, 3)', () => {
  const yesNo = aChoiceQuestion('q', 3, [
    aChoice('oui'),
    aChoice('non'),
    aChoice('autre', { hasInput: true, placeholder: 'Précisez' }),
  ])

  it("store the chosen choice's value", () => {
    expect(validateAnswer(yesNo, { value: 'oui' })).toEqual({ ok: true, value: 'oui' })
  })

  it('refuse a value that is not a choice', () => {
    expect(validateAnswer(yesNo, { value: 'peut-être' })).toEqual(refused(ANSWER_MESSAGES.choiceInvalid))
  })

  it('store the free input of a choice that has one', () => {
    expect(validateAnswer(yesNo, { value: 'autre', input: ' Seulement le salon ' })).toEqual(
      accepted('Seulement le salon'),
    )
  })

  it("store the choice's value when its free input is left empty", () => {
    expect(validateAnswer(yesNo, { value: 'autre', input: ' ' })).toEqual(accepted('autre'))
  })

  it('ignore an input on a choice that has none', () => {
    expect(validateAnswer(yesNo, { value: 'oui', input: 'texte' })).toEqual(accepted('oui'))
  })
})

describe('commune answers (variable commune)', () => {
  const commune = aChoiceQuestion('q', 1, [], { variable: 'commune' })

  it('store the INSEE code as a number', () => {
    expect(validateAnswer(commune, { value: '01001' })).toEqual(accepted('1001'))
  })

  it('store a Corsican code as it is', () => {
    expect(validateAnswer(commune, { value: '2a004' })).toEqual(accepted('2A004'))
  })

  it('refuse what is not an INSEE code', () => {
    expect(validateAnswer(commune, { value: 'Paris' })).toEqual(refused(ANSWER_MESSAGES.communeInvalid))
  })

  it('refuse a code the question does not offer when it lists communes', () => {
    const listed = aChoiceQuestion('q', 1, [aChoice('75056')], { variable: 'commune' })
    expect(validateAnswer(listed, { value: '69123' })).toEqual(refused(ANSWER_MESSAGES.communeInvalid))
  })

  describe('with « Autre commune » (its choice with a free input)', () => {
    const withOther = aChoiceQuestion('q', 1, [aChoice('autre', { title: 'Autre commune', hasInput: true })], { variable: 'commune' })

    it('store the commune typed in, as text', () => {
      expect(validateAnswer(withOther, { value: 'autre', input: '  Saint-Pierre (974) ' })).toEqual(accepted('Saint-Pierre (974)'))
    })

    it('ask for the commune when nothing is typed', () => {
      expect(validateAnswer(withOther, { value: 'autre', input: ' ' })).toEqual(refused(ANSWER_MESSAGES.otherCommuneRequired))
    })

    it('still accept every French commune by its code: « Autre commune » does not limit the list', () => {
      expect(validateAnswer(withOther, { value: '91228' })).toEqual(accepted('91228'))
    })

    it('read a stored commune typed in back into « Autre commune », and a stored code as the code', () => {
      expect(draftFromStored(withOther, 'Saint-Pierre (974)')).toEqual({ value: 'autre', input: 'Saint-Pierre (974)' })
      expect(draftFromStored(withOther, '1001')).toEqual({ value: '01001' })
      expect(validateStoredAnswer(withOther, 'Saint-Pierre (974)')).toEqual(accepted('Saint-Pierre (974)'))
    })
  })
})

describe('terms answers (12)', () => {
  const terms = aChoiceQuestion('q', 12, [
    aChoice('accept', { title: 'J’accepte' }),
    aChoice('refuse', { title: 'Je refuse' }),
  ])

  it('accept the first choice', () => {
    expect(validateAnswer(terms, { value: 'accept' })).toEqual({ ok: true, value: 'accept' })
  })

  it("refuse another choice with the spec's alert naming the first choice", () => {
    expect(validateAnswer(terms, { value: 'refuse' })).toEqual({
      ok: false,
      message: 'Veuillez cliquer sur « J’accepte »',
      alertTitle: 'Alerte',
    })
  })
})

describe('multiple choice answers (10)', () => {
  const works = aChoiceQuestion('q', 10, [aChoice('cuisine'), aChoice('salon'), aChoice('autre', { hasInput: true })])

  it('store a JSON list in choice order', () => {
    expect(validateAnswer(works, { values: ['salon', 'cuisine'] })).toEqual(accepted('["cuisine","salon"]'))
  })

  it('store the free text in place of its choice value', () => {
    expect(validateAnswer(works, { values: ['autre', 'salon'], inputs: { autre: 'Dressing' } })).toEqual(
      accepted('["salon","Dressing"]'),
    )
  })

  it('store the choice value of a free-text choice left empty', () => {
    expect(validateAnswer(works, { values: ['autre'], inputs: { autre: '' } })).toEqual(accepted('["autre"]'))
  })

  it('store a value checked twice once', () => {
    expect(validateAnswer(works, { values: ['salon', 'salon'] })).toEqual(accepted('["salon"]'))
  })

  it('refuse a value that is not a choice', () => {
    expect(validateAnswer(works, { values: ['salon', 'garage'] })).toEqual(refused(ANSWER_MESSAGES.choiceInvalid))
  })
})

describe('image upload answers (2)', () => {
  const images = aQuestion('q', { type: 2 })

  it('store a JSON list of folder_id and folder_name', () => {
    const draft = {
      files: [
        { folderId: 'f1', folderName: 'salon.jpg' },
        { folderId: '7', folderName: 'plan.PNG' },
      ],
    }
    expect(validateAnswer(images, draft)).toEqual(
      accepted('[{"folder_id":"f1","folder_name":"salon.jpg"},{"folder_id":"7","folder_name":"plan.PNG"}]'),
    )
  })

  it('ask for at least one image', () => {
    expect(validateAnswer(images, { files: [] })).toEqual(refused(ANSWER_MESSAGES.imagesRequired))
  })

  it('take plans as PDF besides images', () => {
    expect(validateAnswer(images, { files: [{ folderId: 'f1', folderName: 'plan-rdc.PDF' }, { folderId: 'f2', folderName: 'salon.webp' }] })).toMatchObject({ ok: true })
  })

  it.each(['plan.svg', 'photo.heic', 'image', 'photo.jpg.exe', 'plan.pdf.exe'])("refuse a file named '%s'", (folderName) => {
    expect(validateAnswer(images, { files: [{ folderId: 'f1', folderName }] })).toEqual(
      refused(ANSWER_MESSAGES.planTypeInvalid),
    )
  })
})

describe('photo answers (7)', () => {
  const photo = aQuestion('q', { type: 7 })

  it.each(['a.png', 'a.jpg', 'a.jpeg', 'a.gif', 'a.bmp', 'a.webp', 'A.JPEG'])(
    "store the image name '%s'",
    (fileName) => {
      expect(validateAnswer(photo, { fileName })).toEqual(accepted(fileName))
    },
  )

  it.each(['plan.svg', 'plan.pdf'])("refuse '%s', which is not an image", (fileName) => {
    expect(validateAnswer(photo, { fileName })).toEqual(refused(ANSWER_MESSAGES.imageTypeInvalid))
  })

  it('ask for a photo', () => {
    expect(validateAnswer(photo, { fileName: '' })).toEqual(refused(ANSWER_MESSAGES.photoRequired))
  })
})

describe('address answers (4)', () => {
  const address = aQuestion('q', { type: 4 })

  it("store the entry's value when there is one", () => {
    expect(validateAnswer(address, { label: '8 Bd du Port 80000 Amiens', value: '80021_6590_00008' })).toEqual(
      accepted('80021_6590_00008'),
    )
  })

  it('store the typed label when no entry was picked', () => {
    expect(validateAnswer(address, { label: ' 3 rue des Lilas ' })).toEqual(accepted('3 rue des Lilas'))
  })
})

describe('password answers (6)', () => {
  const password = aQuestion('q', { type: 6 })

  it('store a mask and give the password for the account', () => {
    expect(validateAnswer(password, { password: 'Abcd1234!', confirmation: 'Abcd1234!' })).toEqual({
      ok: true,
      value: MASKED_PASSWORD,
      account: { password: 'Abcd1234!' },
    })
  })

  it('refuse a password against the policy with its message', () => {
    expect(validateAnswer(password, { password: 'abc', confirmation: 'abc' })).toEqual(refused(PASSWORD_POLICY_MESSAGE))
  })

  it('ask for the password with the spec message', () => {
    expect(validateAnswer(password, { password: '', confirmation: '' })).toEqual(refused(PASSWORD_EMPTY_MESSAGE))
  })

  it('refuse a confirmation that differs', () => {
    expect(validateAnswer(password, { password: 'Abcd1234!', confirmation: 'Abcd1234?' })).toEqual(
      refused(ANSWER_MESSAGES.passwordMismatch),
    )
  })
})

describe('identity answers (9)', () => {
  const identity = aQuestion('q', { type: 9 })
  const complete = { firstName: ' Marie ', lastName: 'Curie', phone: '06 12 34 56 78', acceptsTerms: true }

  it('store the phone without whitespace and give the names for the account', () => {
    expect(validateAnswer(identity, complete)).toEqual({
      ok: true,
      value: '0612345678',
      account: { firstName: 'Marie', lastName: 'Curie', phone: '0612345678' },
    })
  })

  it.each([
    { missing: 'first name', draft: { ...complete, firstName: ' ' }, message: 'Veuillez insérer votre prénom.' },
    { missing: 'last name', draft: { ...complete, lastName: '' }, message: 'Veuillez insérer votre nom.' },
    { missing: 'phone', draft: { ...complete, phone: '' }, message: ANSWER_MESSAGES.phoneRequired },
    { missing: 'terms', draft: { ...complete, acceptsTerms: false }, message: ANSWER_MESSAGES.termsRequired },
  ])('refuse a missing $missing', ({ draft, message }) => {
    expect(validateAnswer(identity, draft)).toEqual(refused(message))
  })

  it('accept no phone when optional', () => {
    expect(validateAnswer({ ...identity, optional: true }, { ...complete, phone: '' })).toEqual({
      ok: true,
      value: '',
      account: { firstName: 'Marie', lastName: 'Curie' },
    })
  })

  it('still ask for the names when optional and partly filled', () => {
    expect(validateAnswer({ ...identity, optional: true }, { ...complete, firstName: '' })).toEqual(
      refused(ANSWER_MESSAGES.firstNameRequired),
    )
  })
})

describe('rooms answers (13)', () => {
  const rooms = aChoiceQuestion('q', 13, [
    aChoice('cuisine', { pieceId: 'p1', pieceValue: 'cuisine', pieceTitle: 'Cuisine' }),
    aChoice('chambre', { pieceId: 'p2', pieceValue: 'chambre', pieceTitle: 'Chambre' }),
  ])
  const room = (pieceId: string, fields: Partial<RoomDraft> = {}): RoomDraft => ({
    pieceId,
    checked: true,
    count: '1',
    surface: '12',
    renovation: 'lvl-2',
    ...fields,
  })

  it('store the complete rooms as room entries', () => {
    expect(validateAnswer(rooms, { rooms: [room('p2', { count: '2', surface: '25' }), room('p1')] })).toEqual(
      accepted(
        JSON.stringify([
          {
            piece_id: 'p1',
            piece_value: 'cuisine',
            piece_title: 'Cuisine',
            piece_nbr: 1,
            piece_surface: 12,
            piece_renovation: 'lvl-2',
          },
          {
            piece_id: 'p2',
            piece_value: 'chambre',
            piece_title: 'Chambre',
            piece_nbr: 2,
            piece_surface: 25,
            piece_renovation: 'lvl-2',
          },
        ]),
      ),
    )
  })

  it('leave out unchecked rooms', () => {
    const result = validateAnswer(rooms, { rooms: [room('p1'), room('p2', { checked: false })] })
    expect(result.ok && JSON.parse(result.value)).toHaveLength(1)
  })

  it.each([
    { case: 'no checked room', draft: [room('p1', { checked: false })], message: ANSWER_MESSAGES.roomsRequired },
    {
      case: 'a count of 0',
      draft: [room('p1', { count: '0', surface: '', renovation: '' })],
      message: ANSWER_MESSAGES.roomsRequired,
    },
    {
      case: 'no surface',
      draft: [room('p1', { surface: '', renovation: '' })],
      message: ANSWER_MESSAGES.roomsRequired,
    },
    { case: 'no renovation type', draft: [room('p1', { renovation: '' })], message: ANSWER_MESSAGES.roomsRequired },
    {
      case: 'a surface without count',
      draft: [room('p1', { count: '' })],
      message: ANSWER_MESSAGES.roomSurfaceWithoutCount,
    },
    {
      case: 'a type without surface',
      draft: [room('p1', { surface: '' })],
      message: ANSWER_MESSAGES.roomTypeWithoutSurface,
    },
    {
      case: 'a type with a zero surface',
      draft: [room('p1', { surface: '0' })],
      message: ANSWER_MESSAGES.roomTypeWithoutSurface,
    },
    {
      case: 'an incoherent room beside a complete one',
      draft: [room('p1'), room('p2', { surface: '' })],
      message: ANSWER_MESSAGES.roomTypeWithoutSurface,
    },
    { case: 'a count of 4 digits', draft: [room('p1', { count: '1000' })], message: ANSWER_MESSAGES.roomCountInvalid },
    {
      case: 'a surface of 11 digits',
      draft: [room('p1', { surface: '12345678901' })],
      message: ANSWER_MESSAGES.roomSurfaceInvalid,
    },
    {
      case: 'a decimal surface',
      draft: [room('p1', { surface: '12,5' })],
      message: ANSWER_MESSAGES.roomSurfaceInvalid,
    },
    { case: 'a room the question does not offer', draft: [room('p1'), room('p9')], message: ANSWER_MESSAGES.malformed },
  ])('refuse $case', ({ draft, message }) => {
    expect(validateAnswer(rooms, { rooms: draft })).toEqual(refused(message))
  })

  it('accept a count of 3 digits and a surface of 10 digits', () => {
    expect(validateAnswer(rooms, { rooms: [room('p1', { count: '999', surface: '9999999999' })] }).ok).toBe(true)
  })
})

describe('validateStoredAnswer', () => {
  it('gives the canonical value of a stored answer', () => {
    expect(validateStoredAnswer(aQuestion('q', { type: 11 }), '12,5')).toEqual(accepted('12.5'))
  })

  it('refuses a stored value that is not a choice', () => {
    expect(validateStoredAnswer(aChoiceQuestion('q', 1, [aChoice('a')]), 'b')).toEqual(
      refused(ANSWER_MESSAGES.choiceInvalid),
    )
  })

  it('accepts free text stored for a choice with an input', () => {
    const question = aChoiceQuestion('q', 3, [aChoice('oui'), aChoice('autre', { hasInput: true })])
    expect(validateStoredAnswer(question, 'Mon texte')).toEqual(accepted('Mon texte'))
  })

  it('refuses unreadable JSON for a multiple-choice question as empty', () => {
    expect(validateStoredAnswer(aChoiceQuestion('q', 10, [aChoice('a')]), '["a"')).toEqual(
      refused(ANSWER_MESSAGES.required),
    )
  })

  it('never stores a password sent as a response', () => {
    expect(validateStoredAnswer(aQuestion('q', { type: 6 }), 'Abcd1234!')).toEqual({ ok: true, value: MASKED_PASSWORD })
  })

  it('checks only the phone of an identity question', () => {
    expect(validateStoredAnswer(aQuestion('q', { type: 9 }), '06 12 34 56 78')).toEqual(accepted('0612345678'))
  })

  it('refuses a stored rooms answer without complete room', () => {
    const rooms = aChoiceQuestion('q', 13, [aChoice('cuisine', { pieceId: 'p1' })])
    const stored = JSON.stringify([
      {
        piece_id: 'p1',
        piece_value: 'cuisine',
        piece_title: 'Cuisine',
        piece_nbr: 1,
        piece_surface: 0,
        piece_renovation: '',
      },
    ])
    expect(validateStoredAnswer(rooms, stored)).toEqual(refused(ANSWER_MESSAGES.roomsRequired))
  })
})

describe('canonical stored values (found by the property tests)', () => {
  const canonical = (question: Question, stored: string) => {
    const result = validateStoredAnswer(question, stored)
    if (result.ok) expect(validateStoredAnswer(question, result.value)).toEqual(result)
    return result
  }

  it('gives free text of a multiple choice to no choice whose value reads as empty', () => {
    const question = aChoiceQuestion('q', QUESTION_TYPE.multipleChoice, [aChoice('a'), aChoice('', { hasInput: true }), aChoice('oui', { hasInput: true })])
    expect(canonical(question, '["x","y"]')).toMatchObject({ ok: false })
    expect(canonical(question, '["x"]')).toEqual({ ok: true, value: '["x"]' })
  })

  it('reads a value offered twice as one choice', () => {
    const question = aChoiceQuestion('q', QUESTION_TYPE.multipleChoice, [aChoice('a', { hasInput: true }), aChoice('b', { hasInput: true }), aChoice('a', { hasInput: true })])
    expect(canonical(question, '["x","y","z"]')).toMatchObject({ ok: false })
    expect(canonical(question, '["x","y"]')).toEqual({ ok: true, value: '["x","y"]' })
  })

  it('reads the terms as a choice, even under the commune variable', () => {
    const question = aChoiceQuestion('q', QUESTION_TYPE.terms, [aChoice('10', { hasInput: true })], { variable: 'commune' })
    expect(canonical(question, '[]')).toEqual({ ok: true, value: '10' })
  })
})
