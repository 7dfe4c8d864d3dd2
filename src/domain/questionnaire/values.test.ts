import { describe, expect, it } from 'vitest'
import {
  encodeCommune,
  formatCommuneCode,
  isAcceptedImageName,
  isEmptyValue,
  isValidPhone,
  normalizePhone,
  parseDate,
  parseNumber,
} from './values.ts'

describe('isEmptyValue', () => {
  it.each([undefined, null, '', '   ', '\n', 'null', 'undefined', ' null '])('counts %j as empty', (value) => {
    expect(isEmptyValue(value)).toBe(true)
  })

  it.each(['0', 'non', 'NULL', 'nullable', '[]'])('counts %j as an answer', (value) => {
    expect(isEmptyValue(value)).toBe(false)
  })
})

describe('parseNumber', () => {
  it.each([
    { text: '10', number: 10 },
    { text: ' 10 ', number: 10 },
    { text: '-3', number: -3 },
    { text: '+4', number: 4 },
    { text: '12,5', number: 12.5 },
    { text: '12.5', number: 12.5 },
    { text: ',5', number: 0.5 },
    { text: '007', number: 7 },
  ])("reads '$text' as $number", ({ text, number }) => {
    expect(parseNumber(text)).toBe(number)
  })

  it.each(['', ' ', 'abc', '1 000', '1e3', '0x10', 'Infinity', 'NaN', '12,', '1.2.3', '--1'])(
    "reads '%s' as no number",
    (text) => {
      expect(parseNumber(text)).toBeNull()
    },
  )
})

describe('parseDate', () => {
  it.each([
    { text: '15/03/2024', date: { year: 2024, month: 3, day: 15 } },
    { text: '2024-03-15', date: { year: 2024, month: 3, day: 15 } },
    { text: '29/02/2000', date: { year: 2000, month: 2, day: 29 } },
    { text: ' 31/12/1999 ', date: { year: 1999, month: 12, day: 31 } },
  ])("reads '$text'", ({ text, date }) => {
    expect(parseDate(text)).toEqual(date)
  })

  it.each([
    '29/02/1900',
    '31/06/2024',
    '00/10/2024',
    '10/00/2024',
    '01/01/0000',
    '2024-3-15',
    '15.03.2024',
    '2024-03-15T10:00',
  ])("refuses '%s'", (text) => {
    expect(parseDate(text)).toBeNull()
  })
})

describe('phone', () => {
  it('strips every whitespace character', () => {
    expect(normalizePhone(' 06\t12 34\u00a056 78 ')).toBe('0612345678')
  })

  it.each(['0612345678', '0184601200', '+33612345678', '0033612345678', '+4930123456', '+14155552671'])('accepts %s', (phone) => {
    expect(isValidPhone(phone)).toBe(true)
  })

  // A 9-digit « French » number, a French one with a digit too many or too few, digits without a country code.
  it.each(['', '12345', '123456', '061234567', '06123456789', '+3361234567', '+336123456789', '612345678', '06-12-34-56-78', '33+612345678', '1234567890123456'])('refuses %j', (phone) => {
    expect(isValidPhone(phone)).toBe(false)
  })
})

describe('commune codes', () => {
  it.each([
    { code: '01001', stored: '1001' },
    { code: '75056', stored: '75056' },
    { code: '2A004', stored: '2A004' },
    { code: '2b033', stored: '2B033' },
    { code: '1001', stored: '1001' },
  ])('stores $code as $stored', ({ code, stored }) => {
    expect(encodeCommune(code)).toBe(stored)
  })

  it.each(['Paris', '', '750560', '2C001', '00000x'])('refuses %j', (code) => {
    expect(encodeCommune(code)).toBeNull()
  })

  it.each([
    { stored: '1001', shown: '01001' },
    { stored: 1001, shown: '01001' },
    { stored: '75056', shown: '75056' },
    { stored: '2a004', shown: '2A004' },
  ])('shows $stored as $shown', ({ stored, shown }) => {
    expect(formatCommuneCode(stored)).toBe(shown)
  })
})

describe('isAcceptedImageName', () => {
  it.each(['a.png', 'a.jpg', 'a.jpeg', 'a.gif', 'a.bmp', 'a.webp', 'a.JPG', 'vue.du.salon.webp'])(
    'accepts %s',
    (name) => {
      expect(isAcceptedImageName(name)).toBe(true)
    },
  )

  it.each(['a.pdf', 'a.svg', 'a.heic', 'png', '.png', 'a.', 'a.png.exe', ''])('refuses %j', (name) => {
    expect(isAcceptedImageName(name)).toBe(false)
  })
})
