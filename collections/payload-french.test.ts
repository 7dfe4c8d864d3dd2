import { describe, expect, it } from 'vitest'
import { fr } from '@payloadcms/translations/languages/fr'
import { PAYLOAD_FRENCH_OVERRIDES } from './payload-french.ts'

type Texts = { [key: string]: string | Texts }

/** Every text of `texts` with its path (a.b.c). */
function flatten(texts: Texts, prefix = ''): [string, string][] {
  return Object.entries(texts).flatMap(([key, value]) => (typeof value === 'string' ? [[`${prefix}${key}`, value]] : flatten(value, `${prefix}${key}.`)))
}

/** The admin's French as Payload merges it: ours over Payload's, group by group. */
const merged = flatten(
  Object.fromEntries(
    Object.entries(fr.translations as unknown as Texts).map(([group, texts]) => [group, { ...(texts as Texts), ...((PAYLOAD_FRENCH_OVERRIDES as unknown as Texts)[group] as Texts | undefined) }]),
  ) as Texts,
)

describe("the admin's French over Payload's", () => {
  it('has no gendered placeholder « un(e) », « nouveau ou nouvelle », « créé(e) »', () => {
    expect(merged.filter(([, text]) => /\(e\)|nouveau ou nouvelle|\(e\)s/i.test(text))).toEqual([])
  })

  it('names its placeholders as Payload fills them ({{label}}, never a translated name)', () => {
    expect(merged.filter(([, text]) => /\{\{[^}]*[^\x00-\x7f][^}]*\}\}/.test(text))).toEqual([])
  })

  it('overrides only texts Payload has (a renamed key would silently fall back to English or to Payload’s)', () => {
    const known = new Set(flatten(fr.translations as unknown as Texts).map(([path]) => path))
    expect(flatten(PAYLOAD_FRENCH_OVERRIDES as unknown as Texts).map(([path]) => path).filter((path) => !known.has(path))).toEqual([])
  })
})
