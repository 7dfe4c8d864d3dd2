import { describe, expect, it } from 'vitest'
import {
  checkOneTimeCode,
  formatOneTimeCode,
  ONE_TIME_CODE_MAX_ATTEMPTS,
  ONE_TIME_CODE_MESSAGES,
  oneTimeCodeExpiry,
  oneTimeCodeSchema,
  SMS_CODE_MESSAGES,
  smsCodeInputSchema,
} from './one-time-code.ts'

const now = new Date('2026-07-01T08:00:00Z')
const sent = { isSent: true, expiresAt: oneTimeCodeExpiry(now), attempts: 0 }

describe('the one-time email code', () => {
  it.each([
    ['never sent', { isSent: false, expiresAt: null, attempts: 0 }, true, 'missing'],
    ['after too many wrong tries, even when it matches', { ...sent, attempts: ONE_TIME_CODE_MAX_ATTEMPTS }, true, 'locked'],
    ['past its 15 minutes, even when it matches', { ...sent, expiresAt: new Date(now.getTime() - 1) }, true, 'expired'],
    ['that does not match', sent, false, 'wrong'],
  ] as const)('refuses a code %s', (_name, state, matches, reason) => {
    const result = checkOneTimeCode({ state, matches, now })
    expect(result).toEqual({ ok: false, reason, message: ONE_TIME_CODE_MESSAGES[reason] })
  })

  it('accepts the right code within its time and tries', () => {
    expect(checkOneTimeCode({ state: { ...sent, attempts: ONE_TIME_CODE_MAX_ATTEMPTS - 1 }, matches: true, now })).toEqual({ ok: true })
  })

  it('stays valid 15 minutes', () => {
    expect(oneTimeCodeExpiry(now).toISOString()).toBe('2026-07-01T08:15:00.000Z')
  })

  it('always has six digits', () => {
    expect(formatOneTimeCode(42)).toBe('000042')
    expect(formatOneTimeCode(999_999)).toBe('999999')
  })

  it('reads six digits, spaces ignored, and refuses anything else in French', () => {
    expect(oneTimeCodeSchema.parse(' 123 456 ')).toBe('123456')
    for (const typed of ['12345', '12a456', '1234567', '']) {
      expect(oneTimeCodeSchema.safeParse(typed).error?.issues[0]?.message).toBe(ONE_TIME_CODE_MESSAGES.format)
    }
    expect(oneTimeCodeSchema.safeParse(undefined).error?.issues[0]?.message).toBe(ONE_TIME_CODE_MESSAGES.format)
  })
})

describe('the one-time SMS code', () => {
  it.each([
    ['never sent', { isSent: false, expiresAt: null, attempts: 0 }, true, 'missing'],
    ['that does not match', sent, false, 'wrong'],
    ['past its 15 minutes', { ...sent, expiresAt: new Date(now.getTime() - 1) }, true, 'expired'],
    ['after too many wrong tries', { ...sent, attempts: ONE_TIME_CODE_MAX_ATTEMPTS }, true, 'locked'],
  ] as const)('refuses a code %s, saying to look at the SMS', (_name, state, matches, reason) => {
    expect(checkOneTimeCode({ state, matches, now, channel: 'sms' })).toEqual({ ok: false, reason, message: SMS_CODE_MESSAGES[reason] })
  })

  it('speaks of the SMS, not of an email, when a code is missing, wrong or mistyped', () => {
    for (const message of [SMS_CODE_MESSAGES.missing, SMS_CODE_MESSAGES.wrong, SMS_CODE_MESSAGES.format]) expect(message).toMatch(/SMS/)
    expect(smsCodeInputSchema.safeParse({ code: '12a456' }).error?.issues[0]?.message).toBe(SMS_CODE_MESSAGES.format)
    expect(smsCodeInputSchema.parse({ code: '123 456' })).toEqual({ code: '123456' })
  })
})
