import type { Payload, PayloadRequest } from 'payload'
import { slugs } from '../slugs.ts'

/** How many stored answers cite this question (every project, every part), whoever asks. */
export async function answerCount(payload: Payload, { questionId, req }: { questionId: number | string; req?: PayloadRequest }): Promise<number> {
  const { totalDocs } = await payload.count({ collection: slugs.responses, where: { question: { equals: questionId } }, overrideAccess: true, req })
  return totalDocs
}
