import { describe, expect, it } from 'vitest'
import { eurosToCents, formatDecimal, formatEuros, formatEurosPlain, formatRate, formatWholeEuros, lineTotalOf, middleOf, positiveEurosToCents, vatOf } from './money.ts'

describe('eurosToCents', () => {
  it.each([
    [0, 0],
    [1, 100],
    [12.34, 1234],
    [1.005, 101],
    [0.125, 13],
    [1850, 185_000],
    [-2.5, -250],
  ])('turns %s € into %s cents, rounding half away from zero', (euros, cents) => {
    expect(eurosToCents(euros)).toBe(cents)
  })
})

describe('vatOf', () => {
  it.each([
    [100_00, 10, 10_00],
    [12_345, 10, 1_235],
    [12_344, 10, 1_234],
    [1_000, 5.5, 55],
    [1_009, 5.5, 55],
    [1_010, 5.5, 56],
    [333, 20, 67],
    [0, 10, 0],
  ])('on %s cents at %s %% is %s cents, rounded half up', (amount, rate, vat) => {
    expect(vatOf(amount, rate)).toBe(vat)
  })
})

describe('lineTotalOf and middleOf', () => {
  it('multiplies a decimal quantity by a unit price and rounds half up to the cent', () => {
    expect(lineTotalOf(12.5, 1_01)).toBe(1_263)
    expect(lineTotalOf(3, 33_33)).toBe(99_99)
    expect(lineTotalOf(0.1, 5)).toBe(1)
  })

  it('takes the middle of two prices, rounding half a cent up', () => {
    expect(middleOf(100, 200)).toBe(150)
    expect(middleOf(100, 101)).toBe(101)
    expect(middleOf(0, 0)).toBe(0)
  })
})

describe('French formatting', () => {
  it('writes cents as euros with French grouping and two decimals', () => {
    expect(formatEuros(1_234_567)).toBe('12\u202f345,67\u00a0€')
    expect(formatEuros(5)).toBe('0,05\u00a0€')
    expect(formatEuros(-1_000_00)).toBe('-1\u202f000,00\u00a0€')
  })

  it('writes whole euros the way Intl fr-FR does', () => {
    const intl = new Intl.NumberFormat('fr-FR', { style: 'currency', currency: 'EUR', maximumFractionDigits: 0 })
    for (const cents of [0, 99_00, 1_234_00, 12_345_600, 1_000_000_00]) expect(formatWholeEuros(cents)).toBe(intl.format(cents / 100))
  })

  it('writes a rate with a decimal comma', () => {
    expect(formatRate(10)).toBe('10\u00a0%')
    expect(formatRate(5.5)).toBe('5,5\u00a0%')
  })
})

describe('formatDecimal', () => {
  it('writes numbers as fr-FR does: comma, narrow no-break space between thousands, at most three decimals', () => {
    expect(formatDecimal(65)).toBe('65')
    expect(formatDecimal(120.5)).toBe('120,5')
    expect(formatDecimal(1234.25)).toBe('1\u202f234,25')
    expect(formatDecimal(0)).toBe('0')
    expect(formatDecimal(-2.5)).toBe('-2,5')
    expect(formatDecimal(3.14159)).toBe('3,142')
  })

  it('agrees with Intl on surfaces and amounts of every size', () => {
    const values = [0.5, 7, 10, 100, 999.9, 1000, 10_000.25, 123_456.789, 1_000_000, 85.125, 42.1, 2.05]
    for (let value = 0; value < 3000; value += 0.25) values.push(value)
    for (const value of values) expect(formatDecimal(value), String(value)).toBe(value.toLocaleString('fr-FR'))
  })
})

describe('amounts due', () => {
  it.each([
    [700, 70_000],
    [1250.5, 125_050],
    [0.1 + 0.2, 30],
    [19.99, 1999],
    [0, null],
    [-5, null],
    [Number.NaN, null],
    [null, null],
  ])('%s € is %s cents due (null when not positive)', (euros, cents) => {
    expect(positiveEurosToCents(euros)).toBe(cents)
  })

  it('writes amounts the French way with plain spaces', () => {
    expect(formatEurosPlain(125_000)).toBe('1 250,00 €')
    expect(formatEurosPlain(70_000)).toBe('700,00 €')
  })
})
