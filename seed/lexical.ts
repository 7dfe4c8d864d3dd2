import { randomBytes } from 'node:crypto'
import type { LegalDocument } from './content/legal.ts'
import { COMMITMENT_VALUE_BLOCK } from '../collections/Params/commitment-value-block.ts'
import { isCommitmentPlaceholder } from '../src/domain/commitments/index.ts'

/**
 * Builds the Lexical editor state that Payload's rich text field stores (the same JSON the admin's editor
 * saves): a root of headings, paragraphs and bullet lists made of text nodes, every node at version 1. A
 * `{{key}}` in a text becomes the inline block that shows the company's or the terms' current value.
 */

type TextNode = { type: 'text'; text: string; format: number; detail: 0; mode: 'normal'; style: ''; version: 1 }
type InlineBlockNode = { type: 'inlineBlock'; fields: { id: string; blockName: ''; blockType: typeof COMMITMENT_VALUE_BLOCK; key: string }; version: 1 }
type InlineNode = TextNode | InlineBlockNode
type ElementBase = { direction: 'ltr'; format: ''; indent: 0; version: 1 }
type ParagraphNode = ElementBase & { type: 'paragraph'; children: InlineNode[]; textFormat: 0; textStyle: '' }
type HeadingNode = ElementBase & { type: 'heading'; tag: 'h2' | 'h3'; children: TextNode[] }
type ListItemNode = ElementBase & { type: 'listitem'; value: number; children: InlineNode[] }
type ListNode = ElementBase & { type: 'list'; listType: 'bullet'; tag: 'ul'; start: 1; children: ListItemNode[] }
type BlockNode = ParagraphNode | HeadingNode | ListNode

export type LexicalState = { root: ElementBase & { type: 'root'; children: BlockNode[] } }

const ELEMENT: ElementBase = { direction: 'ltr', format: '', indent: 0, version: 1 }
/** Lexical's text format bit for bold. */
const BOLD = 1

function text(value: string, format = 0): TextNode {
  return { type: 'text', text: value, format, detail: 0, mode: 'normal', style: '', version: 1 }
}

const PLACEHOLDER = /\{\{(\w+)\}\}/g

/** A text with `{{key}}` placeholders as text nodes and value blocks; an unknown key is a mistake in the seed. */
export function inline(value: string, format = 0): InlineNode[] {
  return value.split(PLACEHOLDER).flatMap((part, index): InlineNode[] => {
    if (index % 2 === 0) return part ? [text(part, format)] : []
    if (!isCommitmentPlaceholder(part)) throw new Error(`Unknown placeholder {{${part}}} in a seeded legal text`)
    // NOTE: Payload gives every block an id (ObjectID-like, 24 hex digits); the editor would give one on save.
    return [{ type: 'inlineBlock', fields: { id: randomBytes(12).toString('hex'), blockName: '', blockType: COMMITMENT_VALUE_BLOCK, key: part }, version: 1 }]
  })
}

export function paragraph(...children: InlineNode[]): ParagraphNode {
  return { ...ELEMENT, type: 'paragraph', children, textFormat: 0, textStyle: '' }
}

export function heading(value: string, tag: 'h2' | 'h3' = 'h2'): HeadingNode {
  return { ...ELEMENT, type: 'heading', tag, children: [text(value)] }
}

export function bulletList(items: readonly string[]): ListNode {
  return {
    ...ELEMENT,
    type: 'list',
    listType: 'bullet',
    tag: 'ul',
    start: 1,
    children: items.map((item, index) => ({ ...ELEMENT, type: 'listitem', value: index + 1, children: inline(item) })),
  }
}

export function editorState(children: BlockNode[]): LexicalState {
  return { root: { ...ELEMENT, type: 'root', children } }
}

/** A legal document as rich text: its date, preamble, then one h2 per article. */
export function legalDocumentToLexical(document: LegalDocument): LexicalState {
  const children: BlockNode[] = [
    paragraph(text('Dernière mise à jour : ', BOLD), text(document.updatedOn)),
    paragraph(...inline(document.preamble)),
  ]
  for (const article of document.articles) {
    children.push(heading(article.heading))
    for (const block of article.blocks) {
      children.push('paragraph' in block ? paragraph(...inline(block.paragraph)) : bulletList(block.list))
    }
  }
  return editorState(children)
}
