import type { PayloadRequest } from 'payload'
import { slugs } from '../slugs.ts'

/** How many stored answers cite this question (every project, every part), whoever asks. */
export async function answerCount(req: PayloadRequest, questionId: number | string): Promise<number> {
  const { totalDocs } = await req.payload.count({ collection: slugs.responses, where: { question: { equals: questionId } }, overrideAccess: true, req })
  return totalDocs
}
