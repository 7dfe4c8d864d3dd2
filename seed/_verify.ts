import config from '../payload.config.ts'
import { getPayload } from 'payload'
import { checkQuestionnaire, resolvePath, validateStoredAnswer, type Questionnaire } from '../src/domain/questionnaire/index.ts'
import { readCredentials } from './accounts.ts'
import { env } from '../src/server/env.ts'

const payload = await getPayload({ config })
const counts: Record<string, number> = {}
for (const slug of ['users','projects','quizzes','questions','responses','zones','styles','levels','photos','folders','files','reports'] as const) counts[slug] = (await payload.count({ collection: slug })).totalDocs
console.log('counts', counts)
const quiz = (await payload.find({ collection: 'quizzes', draft: false, overrideAccess: false })).docs
console.log('public quizzes', quiz.map(q => [q.id, q.title, (q as any)._status]))
const questions = (await payload.find({ collection: 'questions', overrideAccess: false, limit: 100, sort: 'position', depth: 0 })).docs
console.log('public questions', questions.length)
const engine: Questionnaire = { id: String(quiz[0]!.id), questions: questions.map((q) => ({
  id: String(q.id), title: q.title, type: Number(q.type) as any, variable: q.variable ?? '', optional: !!q.optional,
  choices: (q.choices ?? []).map((c) => ({ value: c.value, title: c.title, hasInput: !!c.hasInput, ...(c.pieceId ? { pieceId: c.pieceId } : {}), ...(c.pieceValue ? { pieceValue: c.pieceValue } : {}), ...(c.pieceTitle ? { pieceTitle: c.pieceTitle } : {}),
    rules: (c.rules ?? []).map((r) => ({ noCondition: !!r.noCondition, goto: r.goto == null ? null : String(typeof r.goto === 'object' ? r.goto.id : r.goto), conditions: (r.conditions ?? []).map((k) => ({ questionId: String(typeof k.question === 'object' ? k.question.id : k.question), operator: k.operator as any, value: k.value ?? '', link: k.link as any })) })) })),
  rules: (q.rules ?? []).map((r) => ({ noCondition: !!r.noCondition, goto: r.goto == null ? null : String(typeof r.goto === 'object' ? r.goto.id : r.goto), conditions: (r.conditions ?? []).map((k) => ({ questionId: String(typeof k.question === 'object' ? k.question.id : k.question), operator: k.operator as any, value: k.value ?? '', link: k.link as any })) })),
})) }
console.log('check issues', checkQuestionnaire(engine))
const projects = (await payload.find({ collection: 'projects', depth: 0 })).docs
for (const p of projects) {
  const responses = (await payload.find({ collection: 'responses', where: { project: { equals: p.id } }, limit: 200, depth: 0 })).docs
  const answers: Record<string, string> = {}
  for (const r of responses) if (!r.part) answers[String(r.question)] = r.value ?? ''
  const path = resolvePath(engine, answers)
  const bad = engine.questions.filter(q => q.id in answers).map(q => ({ q: q.title.slice(0, 40), stored: answers[q.id], res: validateStoredAnswer(q, answers[q.id]) })).filter(x => !x.res.ok || x.res.value !== x.stored)
  console.log('project', p.id, p.title, 'status', p.status, 'responses', responses.length, 'path', path.stoppedAt, path.path.length, 'answered', Object.keys(answers).length, 'invalid', JSON.stringify(bad))
  console.log('  fields', { surface: p.surface, roomCount: p.roomCount, type: p.apartmentType, style: p.style, folder: p.folder, est: p.estimateFile, pres: p.presentationFile, quote: p.quoteFile, image: p.image, photos: p.photos, rooms: p.rooms?.length })
}
const files = (await payload.find({ collection: 'files', limit: 50, depth: 0 })).docs
console.log('files', files.map(f => `${f.kind}:${f.filename}:${f.mimeType}:${f.filesize}:owner=${f.owner}:folder=${f.folder}`))
const folders = (await payload.find({ collection: 'folders', limit: 50, depth: 0 })).docs
console.log('folders', folders.map(f => `${f.id}:${f.name}:parent=${f.parent}:owner=${f.owner}`))
const params = await payload.findGlobal({ slug: 'params', overrideAccess: false })
console.log('cgu blocks', (params.cgu as any)?.root?.children?.length, 'cgv blocks', (params.cgv as any)?.root?.children?.length)
const anonPhotos = await payload.find({ collection: 'photos', overrideAccess: false, limit: 1 })
console.log('anonymous photos visible', anonPhotos.totalDocs)
const styles = (await payload.find({ collection: 'styles', overrideAccess: false, limit: 50, depth: 0 })).docs
console.log('styles', styles.map(s => `${s.title}(${(s.photos ?? []).length})`).join(', '))
for (const a of readCredentials(env.dataDir) ?? []) {
  const r = await payload.login({ collection: 'users', data: { email: a.email, password: a.password } })
  console.log('login', a.email, !!r.token, r.user.role, r.user.isActive)
}
await payload.destroy(); process.exit(0)
