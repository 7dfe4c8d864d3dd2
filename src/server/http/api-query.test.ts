import { describe, expect, it } from 'vitest'
import { isWellFormedApiQuery } from './api-query.ts'

const check = (query: string) => isWellFormedApiQuery(new URLSearchParams(query))

describe('the /api query strings let through to Payload', () => {
  it.each([
    '',
    'depth=0',
    'depth=3&limit=10&page=2',
    'limit=0',
    'sort=-updatedAt&draft=true&locale=fr&fallback-locale=null',
    'where[title][like]=%25',
    'where[title][equals]=',
    'where[owner.email][equals]=a%40b.fr',
    'where[id][in]=1,2',
    'where[id][in][0]=1&where[id][in][1]=2',
    'where[id][not_in][]=1&where[id][not_in][]=2',
    'where[id][in]=1&where[id][in]=2',
    'where[or][0][and][0][title][like]=a&where[or][0][and][1][_status][not_equals]=draft&where[or][1][owner][exists]=false',
    'where[createdAt][greater_than]=2026-01-01T00:00:00.000Z&where[status][less_than_equal]=11',
    'where%5Btitle%5D%5Bequals%5D=x',
    'select[title]=true&populate[owner][email]=true',
  ])('lets %j through', (query) => {
    expect(check(query)).toBe(true)
  })

  it.each([
    ['a negative page', 'page=-5'],
    ['page 0', 'page=0'],
    ['a page that is not a whole number', 'page=1.5'],
    ['a page in words', 'page=abc'],
    ['an empty page', 'page='],
    ['a negative limit', 'limit=-1'],
    ['a limit beyond the maximum', 'limit=1000000000'],
    ['an unbounded depth', 'depth=100'],
    ['depth 4', 'depth=4'],
    ['a depth in exponent form', 'depth=1e3'],
    ['a repeated limit', 'limit=1&limit=2'],
    ['an operator on the page', 'page[$gt]=1'],
    ['an operator inside an operator', 'where[title][equals][$ne]=x'],
    ['a key inside an operator', 'where[owner][equals][id]=1'],
    ['a Mongo-style operator', 'where[title][$ne]=x'],
    ['a Mongo-style condition', 'where[$where]=1'],
    ['an unknown operator', 'where[title][foo]=x'],
    ['a where written as a string', 'where=abc'],
    ['a where in JSON', `where=${encodeURIComponent('{"owner":{"$ne":0}}')}`],
    ['a field without operator', 'where[title]=x'],
    ['an or without conditions', 'where[or]=x'],
    ['an or whose item is a value', 'where[or][0]=x'],
    ['an or with a named item', 'where[or][x][title][equals]=a'],
    ['a repeated scalar operator', 'where[title][equals]=a&where[title][equals]=b'],
    ['an object inside a list', 'where[title][in][0][a]=x'],
    ['a key under exists', 'where[title][exists][x]=1'],
    ['a comparison with a word', 'where[createdAt][greater_than]=abc'],
    ['a geographic operator (no point field)', 'where[title][near]=1,2'],
    ['unpaired brackets', 'where[title[equals]=x'],
  ])('refuses %s', (_, query) => {
    expect(check(query)).toBe(false)
  })
})
