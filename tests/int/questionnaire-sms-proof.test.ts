import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { randomBytes } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Payload } from 'payload'
import { bootTestPayload, type TestPayload } from './support/test-payload.ts'
import { createProject, createUser } from './support/fixtures.ts'
import { ONE_TIME_CODE_MAX_ATTEMPTS, SMS_CODE_MESSAGES } from '../../src/domain/one-time-code/index.ts'
import { RATE_LIMIT_MESSAGE, RATE_LIMITS } from '../../src/platform/rate-limit/rate-limit.ts'
import type * as ContactProof from '../../src/server/questionnaire/contact-proof.server.ts'

/**
 * The code that proves a phone-only visitor's number (spec section 6, the add-account step): sent through
 * the SMS adapter (here the development outbox, as emails without SMTP), kept hashed, valid 15 minutes,
 * 5 wrong tries, sends limited per number.
 */

let ctx: TestPayload
let payload: Payload
let proof: typeof ContactProof
let ownerId: number

beforeAll(async () => {
  ctx = await bootTestPayload()
  payload = ctx.payload
  proof = await import('../../src/server/questionnaire/contact-proof.server.ts')
  ownerId = (await createUser(payload)).user.id as number
})
afterAll(() => ctx?.cleanup())

const newPhone = () => `06${String(randomBytes(4).readUInt32BE() % 100_000_000).padStart(8, '0')}`
const newIp = () => `10.${randomBytes(1)[0]}.${randomBytes(1)[0]}.${randomBytes(1)[0]}`

/** The newest SMS the app wrote to its outbox for `phone`, and the code in it. */
function lastSmsTo(phone: string): { text: string; code: string } {
  const outbox = path.join(ctx.dataDir, 'outbox')
  const files = readdirSync(outbox).filter((file) => file.endsWith('.sms.txt')).sort().reverse()
  for (const file of files) {
    const raw = readFileSync(path.join(outbox, file), 'utf8')
    if (raw.startsWith(`To: ${phone}\n`)) return { text: raw, code: /\b(\d{6})\b/.exec(raw)?.[1] ?? '' }
  }
  throw new Error(`no SMS to ${phone}`)
}

async function sentCode(phone = newPhone()) {
  const project = await createProject(payload, ownerId, { status: 1 })
  await proof.sendProofCode(payload, { projectId: project.id, to: { channel: 'sms', phone: phone.replace(/(\d\d)/g, '$1 ').trim() }, ip: newIp() })
  return { projectId: project.id, phone, code: lastSmsTo(phone).code }
}

const verify = (projectId: number, phone: string, code: string) => proof.verifyProofCode(payload, { projectId, to: { channel: 'sms', phone }, code })
const storedCode = async (projectId: number) => payload.findByID({ collection: 'projects', id: projectId, overrideAccess: true, showHiddenFields: true, depth: 0 })

describe('the SMS code of a phone-only visitor', () => {
  it('writes the code to the development outbox as an SMS to the number, spaces stripped, and keeps only its hash', async () => {
    const { projectId, phone, code } = await sentCode()
    expect(lastSmsTo(phone).text).toContain(`est ${code}. Il est valable 15 minutes`)
    const stored = await storedCode(projectId)
    expect(stored.emailCodeHash).toMatch(/^[0-9a-f]{64}$/)
    expect(stored.emailCodeHash).not.toContain(code)
  })

  it('accepts the right code once, then asks for a new one', async () => {
    const { projectId, phone, code } = await sentCode()
    await expect(verify(projectId, phone, code.replace(/(\d{3})/, '$1 '))).resolves.toBeUndefined()
    await expect(verify(projectId, phone, code)).rejects.toMatchObject({ status: 400, field: 'code', message: SMS_CODE_MESSAGES.missing })
  })

  it('refuses a wrong code, counting the try, in words about the SMS', async () => {
    const { projectId, phone, code } = await sentCode()
    const wrong = code === '000000' ? '111111' : '000000'
    await expect(verify(projectId, phone, wrong)).rejects.toMatchObject({ status: 400, message: SMS_CODE_MESSAGES.wrong })
    expect((await storedCode(projectId)).emailCodeAttempts).toBe(1)
    await expect(verify(projectId, phone, code)).resolves.toBeUndefined()
  })

  it('refuses the right code for another number, or sent as an email code', async () => {
    const { projectId, phone, code } = await sentCode()
    await expect(verify(projectId, newPhone(), code)).rejects.toMatchObject({ message: SMS_CODE_MESSAGES.wrong })
    await expect(proof.verifyProofCode(payload, { projectId, to: { channel: 'email', email: `${phone}@exemple.fr` }, code })).rejects.toMatchObject({ status: 400 })
    await expect(verify(projectId, phone, code)).resolves.toBeUndefined()
  })

  it('refuses the right code once expired', async () => {
    const { projectId, phone, code } = await sentCode()
    await payload.update({ collection: 'projects', id: projectId, data: { emailCodeExpiresAt: new Date(Date.now() - 1000).toISOString() }, overrideAccess: true, context: { actor: 'system' } })
    await expect(verify(projectId, phone, code)).rejects.toMatchObject({ status: 400, message: SMS_CODE_MESSAGES.expired })
  })

  it('refuses even the right code after too many wrong tries, until a new one is sent', async () => {
    const { projectId, phone, code } = await sentCode()
    const wrong = code === '000000' ? '111111' : '000000'
    for (let attempt = 0; attempt < ONE_TIME_CODE_MAX_ATTEMPTS; attempt++) await expect(verify(projectId, phone, wrong)).rejects.toMatchObject({ message: SMS_CODE_MESSAGES.wrong })
    await expect(verify(projectId, phone, code)).rejects.toMatchObject({ status: 400, message: SMS_CODE_MESSAGES.locked })
    await proof.sendProofCode(payload, { projectId, to: { channel: 'sms', phone }, ip: newIp() })
    await expect(verify(projectId, phone, lastSmsTo(phone).code)).resolves.toBeUndefined()
  })

  it('limits the SMS sent to one number, whatever the project and the address asking (429)', async () => {
    const phone = newPhone()
    const send = async () => proof.sendProofCode(payload, { projectId: (await createProject(payload, ownerId, { status: 1 })).id, to: { channel: 'sms', phone }, ip: newIp() })
    for (let sent = 0; sent < RATE_LIMITS.smsCodesPerPhone.limit; sent++) await send()
    await expect(send()).rejects.toMatchObject({ status: 429, message: RATE_LIMIT_MESSAGE })
  })
})
