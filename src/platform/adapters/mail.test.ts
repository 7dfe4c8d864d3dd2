import { describe, expect, it } from 'vitest'
import { SMTP_TIMEOUTS_MS, withSmtpTimeouts } from './mail.ts'

describe('withSmtpTimeouts', () => {
  it('adds the connection, greeting and socket time-outs to an SMTP URL as query options', () => {
    expect(withSmtpTimeouts('smtp://user:p%40ss@smtp.example.fr:587')).toBe(
      `smtp://user:p%40ss@smtp.example.fr:587?connectionTimeout=${SMTP_TIMEOUTS_MS.connectionTimeout}&greetingTimeout=${SMTP_TIMEOUTS_MS.greetingTimeout}&socketTimeout=${SMTP_TIMEOUTS_MS.socketTimeout}`,
    )
  })

  it('keeps the URL’s own options, and its own time-outs over ours', () => {
    expect(withSmtpTimeouts('smtps://smtp.example.fr?pool=true&socketTimeout=30000')).toBe(
      `smtps://smtp.example.fr?pool=true&socketTimeout=30000&connectionTimeout=${SMTP_TIMEOUTS_MS.connectionTimeout}&greetingTimeout=${SMTP_TIMEOUTS_MS.greetingTimeout}`,
    )
  })
})
