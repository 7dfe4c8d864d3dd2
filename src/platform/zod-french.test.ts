import { describe, expect, it } from 'vitest'
import { z } from 'zod'
import './zod-french.ts'

describe('zod in French', () => {
  it('words the checks that name no message of their own in French', () => {
    const result = z.object({ project_title: z.string() }).safeParse({ project_title: {} })
    expect(result.error?.issues[0]?.message).toMatch(/^Entrée invalide/)
  })
})
