/** The longest an account's logins wait after a failure: a flood never locks its owner out for longer. */
export const MAX_ACCOUNT_LOGIN_DELAY_MS = 60_000

/**
 * How long logins to one account wait after its `failures`-th failed login in the window, counted from
 * every address: nothing for the first `free` (a forgetful owner), then 1 s, 2 s, 4 s… up to a minute. A
 * flood from many addresses thus gets a guess a minute at most, and the owner waits a minute at most.
 */
export function accountLoginDelayMs({ failures, free }: { failures: number; free: number }): number {
  if (failures <= free) return 0
  return Math.min(1_000 * 2 ** (failures - free - 1), MAX_ACCOUNT_LOGIN_DELAY_MS)
}
