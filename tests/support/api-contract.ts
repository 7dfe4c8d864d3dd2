/**
 * The HTTP API's contract: every call of spec section 7 that the product serves (the spec's client, not
 * the admin's), with its method, its path as the spec writes it, the parameters the spec names, who calls
 * it, the fields that client reads in the answer, and how to make the call on a test's data.
 *
 * tests/int/api-contract.test.ts makes every call as its actor and checks the answer (no 404/405, the
 * status, the fields read); it also checks that the README's 'API (/v1)' section lists exactly these
 * rows, so the two cannot drift.
 */

/** The records a contract run calls with (real ids, names and tokens of one test database). */
export type ContractWorld = {
  customer: { id: string; email: string; password: string; token: string }
  staffToken: string
  /** A customer account only the login row uses (a wrong try elsewhere cannot lock it). */
  loginAccount: { email: string; password: string }
  /** One-time link tokens (Payload's reset tokens) of inactive accounts: activation, link check, password reset. */
  activationToken: string
  linkCheckToken: string
  resetToken: string
  /** The customer's project at 3 (estimate and fee presentation attached, rooms priced, photos, documents, a response). */
  project: string
  estimateName: string
  reportProject: string
  photoId: string
  photoName: string
  documentId: string
  documentName: string
  folderId: string
  /** A response of answerProject. */
  responseId: string
  /** A project for each call that changes its state: accept the estimate (3), erase (1), sign (10). */
  acceptProject: string
  deleteProject: string
  signProject: string
  styleId: string
  /** The customer's project whose questionnaire is under way (1), with an answer (responseId). */
  answerProject: string
  /** The questionnaire's first question and a value of its choices. */
  firstQuestionId: string
  firstQuestionValue: string
  /** A visitor's project begun in 'this browser' (its cookie), for the sign-in from the questionnaire. */
  visitorProject: string
  visitorCookie: string
  /** A works report staff may delete through /adminapi/v1. */
  adminReport: string
  /** A SIRET the company register (a local fake speaking its JSON) knows. */
  knownSiret: string
  png: Uint8Array<ArrayBuffer>
  pdf: Uint8Array<ArrayBuffer>
}

export type ContractActor = 'visitor' | 'customer' | 'staff' | 'link'

/** How an answer comes: the JSON envelope, a file (PDF or image), or a server-sent events stream. */
export type ContractAnswer = 'json' | 'file' | 'stream'

export type ContractRequest = { path: string; body?: Record<string, unknown> | FormData; headers?: Record<string, string>; token?: string }

export type ContractRow = {
  section: 'Auth and user' | 'Questionnaire' | 'Project' | 'Folders' | 'Reports and params' | 'Admin' | 'Server stream'
  method: 'GET' | 'POST' | 'PATCH' | 'DELETE'
  /** The path as the spec (and the README) writes it, placeholders in braces. */
  path: string
  /** The parameters the spec names (query, form or JSON), as the README lists them. */
  params: string
  actor: ContractActor
  status: number
  answer: ContractAnswer
  /**
   * The fields the client reads, from the top of the JSON answer: 'payload.data[].zone_id' is the field
   * zone_id of the first item of payload.data (which must not be empty). A file answers its content type.
   */
  reads: string[]
  call: (world: ContractWorld) => ContractRequest
}

const form = (fields: Record<string, string>, files: Record<string, { bytes: Uint8Array<ArrayBuffer>; name: string; type: string }[]> = {}) => {
  const body = new FormData()
  for (const [name, value] of Object.entries(fields)) body.set(name, value)
  for (const [name, list] of Object.entries(files)) for (const file of list) body.append(name, new File([file.bytes], file.name, { type: file.type }))
  return body
}
const image = (world: ContractWorld, name = 'piece.png') => ({ bytes: world.png, name, type: 'image/png' })
const document = (world: ContractWorld, name = 'plan.pdf') => ({ bytes: world.pdf, name, type: 'application/pdf' })

