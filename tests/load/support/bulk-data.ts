import { DatabaseSync } from 'node:sqlite'

/**
 * Fills a seeded SQLite database (the app stopped) with a production-sized history by direct SQL inserts
 * in one transaction: PROJECTS projects owned by CUSTOMERS customers (PROJECTS / CUSTOMERS each), with
 * RESPONSES_PER_PROJECT answers each. Much faster than the Local API (seconds instead of tens of minutes);
 * the rows are those the app writes (same tables, columns and unique keys), without the hooks' side
 * effects (history entries, folders, mails), which the project list does not read.
 */
export type BulkCounts = { customers: number; projects: number; responsesPerProject: number }

export type BulkResult = BulkCounts & { responses: number; ms: number }

export function insertBulkData(file: string, counts: BulkCounts): BulkResult {
  const startedAt = performance.now()
  const db = new DatabaseSync(file)
  try {
    const quiz = db.prepare('SELECT id FROM quizzes ORDER BY id LIMIT 1').get() as { id: number } | undefined
    if (!quiz) throw new Error(`no questionnaire in ${file}: seed it first`)
    const questions = db.prepare('SELECT id, title FROM questions ORDER BY id').all() as { id: number; title: string }[]
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
    // Two years of history, oldest first, so that ids and creation dates grow together as in real life.
    const span = 2 * 365 * 24 * 3600 * 1000
    const first = Date.now() - span
    db.exec('BEGIN')
    const ownerIds: number[] = []
    for (let c = 0; c < counts.customers; c++) {
      const at = new Date(first + (c / counts.customers) * span).toISOString()
      const { lastInsertRowid } = insertUser.run(`Client${c}`, `Charge${c}`, `charge-${c}@exemple.fr`, at, at)
      ownerIds.push(Number(lastInsertRowid))
    }
    let responses = 0
    for (let p = 0; p < counts.projects; p++) {
      const at = new Date(first + (p / counts.projects) * span).toISOString()
      const ownerId = ownerIds[p % ownerIds.length] as number
      const { lastInsertRowid } = insertProject.run(
        `Rénovation ${p}`,
        ownerId,
        p % 13,
        quiz.id,
        `${1 + (p % 120)} rue de la Charge, 75011 Paris`,
        30 + (p % 90),
        String(p % 4),
        1 + (p % 5),
        at,
        at,
      )
      const projectId = Number(lastInsertRowid)
      for (let r = 0; r < counts.responsesPerProject; r++) {
        const question = questions[r % questions.length] as { id: number; title: string }
        const part = r < questions.length ? '' : `part-${Math.floor(r / questions.length)}`
        insertResponse.run(projectId, question.id, quiz.id, part, question.title, `valeur ${p}-${r}`, ownerId, at, at)
        responses++
      }
    }
    db.exec('COMMIT')
    return { ...counts, responses, ms: performance.now() - startedAt }
  } finally {
    db.close()
  }
}
