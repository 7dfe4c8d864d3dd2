import { DatabaseSync } from 'node:sqlite'
import { MongoClient, ObjectId, type Document } from 'mongodb'
import pg from 'pg'

/**
 * Fills a seeded database (the app stopped) with a production-sized history by direct inserts: PROJECTS
 * projects owned by CUSTOMERS customers (PROJECTS / CUSTOMERS each), with RESPONSES_PER_PROJECT answers
 * each. Much faster than the Local API (seconds instead of tens of minutes); the rows are those the app
 * writes (same tables, columns and unique keys; on MongoDB the documents Payload's adapter writes: camelCase
 * fields, ObjectId relations, Date timestamps), without the hooks' side effects (history entries, folders,
 * mails), which the project list does not read. The same history on each database:
 *
 * - insertBulkData: a SQLite file, node:sqlite, one transaction;
 * - insertBulkDataPostgres: a PostgreSQL database, `pg`, one transaction, multi-row inserts;
 * - insertBulkDataMongo: a MongoDB database, the `mongodb` driver, ordered insertMany batches.
 */
export type BulkCounts = { customers: number; projects: number; responsesPerProject: number }

export type BulkResult = BulkCounts & { responses: number; ms: number }

/** What is inserted, whatever the database: two years of history, oldest first, so that ids and creation dates grow together. */
function history(counts: BulkCounts) {
  const span = 2 * 365 * 24 * 3600 * 1000
  const first = Date.now() - span
  return {
    customer: (c: number) => ({ firstName: `Client${c}`, lastName: `Charge${c}`, email: `charge-${c}@exemple.fr`, at: new Date(first + (c / counts.customers) * span) }),
    project: (p: number) => ({
      title: `Rénovation ${p}`,
      owner: p % counts.customers,
      status: p % 13,
      address: `${1 + (p % 120)} rue de la Charge, 75011 Paris`,
      surface: 30 + (p % 90),
      apartmentType: String(p % 4),
      roomCount: 1 + (p % 5),
      at: new Date(first + (p / counts.projects) * span),
    }),
    /** The r-th answer of project p, on the question at `r % questionCount`. */
    response: (p: number, r: number, questionCount: number) => ({ question: r % questionCount, part: r < questionCount ? '' : `part-${Math.floor(r / questionCount)}`, value: `valeur ${p}-${r}` }),
  }
}

type Question = { id: number | string; variable: string | null }

/** The label the app stores with an answer (src/server/questionnaire/answers.server.ts). */
const labelOf = (question: Question) => question.variable || `question_${question.id}`

