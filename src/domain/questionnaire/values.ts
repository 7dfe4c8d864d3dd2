import * as z from 'zod/mini'
import { toE164Phone } from '../phone/index.ts'

/**
 * Scalar readings shared by branching, validation and storage: what counts as empty, as a number, as a date,
 * as a phone number, as a commune code, as an image name.
 */

const EMPTY_WORDS = new Set(['', 'null', 'undefined'])

/**
 * Whether a stored or typed value counts as no answer: missing, blank, or the strings 'null' and
 * 'undefined' (spec section 5, which a careless client may have written).
 */
export function isEmptyValue(value: string | null | undefined): boolean {
  return value === null || value === undefined || EMPTY_WORDS.has(value.trim())
}

const NUMBER_PATTERN = /^[+-]?(\d+([.,]\d+)?|[.,]\d+)$/

/**
 * Reads a number as a French user types it: optional sign, digits, '.' or ',' as the decimal mark, spaces
 * around ignored. Anything else (thousand separators, exponents, '', 'Infinity') is not a number: null.
 */
export function parseNumber(text: string): number | null {
  const trimmed = text.trim()
  if (!NUMBER_PATTERN.test(trimmed)) return null
  const number = Number(trimmed.replace(',', '.'))
  return Number.isFinite(number) ? number : null
}

export type CalendarDate = { year: number; month: number; day: number }

const FRENCH_DATE = /^(\d{2})\/(\d{2})\/(\d{4})$/
const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/

/**
 * Reads a real calendar date written either as the date mask shows it (dd/mm/yyyy) or as ISO (yyyy-mm-dd,
 * what a browser date input gives). Impossible dates (31/02/2024, month 13, year 0000) give null.
 */
export function parseDate(text: string): CalendarDate | null {
  const trimmed = text.trim()
  const french = FRENCH_DATE.exec(trimmed)
  const iso = ISO_DATE.exec(trimmed)
  const [year, month, day] = french
    ? [Number(french[3]), Number(french[2]), Number(french[1])]
    : iso
      ? [Number(iso[1]), Number(iso[2]), Number(iso[3])]
      : [0, 0, 0]
  if (year < 1 || month < 1 || month > 12 || day < 1) return null
  // Day 0 of the next month is the last day of this one; UTC so that no time zone shifts it.
  const daysInMonth = new Date(Date.UTC(year, month, 0)).getUTCDate()
  return day <= daysInMonth ? { year, month, day } : null
}

/** yyyy-mm-dd: how a date answer is stored (it sorts as text in calendar order). */
export function toIsoDate(date: CalendarDate): string {
  return `${String(date.year).padStart(4, '0')}-${pad2(date.month)}-${pad2(date.day)}`
}

/** dd/mm/yyyy: how the date mask shows a date. */
export function toFrenchDate(date: CalendarDate): string {
  return `${pad2(date.day)}/${pad2(date.month)}/${String(date.year).padStart(4, '0')}`
}

function pad2(value: number): string {
  return String(value).padStart(2, '0')
}

/** A phone answer as stored: every whitespace character removed (spec section 5). */
export function normalizePhone(phone: string): string {
  return phone.replace(/\s+/g, '')
}

const PHONE_CHARACTERS = /^\+?\d+$/

/**
 * Whether a normalized phone is a phone number: digits only, with an optional leading '+', and a number the
 * account's login takes (toE164Phone): a French number of 10 digits (or +33 and 9), or an international one.
 */
export function isValidPhone(normalizedPhone: string): boolean {
  return PHONE_CHARACTERS.test(normalizedPhone) && toE164Phone(normalizedPhone) !== null
}

const emailSchema = z.email()

/** Whether a text is an email address (zod's pattern). */
export function isValidEmail(email: string): boolean {
  return emailSchema.safeParse(email).success
}

const DIGITS_ONLY = /^\d{1,5}$/
const INSEE_CODE = /^(\d{5}|2[AB]\d{3})$/

/**
 * The commune's INSEE code as shown: leading zeros restored ('1001' -> '01001'), Corsican letters in
 * uppercase ('2a004' -> '2A004'). Anything else comes back trimmed, unchanged.
 */
export function formatCommuneCode(stored: string | number): string {
  const text = String(stored).trim().toUpperCase()
  return DIGITS_ONLY.test(text) ? text.padStart(5, '0') : text
}

/** Whether a text is an INSEE commune code (five digits, leading zeros optional, or 2A/2B and three digits). */
export function isCommuneCode(text: string): boolean {
  return INSEE_CODE.test(formatCommuneCode(text))
}

/**
 * The commune answer as stored: the INSEE code as a number (spec: 'the commune answer is converted to a
 * number'), so '01001' is stored as '1001'. Null when the text is not an INSEE code.
 * NOTE: Corsican codes (2A004, 2B033) are not numbers and are stored as they are: turning them into 20004
 * would lose which department they belong to.
 */
export function encodeCommune(code: string): string | null {
  const formatted = formatCommuneCode(code)
  if (!INSEE_CODE.test(formatted)) return null
  return /^\d+$/.test(formatted) ? String(Number(formatted)) : formatted
}

/** Image types an image question accepts (spec section 9). */
export const ACCEPTED_IMAGE_EXTENSIONS = ['png', 'jpg', 'jpeg', 'gif', 'bmp', 'webp'] as const

/** What an images question (2, photos or plans of the home) takes besides images: plans as PDF. */
export const ACCEPTED_PLAN_EXTENSIONS = [...ACCEPTED_IMAGE_EXTENSIONS, 'pdf'] as const

function extensionOf(fileName: string): string | null {
  const dot = fileName.lastIndexOf('.')
  return dot <= 0 || dot === fileName.length - 1 ? null : fileName.slice(dot + 1).toLowerCase()
}

/**
 * Whether a file name ends with an accepted image extension (any case). The upload endpoint still checks the
 * bytes; this is the check a picker and a stored answer can make.
 */
export function isAcceptedImageName(fileName: string): boolean {
  return (ACCEPTED_IMAGE_EXTENSIONS as readonly string[]).includes(extensionOf(fileName) ?? '')
}

/** Whether a file name is an image or a PDF plan (an images question's files), as isAcceptedImageName. */
export function isAcceptedPlanName(fileName: string): boolean {
  return (ACCEPTED_PLAN_EXTENSIONS as readonly string[]).includes(extensionOf(fileName) ?? '')
}

/** Whether a file name is a PDF's (any case). */
export const isPdfName = (fileName: string): boolean => extensionOf(fileName) === 'pdf'
