import { describe, expect, it } from 'vitest'
import type { AfterErrorHookArgs } from 'payload'
import { answerUnexpectedErrorsInFrench, UNEXPECTED_ERROR } from './answer-unexpected-errors-in-french.ts'

const answer = (messages: string[]) =>
  answerUnexpectedErrorsInFrench({ result: { errors: messages.map((message) => ({ message })) } } as unknown as AfterErrorHookArgs)

describe('Payload’s generic English error texts', () => {
  it('become the French text, in order with the other errors', async () => {
    expect(await answer(['Something went wrong.', 'Titre requis.'])).toEqual({ response: { errors: [{ message: UNEXPECTED_ERROR }, { message: 'Titre requis.' }] } })
    expect(await answer(['An unknown error occurred.'])).toEqual({ response: { errors: [{ message: UNEXPECTED_ERROR }] } })
  })

  it('leave an answer without them as it was', async () => {
    expect(await answer(['Vous n’êtes pas autorisé à effectuer cette action.'])).toBeUndefined()
  })
})
