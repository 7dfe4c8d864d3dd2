import { BlocksFeature, lexicalEditor } from '@payloadcms/richtext-lexical'
import { CommitmentValueBlock } from './commitment-value-block.ts'

/** The legal texts' editor: Payload's default features, and the company's and terms' values as inline blocks. */
export const legalTextEditor = lexicalEditor({
  features: ({ defaultFeatures }) => [...defaultFeatures, BlocksFeature({ inlineBlocks: [CommitmentValueBlock] })],
})
