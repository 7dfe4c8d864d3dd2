/**
 * The French public holidays (jours fériés of metropolitan France, Code du travail art. L3133-1), computed
 * for any year: the fixed dates and the three that follow Easter. No appointment is offered on them.
 * NOTE: computed here rather than read from a holiday package: src/domain imports nothing but zod, and the
 * rule is eleven dates and the Gregorian Easter computus.
 */

/** The fixed-date holidays, as MM-DD: jour de l’an, fête du Travail, Victoire 1945, fête nationale, Assomption, Toussaint, Armistice, Noël. */
const FIXED_HOLIDAYS = ['01-01', '05-01', '05-08', '07-14', '08-15', '11-01', '11-11', '12-25'] as const

/** Days after Easter Sunday: lundi de Pâques, Ascension, lundi de Pentecôte. */
const EASTER_OFFSETS = [1, 39, 50] as const

const isoDate = (year: number, month: number, day: number) => new Date(Date.UTC(year, month - 1, day)).toISOString().slice(0, 10)

/** Easter Sunday of a Gregorian year, as YYYY-MM-DD (the anonymous Gregorian algorithm, Meeus/Jones/Butcher). */
export function easterSunday(year: number): string {
  const a = year % 19
  const b = Math.floor(year / 100)
  const c = year % 100
  const d = Math.floor(b / 4)
  const e = b % 4
  const f = Math.floor((b + 8) / 25)
  const g = Math.floor((b - f + 1) / 3)
  const h = (19 * a + b - d - g + 15) % 30
  const i = Math.floor(c / 4)
  const k = c % 4
  const l = (32 + 2 * e + 2 * i - h - k) % 7
  const m = Math.floor((a + 11 * h + 22 * l) / 451)
  const month = Math.floor((h + l - 7 * m + 114) / 31)
  const day = ((h + l - 7 * m + 114) % 31) + 1
  return isoDate(year, month, day)
}

/** The eleven public holidays of a year, as YYYY-MM-DD, in calendar order. */
export function frenchPublicHolidays(year: number): string[] {
  const easter = easterSunday(year)
  const [easterMonth, easterDay] = [Number(easter.slice(5, 7)), Number(easter.slice(8, 10))]
  const fromEaster = EASTER_OFFSETS.map((offset) => isoDate(year, easterMonth, easterDay + offset))
  return [...FIXED_HOLIDAYS.map((monthDay) => `${year}-${monthDay}`), ...fromEaster].sort()
}

/** Whether a calendar date (YYYY-MM-DD) is a French public holiday. */
export function isFrenchPublicHoliday(date: string): boolean {
  const year = Number(date.slice(0, 4))
  return Number.isInteger(year) && frenchPublicHolidays(year).includes(date)
}
