import { readdirSync, readFileSync, statSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'

/**
 * Ids are opaque (design/api.md): a number on SQL databases, an ObjectId string on MongoDB. Turning an id
 * into a number works on the first and gives NaN on the second, so no code under src/, collections/ or seed/
 * calls Number(), parseInt() or parseFloat() on an id-named value, except the places listed below.
 */
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..')

/** The places allowed to, each with its reason. */
const ALLOWED: Record<string, string> = {
  'src/platform/payload-id.server.ts': 'the one place a DocId meets the database’s own id type (SQL adapters validate relations as numbers)',
  'src/components/documents/folder-search.ts': 'the URL shape only: TanStack Router writes a numeric folder id as a number so that the URL reads folder_id=12',
}

const NUMBER_CALL = /(?<![\w$.])(?:Number(?:\.parseInt|\.parseFloat)?|parseInt|parseFloat)\(((?:[^()]|\([^()]*\))*)\)/g
/** An argument naming an id: `id`, `doc.id`, `projectId`, `folder_id`, `ID` (not `paid` or `valid`). */
const ID_NAME = /(?:^|[^A-Za-z])id\b|[a-z]Id\b|_id\b|\bID\b/

function sourceFiles(dir: string): string[] {
  return readdirSync(path.join(root, dir)).flatMap((name) => {
    const relative = `${dir}/${name}`
    if (statSync(path.join(root, relative)).isDirectory()) return sourceFiles(relative)
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) ? [relative] : []
  })
}

/** Each `file:line  call` turning an id into a number. */
export function numericIdCalls(file: string, text: string): string[] {
  return text.split('\n').flatMap((line, index) =>
    [...line.matchAll(NUMBER_CALL)].filter((match) => ID_NAME.test(match[1] ?? '')).map((match) => `${file}:${index + 1}  ${match[0]}`),
  )
}

describe('ids stay opaque', () => {
  it('finds an id turned into a number, and leaves other numbers alone', () => {
    const sample = [
      'const a = Number(project.id)',
      'const b = Number(relationId(doc.owner))',
      'const c = Number.parseInt(folderId, 10)',
      'const d = parseInt(params.project_id)',
      'const e = Number(data.status)',
      'const f = quoteNumber({ projectId })',
      'const g = Number(paid)',
    ].join('\n')
    expect(numericIdCalls('x.ts', sample)).toEqual([
      'x.ts:1  Number(project.id)',
      'x.ts:2  Number(relationId(doc.owner))',
      'x.ts:3  Number.parseInt(folderId, 10)',
      'x.ts:4  parseInt(params.project_id)',
    ])
  })

  it('no code under src/, collections/ or seed/ turns an id into a number', () => {
    const files = ['src', 'collections', 'seed'].flatMap(sourceFiles).filter((file) => !(file in ALLOWED))
    expect(files.length).toBeGreaterThan(100)
    expect(files.flatMap((file) => numericIdCalls(file, readFileSync(path.join(root, file), 'utf8')))).toEqual([])
  })
})
