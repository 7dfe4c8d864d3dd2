/**
 * The rich-text answer (type 5) keeps a small allow-list of markup and nothing else: tags outside the list
 * are dropped (their text kept), attributes are never kept, and any other '<' or '>' is escaped. Used by
 * the browser before showing or sending an answer and by the server before storing it.
 */
const ALLOWED_TAGS = new Set(['p', 'br', 'strong', 'b', 'em', 'i', 'u', 'ul', 'ol', 'li'])
const VOID_TAGS = new Set(['br'])
const TAG = /<\s*(\/?)\s*([a-zA-Z][a-zA-Z0-9]*)\b[^<>]*>/g
/** Elements whose content is code or markup, never text: dropped with their content. */
const DROPPED_WITH_CONTENT = /<\s*(script|style|iframe|object|embed|template|noscript)\b[^]*?<\s*\/\s*\1\s*>/gi

function escapeText(text: string): string {
  return text.replace(/</g, '&lt;').replace(/>/g, '&gt;')
}

/** The sanitised markup of a rich-text answer. */
export function sanitizeRichText(html: string): string {
  const withoutCode = html.replace(DROPPED_WITH_CONTENT, '')
  let result = ''
  let last = 0
  for (const match of withoutCode.matchAll(TAG)) {
    result += escapeText(withoutCode.slice(last, match.index))
    last = match.index + match[0].length
    const isClosing = match[1] === '/'
    const tag = (match[2] ?? '').toLowerCase()
    if (!ALLOWED_TAGS.has(tag)) continue
    if (VOID_TAGS.has(tag)) result += isClosing ? '' : `<${tag}>`
    else result += isClosing ? `</${tag}>` : `<${tag}>`
  }
  return result + escapeText(withoutCode.slice(last))
}