const USER = ['user_id', 'user_email', 'user_firstname', 'user_lastname', 'user_phone', 'user_type', 'user_visa', 'user_img', 'user_sendnotif']
const PROJECT = ['project_id', 'project_title', 'project_visa', 'project_photos', 'project_pieces', 'project_surface', 'project_apparttype', 'project_nbrpiece', 'project_img', 'project_estimatifshowed', 'fk_project_style', 'user']
const REPORT = ['rapport_id', 'rapport_title', 'rapport_file', 'rapport_description']
const RESPONSE = ['response_id', 'response_label', 'response_value', 'response_visa', 'fk_response_quizztion', 'fk_response_quizz', 'fk_response_project', 'fk_response_user']
const STYLE = ['style_id', 'style_title', 'style_description', 'style_photos', 'style_visa', 'fk_style_user']
const PAGE = ['data', 'total', 'page', 'lastPage']
const under = (prefix: string, fields: string[]) => fields.map((field) => `${prefix}.${field}`)

export const API_CONTRACT: ContractRow[] = [
  // Auth and user
  {
    section: 'Auth and user', method: 'POST', path: '/v1/user/login', params: 'user_email, user_password', actor: 'visitor', status: 200, answer: 'json',
    reads: ['s', 'payload.access_token', ...under('payload.user', USER), 'access_token', 'user'],
    call: (w) => ({ path: '/v1/user/login', body: { user_email: w.loginAccount.email, user_password: w.loginAccount.password } }),
  },
  {
    section: 'Auth and user', method: 'POST', path: '/v1/user/register', params: 'query questionnaire=1|0; form data or JSON user_email, user_firstname, user_lastname, user_phone, accept_terms, user_password', actor: 'visitor', status: 200, answer: 'json',
    reads: ['s', 'token', 'user', 'error'],
    call: () => ({ path: '/v1/user/register?questionnaire=1', body: form({ user_email: `contrat-${Date.now()}@exemple.fr`, user_firstname: 'Léa', user_lastname: 'Martin', accept_terms: '1', user_password: 'Maison2026!abc' }) }),
  },
  { section: 'Auth and user', method: 'GET', path: '/v1/user/profile', params: '', actor: 'customer', status: 200, answer: 'json', reads: under('payload', USER), call: () => ({ path: '/v1/user/profile' }) },
  {
    section: 'Auth and user', method: 'POST', path: '/v1/user/update', params: 'form data user_firstname, user_lastname, user_phone, user_sendnotif, user_img', actor: 'customer', status: 200, answer: 'json',
    reads: under('payload', USER), call: () => ({ path: '/v1/user/update', body: form({ user_firstname: 'Camille' }) }),
  },
  {
    section: 'Auth and user', method: 'GET', path: '/v1/user/activate', params: 'the link’s token as the Authorization token (user_password in the query is refused: see POST /v1/user/reset/pass/{token})', actor: 'link', status: 200, answer: 'json',
    reads: ['payload.user_email', 'payload.user_visa', 'payload.password_token'], call: (w) => ({ path: '/v1/user/activate', token: w.activationToken }),
  },
  { section: 'Auth and user', method: 'POST', path: '/v1/user/forgot/pass', params: 'user_email', actor: 'visitor', status: 200, answer: 'json', reads: ['payload.message'], call: (w) => ({ path: '/v1/user/forgot/pass', body: { user_email: w.customer.email } }) },
  { section: 'Auth and user', method: 'GET', path: '/v1/user/recup/pass/{token}', params: '', actor: 'link', status: 200, answer: 'json', reads: ['payload.valid', 'payload.user_email'], call: (w) => ({ path: `/v1/user/recup/pass/${w.linkCheckToken}` }) },
  {
    section: 'Auth and user', method: 'POST', path: '/v1/user/reset/pass/{token}', params: 'user_password', actor: 'link', status: 200, answer: 'json',
    reads: ['payload.access_token', ...under('payload.user', USER)], call: (w) => ({ path: `/v1/user/reset/pass/${w.resetToken}`, body: { user_password: 'Nouveau2026!abc' } }),
  },
  {
    section: 'Auth and user', method: 'GET', path: '/v1/company/siret/{siret}', params: 'the public company register (recherche-entreprises), asked by the server', actor: 'customer', status: 200, answer: 'json',
    reads: ['payload.available', ...under('payload.company', ['siret', 'siren', 'name', 'address', 'postcode', 'city'])], call: (w) => ({ path: `/v1/company/siret/${w.knownSiret}` }),
  },
  // Phone add-account step (another helper): its row goes here.

  // Questionnaire
  {
    section: 'Questionnaire', method: 'GET', path: '/v1/project/quizz/questions', params: 'user_id, user_phone', actor: 'customer', status: 200, answer: 'json',
    reads: ['payload.quizztions[].quizztion_id', 'payload.quizztions[].quizztion_title', 'payload.quizztions[].quizztion_type', 'payload.quizztions[].quizztion_variable', 'payload.quizztions[].quizztion_data', 'payload.quizztions[].quizztion_img', 'payload.quizztions[].quizztion_facultatif', 'payload.quizz.quizz_id', 'payload.quizz.quizz_img', 'payload.quizz.quizz_img2', 'payload.quizz.quizz_subtitle'],
    call: (w) => ({ path: `/v1/project/quizz/questions?user_id=${w.customer.id}&user_phone=0612345678` }),
  },
  {
    section: 'Questionnaire', method: 'GET', path: '/v1/project/quizz/responses/{id}', params: 'user_id', actor: 'customer', status: 200, answer: 'json',
    reads: [...under('payload.responses[]', RESPONSE), 'payload.project.project_id'], call: (w) => ({ path: `/v1/project/quizz/responses/${w.project}?user_id=${w.customer.id}` }),
  },
  {
    section: 'Questionnaire', method: 'POST', path: '/v1/project/quizz/create/response', params: 'project_id, fk_response_quizztion, response_value (user_firstname, user_lastname, user_terms for the identity question)', actor: 'customer', status: 201, answer: 'json',
    reads: under('payload.response', RESPONSE), call: (w) => ({ path: '/v1/project/quizz/create/response', body: { project_id: -1, fk_response_quizztion: w.firstQuestionId, response_value: w.firstQuestionValue } }),
  },
  {
    section: 'Questionnaire', method: 'POST', path: '/v1/project/quizz/create/single/response', params: 'project_id, fk_response_quizztion, response_value', actor: 'customer', status: 200, answer: 'json',
    reads: under('payload.response', RESPONSE), call: (w) => ({ path: '/v1/project/quizz/create/single/response', body: { project_id: w.answerProject, fk_response_quizztion: w.firstQuestionId, response_value: w.firstQuestionValue } }),
  },
  { section: 'Questionnaire', method: 'POST', path: '/v1/project/check/response', params: 'project_id', actor: 'customer', status: 200, answer: 'json', reads: under('payload', RESPONSE), call: (w) => ({ path: '/v1/project/check/response', body: { project_id: w.project } }) },
  {
    section: 'Questionnaire', method: 'POST', path: '/v1/project/update/one/response', params: 'response_value, response_id', actor: 'customer', status: 200, answer: 'json',
    reads: under('payload.response', RESPONSE), call: (w) => ({ path: '/v1/project/update/one/response', body: { response_id: w.responseId, response_value: w.firstQuestionValue } }),
  },
  {
    section: 'Questionnaire', method: 'POST', path: '/v1/project/update/user/response/{projectId}', params: 'the visitor’s cookie and the new session', actor: 'customer', status: 200, answer: 'json',
    reads: ['payload.project.project_id', 'payload.project.user'], call: (w) => ({ path: `/v1/project/update/user/response/${w.visitorProject}`, headers: { Cookie: w.visitorCookie } }),
  },
  {
    section: 'Questionnaire', method: 'GET', path: '/v1/project/address/search', params: 'q (ours: the geocoding the spec’s client asks a maps service for, in French and in France)', actor: 'visitor', status: 200, answer: 'json',
    reads: ['payload.data', 'payload.available'], call: () => ({ path: `/v1/project/address/search?q=${encodeURIComponent('8 rue de Paradis Paris')}` }),
  },

  // Project
  { section: 'Project', method: 'POST', path: '/v1/project/create/{userId}', params: '', actor: 'customer', status: 201, answer: 'json', reads: under('payload', PROJECT), call: (w) => ({ path: `/v1/project/create/${w.customer.id}` }) },
  { section: 'Project', method: 'POST', path: '/v1/project/create', params: 'form data project_title', actor: 'customer', status: 201, answer: 'json', reads: under('payload', PROJECT), call: () => ({ path: '/v1/project/create', body: form({ project_title: 'Studio Oberkampf' }) }) },
  {
    section: 'Project', method: 'POST', path: '/v1/project/update/{id}', params: 'project_visa or form fields project_pieces, project_surface, project_apparttype, project_nbrpiece, fk_project_style, project_estimatifshowed', actor: 'customer', status: 200, answer: 'json',
    reads: under('payload', PROJECT), call: (w) => ({ path: `/v1/project/update/${w.project}`, body: form({ project_estimatifshowed: '1' }) }),
  },
  { section: 'Project', method: 'GET', path: '/v1/project/zone/all', params: 'p, div (5)', actor: 'customer', status: 200, answer: 'json', reads: [...under('payload', PAGE), 'payload.data[].zone_id', 'payload.data[].zone_title', 'payload.data[].zone_img'], call: () => ({ path: '/v1/project/zone/all?p=1&div=5' }) },
  { section: 'Project', method: 'GET', path: '/v1/project/style/all', params: 'p, div (5), custom', actor: 'customer', status: 200, answer: 'json', reads: ['payload.data', 'payload.lastPage', ...under('payload.data[]', STYLE)], call: () => ({ path: '/v1/project/style/all?p=1&div=5&custom=0' }) },
  { section: 'Project', method: 'GET', path: '/v1/project/level/all', params: '', actor: 'customer', status: 200, answer: 'json', reads: ['payload.data[].level_id', 'payload.data[].level_title'], call: () => ({ path: '/v1/project/level/all' }) },
  { section: 'Project', method: 'GET', path: '/v1/project/last/created', params: '', actor: 'customer', status: 200, answer: 'json', reads: under('payload', PROJECT), call: () => ({ path: '/v1/project/last/created' }) },
  {
    section: 'Project', method: 'POST', path: '/v1/photo/upload', params: 'form data photo_uri (the image), project_id', actor: 'customer', status: 200, answer: 'json',
    reads: ['payload.photo_uri', 'payload.photo_id'], call: (w) => ({ path: '/v1/photo/upload', body: form({ project_id: w.project }, { photo_uri: [image(w)] }) }),
  },
  {
    section: 'Project', method: 'GET', path: '/v1/project/list/all', params: 'visa, apparttype, address, p, div (12)', actor: 'customer', status: 200, answer: 'json',
    reads: [...under('payload', PAGE), ...under('payload.data[]', PROJECT)], call: () => ({ path: '/v1/project/list/all?p=1&div=12' }),
  },
  { section: 'Project', method: 'GET', path: '/v1/project/{id}', params: '', actor: 'customer', status: 200, answer: 'json', reads: [...under('payload', PROJECT), 'payload.project_estimatif', 'payload.project_presentation', 'payload.project_devis', 'payload.style'], call: (w) => ({ path: `/v1/project/${w.project}` }) },
  { section: 'Project', method: 'GET', path: '/v1/project/one/{id}', params: '', actor: 'customer', status: 200, answer: 'json', reads: [...under('payload', PROJECT), 'payload.project_estimatif', 'payload.project_presentation', 'payload.project_devis', 'payload.style'], call: (w) => ({ path: `/v1/project/one/${w.project}` }) },
  { section: 'Project', method: 'GET', path: '/v1/project/download/pdf/{name}', params: '', actor: 'customer', status: 200, answer: 'file', reads: ['application/pdf'], call: (w) => ({ path: `/v1/project/download/pdf/${encodeURIComponent(w.estimateName)}` }) },
  { section: 'Project', method: 'GET', path: '/v1/project/docs/{name}', params: '', actor: 'customer', status: 200, answer: 'file', reads: ['application/pdf'], call: (w) => ({ path: `/v1/project/docs/${encodeURIComponent(w.estimateName)}` }) },
  { section: 'Project', method: 'GET', path: '/v1/project/style/one/{id}', params: '', actor: 'customer', status: 200, answer: 'json', reads: under('payload', STYLE), call: (w) => ({ path: `/v1/project/style/one/${w.styleId}` }) },
  {
    section: 'Project', method: 'GET', path: '/v1/project/img/{projectId}', params: 'p, div (4)', actor: 'customer', status: 200, answer: 'json',
    reads: [...under('payload', PAGE), 'payload.data[].photo_id', 'payload.data[].photo_uri', 'payload.data[].photo_name'], call: (w) => ({ path: `/v1/project/img/${w.project}?p=1&div=4` }),
  },
  { section: 'Project', method: 'POST', path: '/v1/project/del/img/{photoId}', params: '', actor: 'customer', status: 200, answer: 'json', reads: ['payload.photo_id'], call: (w) => ({ path: `/v1/project/del/img/${w.photoId}` }) },
  { section: 'Project', method: 'GET', path: '/v1/project/generate/devis/{id}', params: '', actor: 'customer', status: 200, answer: 'file', reads: ['application/pdf'], call: (w) => ({ path: `/v1/project/generate/devis/${w.project}` }) },
  { section: 'Project', method: 'GET', path: '/v1/project/generate/pdf', params: 'id', actor: 'customer', status: 200, answer: 'file', reads: ['application/pdf'], call: (w) => ({ path: `/v1/project/generate/pdf?id=${w.project}` }) },
  { section: 'Project', method: 'GET', path: '/v1/project/check/code/{code}', params: 'type', actor: 'customer', status: 200, answer: 'json', reads: ['payload.valid'], call: () => ({ path: '/v1/project/check/code/BIENVENUE?type=audit' }) },
  { section: 'Project', method: 'GET', path: '/v1/project/lastwork/{id}', params: '', actor: 'customer', status: 200, answer: 'json', reads: under('payload', REPORT), call: (w) => ({ path: `/v1/project/lastwork/${w.reportProject}` }) },
  { section: 'Project', method: 'GET', path: '/v1/project/lastworks/{id}', params: 'p, div (10)', actor: 'customer', status: 200, answer: 'json', reads: [...under('payload', PAGE), ...under('payload.data[]', REPORT)], call: (w) => ({ path: `/v1/project/lastworks/${w.reportProject}` }) },
  {
    section: 'Project', method: 'GET', path: '/v1/project/demande/estimatif/{id}', params: 'finish=0|1, furtif=0|1 (POST with user_password for a visitor)', actor: 'customer', status: 200, answer: 'json',
    reads: ['payload.project.project_id', 'payload.project.project_visa', 'payload.complete'], call: (w) => ({ path: `/v1/project/demande/estimatif/${w.project}?finish=0&furtif=1` }),
  },
  { section: 'Project', method: 'GET', path: '/v1/project/accept/estimatif/{id}', params: '', actor: 'customer', status: 200, answer: 'json', reads: ['payload.project_id', 'payload.project_visa'], call: (w) => ({ path: `/v1/project/accept/estimatif/${w.acceptProject}` }) },
  {
    section: 'Project', method: 'POST', path: '/v1/project/upload/files/{projectId}', params: 'form data project_photos[], remove, variable', actor: 'customer', status: 200, answer: 'json',
    reads: ['payload.files[].folder_id', 'payload.files[].folder_name'], call: (w) => ({ path: `/v1/project/upload/files/${w.project}`, body: form({}, { 'project_photos[]': [image(w, 'salon.png')] }) }),
  },
  {
    section: 'Project', method: 'POST', path: '/v1/project/upload/file', params: 'form data file, projectId', actor: 'customer', status: 200, answer: 'json',
    reads: ['payload.project_img'], call: (w) => ({ path: '/v1/project/upload/file', body: form({ projectId: w.project }, { file: [image(w, 'facade.png')] }) }),
  },
  { section: 'Project', method: 'POST', path: '/v1/project/del/{id}', params: '', actor: 'customer', status: 200, answer: 'json', reads: ['payload.project_id'], call: (w) => ({ path: `/v1/project/del/${w.deleteProject}` }) },
  { section: 'Project', method: 'POST', path: '/v1/project/contract/sign/{id}', params: 'empty body', actor: 'customer', status: 200, answer: 'json', reads: ['payload.uri', 'payload.id'], call: (w) => ({ path: `/v1/project/contract/sign/${w.signProject}` }) },

  // Folders
  { section: 'Folders', method: 'GET', path: '/v1/folders/all', params: 'p, div (12), word', actor: 'customer', status: 200, answer: 'json', reads: [...under('payload', PAGE), 'payload.data[].folder_id', 'payload.data[].folder_name'], call: () => ({ path: '/v1/folders/all?p=1&div=12&word=' }) },
  { section: 'Folders', method: 'GET', path: '/v1/folders/count', params: '', actor: 'customer', status: 200, answer: 'json', reads: ['payload.count'], call: () => ({ path: '/v1/folders/count' }) },
  {
    section: 'Folders', method: 'GET', path: '/v1/folders/show/{id}', params: 'p, div (12), tab, breadcrumbs, word', actor: 'customer', status: 200, answer: 'json',
    reads: [...under('payload', PAGE), 'payload.data[].file_id', 'payload.data[].file_name'], call: (w) => ({ path: `/v1/folders/show/${w.project}?p=1&div=12&tab=all&breadcrumbs=${w.folderId}&word=` }),
  },
  { section: 'Folders', method: 'POST', path: '/v1/folders/create', params: 'folder_name, parent, project', actor: 'customer', status: 201, answer: 'json', reads: ['payload.folder_id', 'payload.folder_name'], call: (w) => ({ path: '/v1/folders/create', body: { folder_name: 'Plans', project: w.project } }) },
  {
    section: 'Folders', method: 'POST', path: '/v1/folders/delete/file/{id}', params: 'folder_id, variable', actor: 'customer', status: 200, answer: 'json',
    reads: ['payload.folders', 'payload.file_id'], call: (w) => ({ path: `/v1/folders/delete/file/${w.documentId}`, body: { folder_id: w.documentId, variable: 'photos' } }),
  },
  {
    section: 'Folders', method: 'POST', path: '/v1/folders/add/files/{id}', params: 'query user_id, folder_id; form data files[], variable', actor: 'customer', status: 201, answer: 'json',
    reads: ['payload.files[].file_id', 'payload.files[].file_name'], call: (w) => ({ path: `/v1/folders/add/files/${w.project}?user_id=${w.customer.id}&folder_id=${w.folderId}`, body: form({}, { 'files[]': [document(w, 'devis-cuisine.pdf')] }) }),
  },
  {
    section: 'Folders', method: 'POST', path: '/v1/folders/add/plans/{id}', params: 'form data project_plans[]', actor: 'customer', status: 201, answer: 'json',
    reads: ['payload.files[].file_id', 'payload.files[].file_name'], call: (w) => ({ path: `/v1/folders/add/plans/${w.project}`, body: form({}, { 'project_plans[]': [document(w, 'plan-rdc.pdf')] }) }),
  },
  { section: 'Folders', method: 'GET', path: '/uploads/folders/img/{name}', params: '', actor: 'customer', status: 200, answer: 'file', reads: ['image/png'], call: (w) => ({ path: `/uploads/folders/img/${encodeURIComponent(w.photoName)}` }) },
  { section: 'Folders', method: 'GET', path: '/uploads/folders/file/{name}', params: '', actor: 'customer', status: 200, answer: 'file', reads: ['application/pdf'], call: (w) => ({ path: `/uploads/folders/file/${encodeURIComponent(w.documentName)}` }) },
  { section: 'Folders', method: 'GET', path: '/v1/folders/sign/{folderId}', params: '', actor: 'customer', status: 200, answer: 'json', reads: ['payload.folder_id', 'payload.files'], call: (w) => ({ path: `/v1/folders/sign/${w.folderId}` }) },
  { section: 'Folders', method: 'POST', path: '/v1/folders/update/{id}', params: 'folder_name, parent', actor: 'customer', status: 200, answer: 'json', reads: ['payload.folder_id', 'payload.folder_name'], call: (w) => ({ path: `/v1/folders/update/${w.folderId}`, body: { folder_name: 'Appartement (documents)' } }) },

  // Reports and params
  {
    section: 'Reports and params', method: 'GET', path: '/v1/rapports/all/{projectId}', params: 'p, div (10), word', actor: 'customer', status: 200, answer: 'json',
    reads: [...under('payload', PAGE), ...under('payload.data[]', REPORT)], call: (w) => ({ path: `/v1/rapports/all/${w.reportProject}?p=1&div=10&word=` }),
  },
  { section: 'Reports and params', method: 'GET', path: '/v1/rapports/last/{projectId}', params: '', actor: 'customer', status: 200, answer: 'json', reads: under('payload', REPORT), call: (w) => ({ path: `/v1/rapports/last/${w.reportProject}` }) },
  { section: 'Reports and params', method: 'GET', path: '/v1/params/all', params: '', actor: 'visitor', status: 200, answer: 'json', reads: ['payload.cgu', 'payload.cgv'], call: () => ({ path: '/v1/params/all' }) },

  // Server stream
  { section: 'Server stream', method: 'GET', path: '/stream/{userId}', params: 'event source: {reload, project_id, type}', actor: 'customer', status: 200, answer: 'stream', reads: ['text/event-stream'], call: (w) => ({ path: `/stream/${w.customer.id}` }) },

  // Admin (/adminapi/v1: each staff role with exactly its back-office rights; the README's 'Admin API' section has the models)
  {
    section: 'Admin', method: 'POST', path: '/adminapi/v1/{model}[/{id}]', params: 'need_data=1; JSON or form fields', actor: 'staff', status: 201, answer: 'json',
    reads: ['payload.id', 'payload.title'], call: (w) => ({ path: '/adminapi/v1/rapport?need_data=1', body: { project: w.reportProject, title: 'Visite de chantier' } }),
  },
  {
    section: 'Admin', method: 'PATCH', path: '/adminapi/v1/{model}/{id}', params: 'need_data=1; JSON or form fields', actor: 'staff', status: 200, answer: 'json',
    reads: ['payload.id'], call: (w) => ({ path: `/adminapi/v1/rapport/${w.adminReport}`, body: { description: 'Pose du carrelage terminée.' } }),
  },
  {
    section: 'Admin', method: 'GET', path: '/adminapi/v1/{model}', params: 'p, div (10), cond, only, sort, d', actor: 'staff', status: 200, answer: 'json',
    reads: [...under('payload', PAGE), 'payload.data[].id', 'payload.data[].title'], call: (w) => ({ path: `/adminapi/v1/rapport?p=1&div=10&cond=${encodeURIComponent(JSON.stringify({ project: w.reportProject }))}&only=id,title&sort=createdAt&d=desc` }),
  },
  { section: 'Admin', method: 'GET', path: '/adminapi/v1/{model}/show/{id}', params: 'only', actor: 'staff', status: 200, answer: 'json', reads: ['payload.id', 'payload.title'], call: (w) => ({ path: `/adminapi/v1/rapport/show/${w.adminReport}` }) },
  {
    section: 'Admin', method: 'POST', path: '/adminapi/v1/upload/{model}/{key}', params: 'multipart: the file in `key` (or `file`), other fields as its data; Content-Length, so the client shows the upload’s progress', actor: 'staff', status: 201, answer: 'json',
    reads: ['payload.id', 'payload.filename', 'payload.url'], call: (w) => ({ path: '/adminapi/v1/upload/rapport/file', body: form({ kind: 'report', project: w.reportProject }, { file: [document(w, 'visite.pdf')] }) }),
  },
  { section: 'Admin', method: 'DELETE', path: '/adminapi/v1/{model}/{id}', params: '', actor: 'staff', status: 200, answer: 'json', reads: ['payload.id'], call: (w) => ({ path: `/adminapi/v1/rapport/${w.adminReport}` }) },
]

/** The fields a row reads, grouped by the object they sit in: 'payload.user: user_id, user_email'. */
function readsSummary(row: ContractRow): string {
  if (row.answer !== 'json') return row.reads.join(', ')
  const groups = new Map<string, string[]>()
  for (const field of row.reads) {
    const cut = field.lastIndexOf('.')
    const [owner, name] = cut < 0 ? ['', field] : [field.slice(0, cut), field.slice(cut + 1)]
    groups.set(owner, [...(groups.get(owner) ?? []), name])
  }
  return [...groups].map(([owner, names]) => (owner ? `${owner}: ${names.join(', ')}` : names.join(', '))).join('; ')
}

/** The README's line for a row (its 'API (/v1)' table): call, parameters, caller, what the client reads. */
const cell = (text: string) => text.replaceAll('|', '\\|')

export const readmeLineOf = (row: ContractRow) => `| \`${row.method} ${row.path}\` | ${cell(row.params) || '–'} | ${row.actor} | ${row.status} ${cell(readsSummary(row))} |`
