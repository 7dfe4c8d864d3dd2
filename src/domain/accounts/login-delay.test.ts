import { describe, expect, it } from 'vitest'
import { MAX_ACCOUNT_LOGIN_DELAY_MS, accountLoginDelayMs } from './login-delay.ts'

describe('accountLoginDelayMs', () => {
  it.each([
    [0, 0],
    [10, 0],
    [11, 1_000],
    [12, 2_000],
    [13, 4_000],
    [16, 32_000],
    [17, MAX_ACCOUNT_LOGIN_DELAY_MS],
    [1_000, MAX_ACCOUNT_LOGIN_DELAY_MS],
  ])('after %i failures from all addresses (10 free), logins to the account wait %i ms', (failures, delay) => {
    expect(accountLoginDelayMs({ failures, free: 10 })).toBe(delay)
  })
})
