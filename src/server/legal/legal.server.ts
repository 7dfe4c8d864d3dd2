import type { Payload } from 'payload'
import { convertLexicalToHTML } from '@payloadcms/richtext-lexical/html'
import type { HTMLConverter } from '@payloadcms/richtext-lexical/html'
import type { SerializedInlineBlockNode } from '@payloadcms/richtext-lexical'
import type { SerializedEditorState } from '@payloadcms/richtext-lexical/lexical'
import { globalSlugs } from '../../../collections/slugs.ts'
import { COMMITMENT_VALUE_BLOCK } from '../../../collections/Params/commitment-value-block.ts'
import type { LegalTextKey } from '../../domain/legal/index.ts'
import { commitmentText, isCommitmentPlaceholder, type Commitments } from '../../domain/commitments/index.ts'
import { escapeHtml } from '../../platform/mail/layout.ts'
import { readCommitments } from '../commitments/commitments.server.ts'

export type LegalTexts = { cgu: string; cgv: string }

/**
 * A placeholder's current value, escaped like any text of the page. NOTE: a key that no longer exists (a
 * placeholder saved before its key was retired) renders nothing rather than failing the whole page; it is logged.
 */
function commitmentValueConverter(commitments: Commitments, payload: Payload): HTMLConverter<SerializedInlineBlockNode> {
  return ({ node }) => {
    const { key } = node.fields
    if (isCommitmentPlaceholder(key)) return escapeHtml(commitmentText(commitments, key))
    payload.logger.error({ key }, 'Texte légal : une valeur insérée ne correspond à aucune donnée de l’entreprise ou des conditions')
    return ''
  }
}

/** Rich text from the CMS as HTML: text is escaped and link URLs sanitised by Payload's converter; placeholders show the current values. */
function toHtml(value: unknown, { commitments, payload }: { commitments: Commitments; payload: Payload }): string {
  if (!value) return ''
  return convertLexicalToHTML({
    data: value as SerializedEditorState,
    disableContainer: true,
    converters: ({ defaultConverters }) => ({ ...defaultConverters, inlineBlocks: { [COMMITMENT_VALUE_BLOCK]: commitmentValueConverter(commitments, payload) } }),
  })
}

const readParams = (payload: Payload) => payload.findGlobal({ slug: globalSlugs.params, depth: 0, overrideAccess: false })

/** The terms of use and of sale as marketing published them (spec: Params, CGU and CGV texts; GET /v1/params/all). */
export async function legalTexts(payload: Payload): Promise<LegalTexts> {
  const [params, commitments] = await Promise.all([readParams(payload), readCommitments(payload)])
  return { cgu: toHtml(params.cgu, { commitments, payload }), cgv: toHtml(params.cgv, { commitments, payload }) }
}

/** One legal text as HTML, for its page ('' while marketing has not published it). */
export async function legalText(payload: Payload, key: LegalTextKey): Promise<string> {
  const [params, commitments] = await Promise.all([readParams(payload), readCommitments(payload)])
  return toHtml(params[key], { commitments, payload })
}
