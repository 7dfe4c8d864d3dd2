import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import {
  PASSWORD_EMPTY_MESSAGE,
  PASSWORD_POLICY_MESSAGE,
  PASSWORD_RULES,
  PASSWORD_SPECIAL_CHARACTERS,
  checkPassword,
  failedPasswordRules,
  passwordSchema,
} from './password-policy.ts'
import type { PasswordRule } from './password-policy.ts'

// Spec section 5, copied by hand.
const POLICY = 'Règles minimales : au moins 8 caractères, dont 1 chiffre, 1 majuscule, 3 minuscules et 1 caractère spécial (; ! @ # $ & *).'
const EMPTY = 'Veuillez insérer votre mot de passe.'

describe('password policy constants', () => {
  it('quotes the spec messages exactly', () => {
    expect(PASSWORD_POLICY_MESSAGE).toBe(POLICY)
    expect(PASSWORD_EMPTY_MESSAGE).toBe(EMPTY)
  })

  it('counts exactly ; ! @ # $ & * as special characters', () => {
    expect([...PASSWORD_SPECIAL_CHARACTERS].sort()).toEqual([';', '!', '@', '#', '$', '&', '*'].sort())
  })

  it('lists its rules in the order of the message', () => {
    expect(PASSWORD_RULES).toEqual(['minLength', 'digit', 'uppercase', 'lowercase', 'special'])
  })
})

describe('checkPassword', () => {
  it('accepts a password meeting every rule exactly', () => {
    expect(checkPassword('Abcdef1!')).toEqual({ ok: true })
  })

  it('asks for a password when it is empty, every rule failing', () => {
    expect(checkPassword('')).toEqual({
      ok: false,
      message: EMPTY,
      failedRules: ['minLength', 'digit', 'uppercase', 'lowercase', 'special'],
    })
  })

  it.each<[string, string, PasswordRule[]]>([
    ['7 characters', 'Abcde1!', ['minLength']],
    ['no digit', 'Abcdefg!', ['digit']],
    ['no uppercase letter', 'abcdef1!', ['uppercase']],
    ['2 lowercase letters', 'ABCDEab1!', ['lowercase']],
    ['no special character', 'Abcdefg1', ['special']],
    ['a symbol outside the list', 'Abcdef1%', ['special']],
    ['a space as its only symbol', 'Abcdef1 ', ['special']],
    ['a non-ASCII digit as its only digit', 'Abcdef٣!', ['digit']],
    ['several faults', 'abc', ['minLength', 'digit', 'uppercase', 'special']],
  ])('refuses a password with %s, listing the rules it misses', (_case, password, failedRules) => {
    expect(checkPassword(password)).toEqual({ ok: false, message: POLICY, failedRules })
  })

  it.each([';', '!', '@', '#', '$', '&', '*'])('accepts %s as the special character', (special) => {
    expect(checkPassword(`Abcdef1${special}`)).toEqual({ ok: true })
  })

  it('counts an accented capital as the uppercase letter', () => {
    expect(checkPassword('Élodie2024!')).toEqual({ ok: true })
  })

  it('counts accented small letters as lowercase letters', () => {
    expect(checkPassword('ÉLOdié2024!')).toEqual({ ok: true })
  })

  it('does not count a letter without case as lowercase or uppercase', () => {
    expect(failedPasswordRules('中文字1!中文字')).toEqual(['uppercase', 'lowercase'])
  })

  it('counts length in characters, not UTF-16 units', () => {
    // 7 characters, 8 UTF-16 units.
    expect(failedPasswordRules('Abcd1!😀')).toEqual(['minLength'])
    expect(failedPasswordRules('Abcd1!😀😀')).toEqual([])
  })

  it('trims nothing: surrounding spaces count towards the length', () => {
    expect(failedPasswordRules('  Abc1!d')).toEqual([])
    expect(failedPasswordRules('Abc1!d')).toEqual(['minLength'])
  })
})

// Generators for property tests, written independently of the implementation.
const digit = fc.constantFrom(...'0123456789')
const uppercase = fc.constantFrom(...'ABCDEFGHIJKLMNOPQRSTUVWXYZÉÈÀÇÔ')
const lowercase = fc.constantFrom(...'abcdefghijklmnopqrstuvwxyzéèàçôœ')
const special = fc.constantFrom(';', '!', '@', '#', '$', '&', '*')
const anyCharacter = fc.string({ unit: 'binary', minLength: 1, maxLength: 1 })

type Parts = {
  digits?: fc.Arbitrary<string[]>
  uppercases?: fc.Arbitrary<string[]>
  lowercases?: fc.Arbitrary<string[]>
  specials?: fc.Arbitrary<string[]>
  filler?: fc.Arbitrary<string[]>
}

