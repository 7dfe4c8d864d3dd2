import { readdirSync, readFileSync, statSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import ts from 'typescript'
import { typographyMistakes } from '../../src/domain/french-typography/index.ts'

/**
 * The prose of the copy modules, for tests/architecture/french-typography.test.ts: each string literal,
 * template and JSX text read with TypeScript's parser (comments and import paths are not prose), the ones
 * that are code (class names, CSS, paths, keys) left out.
 */
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..')

function filesUnder(dir: string): string[] {
  return readdirSync(path.join(root, dir)).flatMap((name) => {
    const relative = `${dir}/${name}`
    if (statSync(path.join(root, relative)).isDirectory()) return filesUnder(relative)
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) ? [relative] : []
  })
}

/** Modules that are not named copy or messages but hold texts customers read (labels, errors, SMS). */
const CUSTOMER_COPY_ELSEWHERE = [
  'src/domain/workflow/project-status.ts',
  'src/domain/workflow/transitions.ts',
  'src/domain/workflow/can-move.ts',
  'src/domain/workflow/history.ts',
  'src/domain/accounts/errors.ts',
  'src/domain/accounts/erasure.ts',
  'src/domain/folders/folder-tree.ts',
  'src/domain/password/password-policy.ts',
  'src/domain/catalogue/style-choice.ts',
  'src/domain/errors.ts',
  'src/domain/booking/appointment-place.ts',
  'src/domain/one-time-code/one-time-code.ts',
  'src/domain/signature/signature.ts',
  'src/platform/sms/templates.ts',
  'collections/uploads/file-kinds.ts',
]

/** A module whose strings are customer-facing copy: by name, or by place (mail, PDF, the seeded texts and documents). */
const isCopyModule = (file: string) =>
  /(^|\/)([\w-]*-)?(copy|messages[\w-]*)\.ts$/.test(file) ||
  /^src\/platform\/(mail|pdf)\//.test(file) ||
  /^seed\/(content|documents)\//.test(file) ||
  file === 'seed/catalogue.ts' ||
  /^src\/server\/.*emails?[\w.-]*\.ts$/.test(file) ||
  CUSTOMER_COPY_ELSEWHERE.includes(file)

export const COPY_MODULES = [...filesUnder('src'), ...filesUnder('collections'), ...filesUnder('seed')].filter(isCopyModule).sort()

/** Attributes and properties whose value is code, not words: class names, styles, addresses, keys. */
const CODE_NAMES = new Set(['className', 'class', 'style', 'href', 'src', 'id', 'key', 'slug', 'path', 'url', 'collection', 'relationTo', 'variant', 'mimeType', 'filename', 'icon', 'autoComplete', 'inputMode', 'role', 'rel', 'target', 'lang', 'locale', 'timeZone'])

/** Block elements, whose tags separate words; other tags (<strong>, <sup>) sit inside a word or a phrase. */
const BLOCK_TAG = /<\/?(?:p|br|li|ul|ol|tr|td|th|table|div|h[1-6]|head|body|html|title|meta)\b[^>]*>/gi

/** The words of a literal as a reader gets them: HTML tags taken out, block tags as line breaks. */
function wordsOf(text: string): string {
  return text.replace(BLOCK_TAG, '\n').replace(/<[^>]*>/g, '').replace(/^<!doctype html>/i, '')
}

