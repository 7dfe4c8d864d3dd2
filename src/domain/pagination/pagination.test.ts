import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { InvalidInputError } from '../errors.ts'
import { MAX_PAGE_SIZE, PAGE_SIZES, pageResult, paginate, parsePagination } from './pagination.ts'

function thrownBy(action: () => unknown): unknown {
  try {
    action()
  } catch (error) {
    return error
  }
  throw new Error('expected the action to throw')
}

describe('PAGE_SIZES', () => {
  it('holds the default page sizes of spec section 9', () => {
    expect(PAGE_SIZES).toEqual({
      zones: 5,
      styles: 5,
      projects: 12,
      images: 4,
      reports: 10,
      folders: 12,
      admin: 10,
      gallery: 10,
    })
  })

  it('caps page sizes at 100', () => {
    expect(MAX_PAGE_SIZE).toBe(100)
  })
})

describe('parsePagination', () => {
  it('defaults to page 1 and the default size when nothing is given', () => {
    expect(parsePagination({}, 12)).toEqual({ page: 1, pageSize: 12 })
  })

  it('treats null and empty parameters as absent', () => {
    expect(parsePagination({ p: null, div: null }, 5)).toEqual({ page: 1, pageSize: 5 })
    expect(parsePagination({ p: '', div: '' }, 5)).toEqual({ page: 1, pageSize: 5 })
  })

  it('reads p as a 1-based page number and div as the page size', () => {
    expect(parsePagination({ p: '3', div: '20' }, 10)).toEqual({ page: 3, pageSize: 20 })
  })

  it('reads leading zeros as a plain number', () => {
    expect(parsePagination({ p: '007', div: '010' }, 10)).toEqual({ page: 7, pageSize: 10 })
  })

  it('accepts a page size of exactly 100', () => {
    expect(parsePagination({ div: '100' }, 10)).toEqual({ page: 1, pageSize: 100 })
  })

  it('lowers a page size over 100 to 100', () => {
    expect(parsePagination({ div: '5000' }, 10)).toEqual({ page: 1, pageSize: 100 })
  })

  const MALFORMED = ['0', '-1', '1.5', '1.0', '1e2', 'abc', ' 2', '2 ', '+2', '0x10', 'Infinity', 'NaN', '99999999999999999999']

  it.each(MALFORMED)('refuses p=%j with a 400 naming p', (p) => {
    const error = thrownBy(() => parsePagination({ p }, 10))
    expect(error).toBeInstanceOf(InvalidInputError)
    expect(error).toMatchObject({
      status: 400,
      field: 'p',
      message: 'Le numéro de page (p) doit être un nombre entier supérieur à 0.',
    })
  })

  it.each(MALFORMED)('refuses div=%j with a 400 naming div', (div) => {
    const error = thrownBy(() => parsePagination({ div }, 10))
    expect(error).toBeInstanceOf(InvalidInputError)
    expect(error).toMatchObject({
      status: 400,
      field: 'div',
      message: 'La taille de page (div) doit être un nombre entier supérieur à 0.',
    })
  })

  it('refuses a page so far that its offset is no longer an exact integer', () => {
    const error = thrownBy(() => parsePagination({ p: String(Number.MAX_SAFE_INTEGER), div: '10' }, 10))
    expect(error).toMatchObject({ status: 400, field: 'p' })
  })

  it('accepts the largest page whose offset is still exact', () => {
    const p = String(Number.MAX_SAFE_INTEGER)
    expect(parsePagination({ p, div: '1' }, 10)).toEqual({ page: Number.MAX_SAFE_INTEGER, pageSize: 1 })
  })

  it.each([0, 101, 2.5, -5])('treats a default size of %j as a programming error', (defaultSize) => {
    expect(() => parsePagination({}, defaultSize)).toThrow(RangeError)
  })

  it('reads back any page and size it is given within the limits', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 1_000_000 }), fc.integer({ min: 1, max: 100 }), (page, pageSize) => {
        expect(parsePagination({ p: String(page), div: String(pageSize) }, 10)).toEqual({ page, pageSize })
      }),
    )
  })
})

describe('paginate', () => {
  it.each([
    { total: 0, page: 1, pageSize: 10, lastPage: 1, offset: 0 },
    { total: 1, page: 1, pageSize: 10, lastPage: 1, offset: 0 },
    { total: 10, page: 1, pageSize: 10, lastPage: 1, offset: 0 },
    { total: 11, page: 2, pageSize: 10, lastPage: 2, offset: 10 },
    { total: 25, page: 3, pageSize: 12, lastPage: 3, offset: 24 },
    { total: 4, page: 1, pageSize: 4, lastPage: 1, offset: 0 },
    { total: 5, page: 2, pageSize: 4, lastPage: 2, offset: 4 },
  ])('places page $page of $total items by $pageSize at offset $offset, last page $lastPage', (row) => {
    const { total, page, pageSize, lastPage, offset } = row
    expect(paginate({ total, page, pageSize })).toEqual({ page, lastPage, offset, total })
  })

  it('keeps a page past the end as asked, with an offset past the last item', () => {
    expect(paginate({ total: 3, page: 5, pageSize: 10 })).toEqual({ page: 5, lastPage: 1, offset: 40, total: 3 })
  })

  it.each([
    { total: -1, page: 1, pageSize: 10 },
    { total: 1.5, page: 1, pageSize: 10 },
    { total: 10, page: 0, pageSize: 10 },
    { total: 10, page: 1.5, pageSize: 10 },
    { total: 10, page: 1, pageSize: 0 },
    { total: 10, page: 1, pageSize: 101 },
  ])('treats total $total, page $page, size $pageSize as a programming error', (input) => {
    expect(() => paginate(input)).toThrow(RangeError)
  })

  it('always has a last page that holds the last item', () => {
    fc.assert(
      fc.property(fc.nat({ max: 1_000_000 }), fc.integer({ min: 1, max: 100 }), (total, pageSize) => {
        const { lastPage } = paginate({ total, page: 1, pageSize })
        expect(lastPage).toBeGreaterThanOrEqual(1)
        expect((lastPage - 1) * pageSize).toBeLessThan(Math.max(total, 1))
        expect(lastPage * pageSize).toBeGreaterThanOrEqual(total)
      }),
    )
  })

  it('starts each page right after the previous one', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 10_000 }), fc.integer({ min: 1, max: 100 }), (page, pageSize) => {
        const current = paginate({ total: 0, page, pageSize })
        const next = paginate({ total: 0, page: page + 1, pageSize })
        expect(next.offset - current.offset).toBe(pageSize)
      }),
    )
  })
})

describe('pageResult', () => {
  it('answers the wire shape {data, total, page, lastPage}', () => {
    expect(pageResult({ data: ['a', 'b'], total: 12, page: 2, pageSize: 10 })).toEqual({
      data: ['a', 'b'],
      total: 12,
      page: 2,
      lastPage: 2,
    })
  })

  it('answers one empty page for an empty list', () => {
    expect(pageResult({ data: [], total: 0, page: 1, pageSize: 12 })).toEqual({
      data: [],
      total: 0,
      page: 1,
      lastPage: 1,
    })
  })

  it('passes the data through untouched', () => {
    const data = [{ project_id: 1 }]
    expect(pageResult({ data, total: 1, page: 1, pageSize: 12 }).data).toBe(data)
  })
})