export function insertBulkData(file: string, counts: BulkCounts): BulkResult {
  const startedAt = performance.now()
  const db = new DatabaseSync(file)
  const make = history(counts)
  try {
    const quiz = db.prepare('SELECT id FROM quizzes ORDER BY id LIMIT 1').get() as { id: number } | undefined
    if (!quiz) throw new Error(`no questionnaire in ${file}: seed it first`)
    const questions = db.prepare('SELECT id, variable FROM questions ORDER BY id').all() as Question[]
    if (questions.length === 0) throw new Error(`no question in ${file}: seed it first`)

    const insertUser = db.prepare(
      `INSERT INTO users (first_name, last_name, role, is_active, email, created_from_questionnaire, created_at, updated_at)
       VALUES (?, ?, 'customer', 1, ?, 1, ?, ?)`,
    )
    const insertProject = db.prepare(
      `INSERT INTO projects (title, owner_id, status, quiz_id, address, surface, apartment_type, room_count, estimate_shown, created_at, updated_at)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, 0, ?, ?)`,
    )
    const insertResponse = db.prepare(
      `INSERT INTO responses (project_id, question_id, quiz_id, part, label, value, owner_id, created_at, updated_at)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    )
    db.exec('BEGIN')
    const ownerIds: number[] = []
    for (let c = 0; c < counts.customers; c++) {
      const customer = make.customer(c)
      const at = customer.at.toISOString()
      const { lastInsertRowid } = insertUser.run(customer.firstName, customer.lastName, customer.email, at, at)
      ownerIds.push(Number(lastInsertRowid))
    }
    let responses = 0
    for (let p = 0; p < counts.projects; p++) {
      const project = make.project(p)
      const at = project.at.toISOString()
      const ownerId = ownerIds[project.owner] as number
      const { lastInsertRowid } = insertProject.run(project.title, ownerId, project.status, quiz.id, project.address, project.surface, project.apartmentType, project.roomCount, at, at)
      const projectId = Number(lastInsertRowid)
      for (let r = 0; r < counts.responsesPerProject; r++) {
        const response = make.response(p, r, questions.length)
        const question = questions[response.question] as Question
        insertResponse.run(projectId, question.id, quiz.id, response.part, labelOf(question), response.value, ownerId, at, at)
        responses++
      }
    }
    db.exec('COMMIT')
    return { ...counts, responses, ms: performance.now() - startedAt }
  } finally {
    db.close()
  }
}

/** `INSERT INTO table (columns) VALUES (…), (…) RETURNING id` for many rows at once (pg's numbered parameters). */
async function insertRows(client: pg.Client, table: string, columns: string[], rows: unknown[][], returning: boolean): Promise<number[]> {
  const ids: number[] = []
  const perBatch = Math.floor(30_000 / columns.length)
  for (let start = 0; start < rows.length; start += perBatch) {
    const batch = rows.slice(start, start + perBatch)
    const values = batch.map((_, i) => `(${columns.map((__, j) => `$${i * columns.length + j + 1}`).join(', ')})`).join(', ')
    const result = await client.query<{ id: number }>(`INSERT INTO ${table} (${columns.join(', ')}) VALUES ${values}${returning ? ' RETURNING id' : ''}`, batch.flat())
    // NOTE: a multi-row INSERT … RETURNING gives its rows in VALUES order in PostgreSQL (one plan, one scan).
    if (returning) ids.push(...result.rows.map((row) => Number(row.id)))
  }
  return ids
}

export async function insertBulkDataPostgres(uri: string, counts: BulkCounts): Promise<BulkResult> {
  const startedAt = performance.now()
  const make = history(counts)
  const client = new pg.Client({ connectionString: uri })
  await client.connect()
  try {
    const quiz = (await client.query<{ id: number }>('SELECT id FROM quizzes ORDER BY id LIMIT 1')).rows[0]
    if (!quiz) throw new Error('no questionnaire in the PostgreSQL database: seed it first')
    const questions = (await client.query<Question>('SELECT id, variable FROM questions ORDER BY id')).rows
    if (questions.length === 0) throw new Error('no question in the PostgreSQL database: seed it first')
    await client.query('BEGIN')
    const ownerIds = await insertRows(
      client,
      'users',
      ['first_name', 'last_name', 'role', 'is_active', 'email', 'created_from_questionnaire', 'created_at', 'updated_at'],
      Array.from({ length: counts.customers }, (_, c) => {
        const customer = make.customer(c)
        return [customer.firstName, customer.lastName, 'customer', true, customer.email, true, customer.at, customer.at]
      }),
      true,
    )
    const projects = Array.from({ length: counts.projects }, (_, p) => make.project(p))
    const projectIds = await insertRows(
      client,
      'projects',
      ['title', 'owner_id', 'status', 'quiz_id', 'address', 'surface', 'apartment_type', 'room_count', 'estimate_shown', 'created_at', 'updated_at'],
      projects.map((project) => [project.title, ownerIds[project.owner], project.status, quiz.id, project.address, project.surface, project.apartmentType, project.roomCount, false, project.at, project.at]),
      true,
    )
    const responseRows: unknown[][] = []
    projects.forEach((project, p) => {
      for (let r = 0; r < counts.responsesPerProject; r++) {
        const response = make.response(p, r, questions.length)
        const question = questions[response.question] as Question
        responseRows.push([projectIds[p], question.id, quiz.id, response.part, labelOf(question), response.value, ownerIds[project.owner], project.at, project.at])
      }
    })
    await insertRows(client, 'responses', ['project_id', 'question_id', 'quiz_id', 'part', 'label', 'value', 'owner_id', 'created_at', 'updated_at'], responseRows, false)
    await client.query('COMMIT')
    return { ...counts, responses: responseRows.length, ms: performance.now() - startedAt }
  } catch (error) {
    await client.query('ROLLBACK').catch(() => {})
    throw error
  } finally {
    await client.end()
  }
}

/** Ordered insertMany in batches (a few thousand documents per round trip). */
async function insertDocuments(client: MongoClient, dbName: string, collection: string, documents: Document[]): Promise<void> {
  const target = client.db(dbName).collection(collection)
  for (let start = 0; start < documents.length; start += 2_000) await target.insertMany(documents.slice(start, start + 2_000), { ordered: true })
}

/**
 * The documents Payload's MongoDB adapter writes for the same history, in the shape of the seeded ones
 * (a seeded customer, project and answer were read from jongodb to copy it): the fields the SQL rows set,
 * camelCase, relations as ObjectId, createdAt/updatedAt as Date first, the defaults Payload fills in
 * (sendNotifications, loginAttempts, promoPrice, promoDiscount), rooms and photos empty, `__v: 0`.
 */
export async function insertBulkDataMongo(uri: string, counts: BulkCounts): Promise<BulkResult> {
  const startedAt = performance.now()
  const make = history(counts)
  const client = new MongoClient(uri)
  await client.connect()
  try {
    const dbName = client.db().databaseName
    const db = client.db(dbName)
    const quiz = await db.collection('quizzes').find({}, { projection: { _id: 1 } }).sort({ _id: 1 }).limit(1).next()
    if (!quiz) throw new Error('no questionnaire in the MongoDB database: seed it first')
    const questions = await db.collection('questions').find({}, { projection: { _id: 1, variable: 1 } }).sort({ _id: 1 }).toArray()
    if (questions.length === 0) throw new Error('no question in the MongoDB database: seed it first')

    const users = Array.from({ length: counts.customers }, (_, c) => {
      const customer = make.customer(c)
      return {
        _id: new ObjectId(),
        createdAt: customer.at,
        updatedAt: customer.at,
        firstName: customer.firstName,
        lastName: customer.lastName,
        role: 'customer',
        isActive: true,
        sendNotifications: true,
        createdFromQuestionnaire: true,
        email: customer.email,
        loginAttempts: 0,
        __v: 0,
      }
    })
    await insertDocuments(client, dbName, 'users', users)
    const projects = Array.from({ length: counts.projects }, (_, p) => {
      const project = make.project(p)
      return {
        _id: new ObjectId(),
        createdAt: project.at,
        updatedAt: project.at,
        title: project.title,
        owner: users[project.owner]?._id,
        status: project.status,
        quiz: quiz._id,
        address: project.address,
        surface: project.surface,
        apartmentType: project.apartmentType,
        roomCount: project.roomCount,
        rooms: [],
        photos: [],
        estimateShown: false,
        promoPrice: 700,
        promoDiscount: -200,
        __v: 0,
      }
    })
    await insertDocuments(client, dbName, 'projects', projects)
    let responses = 0
    let batch: Document[] = []
    for (const [p, project] of projects.entries()) {
      for (let r = 0; r < counts.responsesPerProject; r++) {
        const response = make.response(p, r, questions.length)
        const question = questions[response.question] as (typeof questions)[number]
        batch.push({
          _id: new ObjectId(),
          createdAt: project.createdAt,
          updatedAt: project.updatedAt,
          project: project._id,
          question: question._id,
          quiz: quiz._id,
          part: response.part,
          label: labelOf({ id: question._id.toHexString(), variable: (question.variable as string | undefined) ?? null }),
          value: response.value,
          owner: project.owner,
          __v: 0,
        })
        responses++
      }
      if (batch.length >= 20_000) {
        await insertDocuments(client, dbName, 'responses', batch)
        batch = []
      }
    }
    await insertDocuments(client, dbName, 'responses', batch)
    return { ...counts, responses, ms: performance.now() - startedAt }
  } finally {
    await client.close()
  }
}
