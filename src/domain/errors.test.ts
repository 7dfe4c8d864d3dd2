import { describe, expect, it } from 'vitest'
import {
  ConflictError,
  DomainError,
  ForbiddenError,
  InvalidInputError,
  NotFoundError,
  PayloadTooLargeError,
  RuleViolationError,
  TooManyRequestsError,
  UnauthenticatedError,
  UnsupportedMediaTypeError,
  WrongTokenError,
} from './errors.ts'

const ERRORS = [
  { ErrorClass: InvalidInputError, name: 'InvalidInputError', status: 400 },
  { ErrorClass: UnauthenticatedError, name: 'UnauthenticatedError', status: 401 },
  { ErrorClass: WrongTokenError, name: 'WrongTokenError', status: 401 },
  { ErrorClass: ForbiddenError, name: 'ForbiddenError', status: 403 },
  { ErrorClass: NotFoundError, name: 'NotFoundError', status: 404 },
  { ErrorClass: ConflictError, name: 'ConflictError', status: 409 },
  { ErrorClass: PayloadTooLargeError, name: 'PayloadTooLargeError', status: 413 },
  { ErrorClass: UnsupportedMediaTypeError, name: 'UnsupportedMediaTypeError', status: 415 },
  { ErrorClass: RuleViolationError, name: 'RuleViolationError', status: 422 },
  { ErrorClass: TooManyRequestsError, name: 'TooManyRequestsError', status: 429 },
] as const

describe.each(ERRORS)('$name', ({ ErrorClass, name, status }) => {
  it(`carries the HTTP status ${status}`, () => {
    expect(new ErrorClass().status).toBe(status)
  })

  it('is a DomainError and an Error', () => {
    const error = new ErrorClass()
    expect(error).toBeInstanceOf(DomainError)
    expect(error).toBeInstanceOf(Error)
  })

  it('is named after its class', () => {
    expect(new ErrorClass().name).toBe(name)
  })

  it('has a default message', () => {
    expect(new ErrorClass().message).not.toBe('')
  })

  it('keeps the message it is given', () => {
    expect(new ErrorClass('Projet introuvable.').message).toBe('Projet introuvable.')
  })

  it('has no field unless one is given', () => {
    expect(new ErrorClass().field).toBeUndefined()
  })

  it('keeps the field and the cause it is given', () => {
    const cause = new Error('root')
    const error = new ErrorClass('Message.', { field: 'email', cause })
    expect(error.field).toBe('email')
    expect(error.cause).toBe(cause)
  })
})

describe('DomainError', () => {
  it('gives each error class its own default message', () => {
    const messages = new Set(ERRORS.map(({ ErrorClass }) => new ErrorClass().message))
    expect(messages.size).toBe(ERRORS.length)
  })

  it("answers 403 with the spec's 'unauthorized' by default, which the client matches", () => {
    expect(new ForbiddenError().message).toBe('unauthorized')
  })

  it('takes any status when built directly', () => {
    const error = new DomainError('Erreur.', { status: 418 })
    expect(error.status).toBe(418)
    expect(error.name).toBe('DomainError')
  })
})
