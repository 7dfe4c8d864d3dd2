import { describe, expect, it } from 'vitest'
import { keepValidationErrorFields } from './keep-validation-error-fields.ts'

/** A ValidationError as another copy of Payload throws it: its own class, recognised by name only. */
const failure = {
  name: 'ValidationError',
  status: 400,
  message: 'Le champ suivant n’est pas valide : Disponibilités de la semaine (heure de Paris) 1 > Heure de fin',
  data: { collection: 'agendas', errors: [{ path: 'openingHours.0.end', message: 'Heure invalide', label: 'Disponibilités de la semaine (heure de Paris) 1 > Heure de fin' }] },
}
const run = (error: unknown, result: unknown) => keepValidationErrorFields({ error, result } as never)

describe('keepValidationErrorFields', () => {
  it('puts back each field’s path, message and label when the answer kept the message alone', () => {
    expect(run(failure, { errors: [{ message: failure.message }] })).toEqual({
      response: { errors: [{ name: 'ValidationError', message: failure.message, data: { errors: failure.data.errors } }] },
    })
  })

  it('leaves an answer that already names the fields as it is', () => {
    expect(run(failure, { errors: [{ message: failure.message, data: failure.data }] })).toBeUndefined()
  })

  it('leaves any other error as it is', () => {
    expect(run({ ...failure, name: 'APIError', status: 500 }, { errors: [{ message: 'Oups, une erreur s’est produite.' }] })).toBeUndefined()
    expect(run(new Error('boom'), { errors: [{ message: 'boom' }] })).toBeUndefined()
  })
})