/** Inline CSS: lowercase properties stuck to their colon, values with a number, a colour or a unit. */
function isCss(text: string): boolean {
  const declarations = text.split(';').filter((declaration) => declaration.trim())
  return declarations.every((declaration) => /^\s*[a-z-]+:[^:]*$/.test(declaration)) && declarations.some((declaration) => /\d|#|px|em\b/.test(declaration))
}

/**
 * Whether a literal is code rather than words: no letter, one token not starting with a capital (a key, a
 * path, a class, an address), CSS, an HTTP header's parameters, or class names only.
 */
function isCode(words: string): boolean {
  const trimmed = words.trim()
  if (!/\p{L}/u.test(trimmed)) return true
  if (!/\s/.test(trimmed) && !/^\p{Lu}/u.test(trimmed)) return true
  if (isCss(trimmed)) return true
  if (/^[\w/.+-]+;\s*[\w*-]+=/.test(trimmed)) return true
  return trimmed.split(/\s+/).every((token) => /^[a-z0-9:/[\]().#%_!-]+$/.test(token) && /[-:/[]/.test(token))
}

/** The name a literal is given to (`className="…"`, `style: '…'`), when it is an attribute or a property value. */
function givenName(node: ts.Node): string | undefined {
  const parent = ts.isJsxExpression(node.parent) ? node.parent.parent : node.parent
  if (ts.isJsxAttribute(parent)) return parent.name.getText()
  if (ts.isPropertyAssignment(parent) && parent.initializer === node) return parent.name.getText().replace(/['"]/g, '')
  return undefined
}

/** Whether a literal sits where only code goes: an import, a type, a key, an index, a comparison, a RegExp. */
function isInCodePosition(node: ts.Node): boolean {
  const parent = node.parent
  if (ts.isImportDeclaration(parent) || ts.isExportDeclaration(parent) || ts.isLiteralTypeNode(parent) || ts.isExternalModuleReference(parent)) return true
  if ((ts.isPropertyAssignment(parent) || ts.isPropertySignature(parent) || ts.isPropertyDeclaration(parent)) && parent.name === node) return true
  if (ts.isElementAccessExpression(parent) && parent.argumentExpression === node) return true
  if (ts.isBinaryExpression(parent) && [ts.SyntaxKind.EqualsEqualsEqualsToken, ts.SyntaxKind.ExclamationEqualsEqualsToken, ts.SyntaxKind.InKeyword].includes(parent.operatorToken.kind)) return true
  if (ts.isCaseClause(parent)) return true
  // A developer's error (Error, RangeError, TypeError) or a log line for developers: not read by customers.
  if (ts.isNewExpression(parent) && /^(Error|RangeError|TypeError)$/.test(parent.expression.getText())) return true
  if ((ts.isCallExpression(parent) || ts.isNewExpression(parent)) && /\b(RegExp|require|import|querySelector\w*|getAttribute|setAttribute|addEventListener|startsWith|endsWith|includes|split|join|replace\w*|padStart|padEnd|toLocale\w+|DateTimeFormat|NumberFormat)$/.test(parent.expression.getText())) return true
  const name = givenName(node)
  return name !== undefined && CODE_NAMES.has(name)
}

/** A text of a copy module: where its literal starts (line, and offset in the file) and its words. */
export type Prose = { line: number; start: number; text: string }

/** The prose of a file: its literals' texts (a template's holes written as « x »), each with its line. */
export function proseOf(file: string): Prose[] {
  const source = ts.createSourceFile(file, readFileSync(path.join(root, file), 'utf8'), ts.ScriptTarget.Latest, true, file.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS)
  const found: Prose[] = []
  const add = (node: ts.Node, text: string) => {
    const words = wordsOf(text)
    if (!isInCodePosition(node) && !isCode(words)) found.push({ line: source.getLineAndCharacterOfPosition(node.getStart()).line + 1, start: node.getStart(), text: words })
  }
  const visit = (node: ts.Node) => {
    if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) add(node, node.text)
    else if (ts.isTemplateExpression(node)) add(node, [node.head.text, ...node.templateSpans.map((span) => `x${span.literal.text}`)].join(''))
    else if (ts.isJsxText(node)) add(node, node.text.replace(/\s+/g, ' '))
    if (ts.isTemplateExpression(node)) node.templateSpans.forEach((span) => visit(span.expression))
    else ts.forEachChild(node, visit)
  }
  visit(source)
  return found
}

export function mistakesIn(files: string[]): string[] {
  return files.flatMap((file) =>
    proseOf(file).flatMap(({ line, text }) => typographyMistakes(text).map((mistake) => `${file}:${line}: ${mistake.rule}: ${mistake.excerpt}`)),
  )
}

