import { describe, expect, it } from 'vitest'
import { InvalidInputError } from '../errors.ts'
import { parseAdminListQuery } from './admin-query.ts'

const FIELDS = new Set(['id', 'title', 'position', 'quiz', 'createdAt'])

function refusal(action: () => unknown): InvalidInputError {
  try {
    action()
  } catch (error) {
    if (error instanceof InvalidInputError) return error
    throw error
  }
  throw new Error('expected a 400')
}

describe('parseAdminListQuery', () => {
  it('reads pages of 10, newest first, every field, no filter when nothing is asked', () => {
    expect(parseAdminListQuery({}, FIELDS)).toEqual({ page: 1, pageSize: 10, equalities: [], only: null, sort: { field: 'createdAt', direction: 'desc' } })
  })

  it('reads cond as equalities on known fields, keeping each value’s type', () => {
    expect(parseAdminListQuery({ cond: '{"title":"Cuisine","position":2,"quiz":null}' }, FIELDS).equalities).toEqual([
      { field: 'title', value: 'Cuisine' },
      { field: 'position', value: 2 },
      { field: 'quiz', value: null },
    ])
  })

  it('refuses cond on a field the collection does not have, naming it', () => {
    const error = refusal(() => parseAdminListQuery({ cond: '{"hash":"x"}' }, FIELDS))
    expect(error.status).toBe(400)
    expect(error.message).toBe('Champ inconnu : « hash ».')
  })

  it('refuses cond that is not a JSON object, or a value that is not a scalar', () => {
    for (const cond of ['titre', '[1]', '"x"', 'null', '{"title":{"like":"a"}}', '{"title":["a"]}']) {
      expect(refusal(() => parseAdminListQuery({ cond }, FIELDS)).status).toBe(400)
    }
  })

  it('reads only as a list of known fields, each once, and refuses an unknown one', () => {
    expect(parseAdminListQuery({ only: 'title, position,title' }, FIELDS).only).toEqual(['title', 'position'])
    expect(refusal(() => parseAdminListQuery({ only: 'title,salt' }, FIELDS)).message).toBe('Champ inconnu : « salt ».')
  })

  it('sorts by a known field, ascending unless d says desc, and refuses an unknown field or direction', () => {
    expect(parseAdminListQuery({ sort: 'position' }, FIELDS).sort).toEqual({ field: 'position', direction: 'asc' })
    expect(parseAdminListQuery({ sort: 'position', d: 'DESC' }, FIELDS).sort).toEqual({ field: 'position', direction: 'desc' })
    expect(refusal(() => parseAdminListQuery({ sort: 'resetPasswordToken' }, FIELDS)).status).toBe(400)
    expect(refusal(() => parseAdminListQuery({ sort: 'title', d: 'up' }, FIELDS)).message).toBe('Le sens du tri (d) doit être asc ou desc.')
  })

  it('reads p and div as the other lists do', () => {
    expect(parseAdminListQuery({ p: '3', div: '25' }, FIELDS)).toMatchObject({ page: 3, pageSize: 25 })
    expect(refusal(() => parseAdminListQuery({ p: '0' }, FIELDS)).status).toBe(400)
  })
})
