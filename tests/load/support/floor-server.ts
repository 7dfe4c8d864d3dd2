/**
 * The physical floor of GET /v1/project/list/all: a bare node:http server that reads the same page from the
 * same SQLite file with node:sqlite (synchronous, prepared statements), and nothing else: no framework, no
 * router, no JWT (the user is named by an `x-user-id` header and read by id, as the session lookup does),
 * no access layer. Same SQL work as the app: the user, the count, the page of projects newest first with
 * their owner's name and folder name, their rooms and their photos; the same JSON envelope.
 *
 *   node tests/load/support/floor-server.ts <sqlite file> <port>
 */
import { createServer } from 'node:http'
import { DatabaseSync } from 'node:sqlite'

const [file, port] = process.argv.slice(2)
if (!file || !port) throw new Error('usage: floor-server.ts <sqlite file> <port>')

const db = new DatabaseSync(file, { readOnly: true })
const PAGE_SIZE = 12

const userById = db.prepare('SELECT id, role, email, first_name, last_name FROM users WHERE id = ?')
const countAll = db.prepare('SELECT count(*) AS total FROM projects')
const countOwned = db.prepare('SELECT count(*) AS total FROM projects WHERE owner_id = ?')
const columns = `p.id, p.title, p.status, p.address, p.surface, p.apartment_type, p.room_count, p.image_id, p.style_id, p.quiz_id,
  p.estimate_shown, p.owner_id, p.folder_id, u.first_name, u.last_name, u.email, f.name AS folder_name, img.filename AS image_filename`
const joins = 'LEFT JOIN users u ON u.id = p.owner_id LEFT JOIN folders f ON f.id = p.folder_id LEFT JOIN files img ON img.id = p.image_id'
const pageAll = db.prepare(`SELECT ${columns} FROM projects p ${joins} ORDER BY p.created_at DESC LIMIT ? OFFSET ?`)
const pageOwned = db.prepare(`SELECT ${columns} FROM projects p ${joins} WHERE p.owner_id = ? ORDER BY p.created_at DESC LIMIT ? OFFSET ?`)

type Row = Record<string, string | number | null>

function roomsAndPhotos(ids: number[]): { rooms: Map<number, Row[]>; photos: Map<number, number[]> } {
  const rooms = new Map<number, Row[]>()
  const photos = new Map<number, number[]>()
  if (ids.length === 0) return { rooms, photos }
  const marks = ids.map(() => '?').join(',')
  for (const room of db.prepare(`SELECT * FROM projects_rooms WHERE _parent_id IN (${marks}) ORDER BY _order`).all(...ids) as Row[]) {
    const parent = Number(room._parent_id)
    rooms.set(parent, [...(rooms.get(parent) ?? []), room])
  }
  for (const rel of db.prepare(`SELECT parent_id, files_id FROM projects_rels WHERE path = 'photos' AND parent_id IN (${marks}) ORDER BY "order"`).all(...ids) as Row[]) {
    const parent = Number(rel.parent_id)
    photos.set(parent, [...(photos.get(parent) ?? []), Number(rel.files_id)])
  }
  return { rooms, photos }
}

const str = (value: string | number | null | undefined) => (value === null || value === undefined ? null : String(value))

function list(userId: number, page: number) {
  const user = userById.get(userId) as Row | undefined
  if (!user) return null
  const staff = user.role !== 'customer'
  const offset = (page - 1) * PAGE_SIZE
  const { total } = (staff ? countAll.get() : countOwned.get(userId)) as { total: number }
  const rows = (staff ? pageAll.all(PAGE_SIZE, offset) : pageOwned.all(userId, PAGE_SIZE, offset)) as Row[]
  const { rooms, photos } = roomsAndPhotos(rows.map((row) => Number(row.id)))
  const data = rows.map((row) => ({
    project_id: String(row.id),
    project_title: row.title ?? `Projet nº ${row.id}`,
    project_visa: Number(row.status),
    project_address: row.address ?? '',
    project_surface: row.surface,
    project_apparttype: row.apartment_type === null ? null : Number(row.apartment_type),
    project_nbrpiece: row.room_count,
    project_pieces: JSON.stringify((rooms.get(Number(row.id)) ?? []).map((room) => ({ piece_id: room.piece_id ?? '', piece_value: room.value ?? '', piece_title: room.title ?? '', piece_nbr: room.count ?? 0, piece_surface: room.surface ?? 0, piece_renovation: str(room.renovation_level_id) ?? '' }))),
    project_photos: (photos.get(Number(row.id)) ?? []).map(String),
    project_img: row.image_filename,
    project_estimatifshowed: row.estimate_shown ? 1 : 0,
    fk_project_style: str(row.style_id),
    fk_project_quizz: str(row.quiz_id),
    user: str(row.owner_id),
    owner_name: [row.first_name, row.last_name].filter(Boolean).join(' ') || (row.email ?? ''),
    folder_id: str(row.folder_id),
  }))
  return { s: 1, payload: { data, total, page, pageSize: PAGE_SIZE } }
}

createServer((request, response) => {
  const url = new URL(request.url ?? '/', 'http://floor')
  const userId = Number(request.headers['x-user-id'])
  const body = url.pathname === '/v1/project/list/all' && Number.isInteger(userId) ? list(userId, Math.max(1, Number(url.searchParams.get('p') ?? 1))) : null
  response.writeHead(body ? 200 : 404, { 'content-type': 'application/json' })
  response.end(JSON.stringify(body ?? { s: 0 }))
}).listen(Number(port), '127.0.0.1')
