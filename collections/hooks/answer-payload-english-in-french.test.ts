import { describe, expect, it } from 'vitest'
import type { AfterErrorHookArgs } from 'payload'
import { LINK_INVALID_MESSAGE } from '../../src/domain/accounts/errors.ts'
import { answerPayloadEnglishInFrench, UNEXPECTED_ERROR } from './answer-payload-english-in-french.ts'

const answer = (messages: string[]) =>
  answerPayloadEnglishInFrench({ result: { errors: messages.map((message) => ({ message })) } } as unknown as AfterErrorHookArgs)

describe('Payload’s English error texts', () => {
  it('become the French text, in order with the other errors', async () => {
    expect(await answer(['Something went wrong.', 'Titre requis.'])).toEqual({ response: { errors: [{ message: UNEXPECTED_ERROR }, { message: 'Titre requis.' }] } })
    expect(await answer(['An unknown error occurred.'])).toEqual({ response: { errors: [{ message: UNEXPECTED_ERROR }] } })
  })

  it('say a spent or expired reset link as the site does', async () => {
    expect(await answer(['Token is either invalid or has expired.'])).toEqual({ response: { errors: [{ message: LINK_INVALID_MESSAGE }] } })
  })

  it('leave an answer without them as it was', async () => {
    expect(await answer(['Vous n’êtes pas autorisé à effectuer cette action.'])).toBeUndefined()
  })
})
