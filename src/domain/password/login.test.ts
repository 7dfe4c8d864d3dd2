import { describe, expect, it } from 'vitest'
import { loginEmailSchema, loginPasswordSchema, loginSchema } from './login.ts'

// Spec section 5, 'Login', copied by hand.
const EMAIL_EMPTY = 'Veuillez saisir une adresse email.'
const EMAIL_INVALID = 'Veuillez saisir une adresse email valide.'
const PASSWORD_EMPTY = 'Veuillez saisir votre mot de passe.'
const PASSWORD_INVALID = 'Veuillez entrer un mot de passe valid.'

function messagesOf(result: { error?: { issues: Array<{ message: string }> } }): string[] {
  return result.error?.issues.map((issue) => issue.message) ?? []
}

describe('loginEmailSchema', () => {
  it.each(['', '   ', undefined, null])('asks for an email, once, when it is %j', (email) => {
    expect(messagesOf(loginEmailSchema.safeParse(email))).toEqual([EMAIL_EMPTY])
  })

  it.each(['marie', 'marie@', '@exemple.fr', 'marie exemple@exemple.fr', 'marie@exemple'])(
    'asks for a valid email when it is %j',
    (email) => {
      expect(messagesOf(loginEmailSchema.safeParse(email))).toEqual([EMAIL_INVALID])
    },
  )

  it('accepts an email, trimmed and lowercased', () => {
    expect(loginEmailSchema.parse('  Marie.Dupont@Exemple.FR ')).toBe('marie.dupont@exemple.fr')
  })
})

describe('loginPasswordSchema', () => {
  it.each(['', undefined])('asks for the password, once, when it is %j', (password) => {
    expect(messagesOf(loginPasswordSchema.safeParse(password))).toEqual([PASSWORD_EMPTY])
  })

  it.each(['a', 'ab'])('calls %j not a valid password', (password) => {
    expect(messagesOf(loginPasswordSchema.safeParse(password))).toEqual([PASSWORD_INVALID])
  })

  it('accepts 3 characters without applying the new-password policy', () => {
    expect(loginPasswordSchema.parse('abc')).toBe('abc')
  })

  it('does not trim the password', () => {
    expect(loginPasswordSchema.parse('  x ')).toBe('  x ')
  })
})

describe('loginSchema', () => {
  it('accepts an email and a password', () => {
    expect(loginSchema.parse({ email: 'marie@exemple.fr', password: 'Secret1!' })).toEqual({
      email: 'marie@exemple.fr',
      password: 'Secret1!',
    })
  })

  it('reports each field under its own path', () => {
    const result = loginSchema.safeParse({ email: 'marie', password: '' })
    expect(result.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['email', EMAIL_INVALID],
      ['password', PASSWORD_EMPTY],
    ])
  })

  it('asks for both fields when the form is empty', () => {
    expect(messagesOf(loginSchema.safeParse({}))).toEqual([EMAIL_EMPTY, PASSWORD_EMPTY])
  })
})

describe('loginSchema with a phone', () => {
  it('accepts a phone as the login, given back in E.164', () => {
    expect(loginSchema.parse({ email: ' 06 12 34 56 78 ', password: 'Secret1!' })).toEqual({ email: '+33612345678', password: 'Secret1!' })
  })

  it('asks for a valid phone when digits are not one', () => {
    expect(messagesOf(loginSchema.safeParse({ email: '06 12', password: 'Secret1!' }))).toEqual(['Veuillez saisir un numéro de téléphone valide.'])
  })

  it('keeps the email messages for anything else', () => {
    expect(messagesOf(loginSchema.safeParse({ email: 'marie', password: 'Secret1!' }))).toEqual([EMAIL_INVALID])
    expect(messagesOf(loginSchema.safeParse({ email: '', password: 'Secret1!' }))).toEqual([EMAIL_EMPTY])
  })
})