/** A password made of the given parts, shuffled. By default it meets every rule. */
function password(parts: Parts = {}): fc.Arbitrary<string> {
  return fc
    .tuple(
      parts.digits ?? fc.array(digit, { minLength: 1, maxLength: 4 }),
      parts.uppercases ?? fc.array(uppercase, { minLength: 1, maxLength: 4 }),
      parts.lowercases ?? fc.array(lowercase, { minLength: 3, maxLength: 6 }),
      parts.specials ?? fc.array(special, { minLength: 1, maxLength: 3 }),
      parts.filler ?? fc.array(anyCharacter, { minLength: 2, maxLength: 20 }),
    )
    .chain((groups) => {
      const characters = groups.flat()
      return fc.shuffledSubarray(characters, { minLength: characters.length, maxLength: characters.length })
    })
    .map((characters) => characters.join(''))
}

/** Filler free of `pattern`, long enough that a password missing one whole group still has 8 characters. */
const fillerWithout = (pattern: RegExp) =>
  fc.array(
    anyCharacter.filter((character) => !pattern.test(character)),
    { minLength: 3, maxLength: 20 },
  )

describe('checkPassword, properties', () => {
  it('accepts any password built to meet every rule', () => {
    fc.assert(
      fc.property(password(), (built) => {
        expect(checkPassword(built)).toEqual({ ok: true })
      }),
    )
  })

  it('refuses any password without a digit, for that reason alone', () => {
    fc.assert(
      fc.property(password({ digits: fc.constant([]), filler: fillerWithout(/[0-9]/) }), (built) => {
        expect(failedPasswordRules(built)).toEqual(['digit'])
      }),
    )
  })

  it('refuses any password without an uppercase letter, for that reason alone', () => {
    fc.assert(
      fc.property(password({ uppercases: fc.constant([]), filler: fillerWithout(/\p{Lu}/u) }), (built) => {
        expect(failedPasswordRules(built)).toEqual(['uppercase'])
      }),
    )
  })

  it('refuses any password with fewer than 3 lowercase letters, for that reason alone', () => {
    fc.assert(
      fc.property(
        password({
          lowercases: fc.array(lowercase, { maxLength: 2 }),
          filler: fc.array(
            anyCharacter.filter((character) => !/\p{Ll}/u.test(character)),
            { minLength: 6, maxLength: 20 },
          ),
        }),
        (built) => {
          expect(failedPasswordRules(built)).toEqual(['lowercase'])
        },
      ),
    )
  })

  it('refuses any password without one of ; ! @ # $ & *, for that reason alone', () => {
    fc.assert(
      fc.property(password({ specials: fc.constant([]), filler: fillerWithout(/[;!@#$&*]/) }), (built) => {
        expect(failedPasswordRules(built)).toEqual(['special'])
      }),
    )
  })

  it('refuses any password under 8 characters, for that reason alone', () => {
    fc.assert(
      fc.property(
        password({
          digits: fc.constant(['1']),
          uppercases: fc.constant(['A']),
          lowercases: fc.constant(['a', 'b', 'c']),
          specials: fc.constant(['!']),
          filler: fc.array(fc.oneof(digit, uppercase, lowercase, special), { maxLength: 1 }),
        }),
        (built) => {
          expect(failedPasswordRules(built)).toEqual(['minLength'])
        },
      ),
    )
  })

  it('gives the policy message for any non-empty password it refuses', () => {
    fc.assert(
      fc.property(fc.string({ minLength: 1 }), (text) => {
        const check = checkPassword(text)
        if (!check.ok) expect(check.message).toBe(POLICY)
      }),
    )
  })
})

describe('passwordSchema', () => {
  it('accepts a valid password unchanged', () => {
    expect(passwordSchema.parse('Abcdef1!')).toBe('Abcdef1!')
  })

  it('asks for a password, once, when it is empty', () => {
    const result = passwordSchema.safeParse('')
    expect(result.error?.issues.map((issue) => issue.message)).toEqual([EMPTY])
  })

  it('asks for a password when it is missing', () => {
    const result = passwordSchema.safeParse(undefined)
    expect(result.error?.issues.map((issue) => issue.message)).toEqual([EMPTY])
  })

  it('states the policy when a rule fails', () => {
    const result = passwordSchema.safeParse('abcdefgh')
    expect(result.error?.issues.map((issue) => issue.message)).toEqual([POLICY])
  })

  it('agrees with checkPassword on any string', () => {
    fc.assert(
      fc.property(fc.oneof(fc.string(), password()), (text) => {
        expect(passwordSchema.safeParse(text).success).toBe(checkPassword(text).ok)
      }),
    )
  })
})
