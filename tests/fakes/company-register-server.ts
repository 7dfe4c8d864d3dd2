import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'

/**
 * A local stand-in for the French public company register « Recherche d’entreprises »
 * (recherche-entreprises.api.gouv.fr): `GET /search?q=` answers `{results, total_results, page, per_page,
 * total_pages}` as the real service documents it, each result a company (siren, nom_complet,
 * nom_raison_sociale, siege, matching_etablissements). As the real full-text search does, a SIRET finds
 * its company by the SIREN it starts with, listing in `matching_etablissements` only the establishments
 * whose SIRET is the one asked. Some SIRETs (all valid ones) stand for the register's failures.
 */
type FakeEstablishment = { siret: string; adresse: string; code_postal: string; libelle_commune: string }
type FakeCompany = { siren: string; nom_complet: string; nom_raison_sociale: string | null; siege: FakeEstablishment; etablissements: FakeEstablishment[] }

const DANONE_SIEGE = { siret: '73282932000074', adresse: '17 BOULEVARD HAUSSMANN 75009 PARIS', code_postal: '75009', libelle_commune: 'PARIS' }
const DANONE_LYON = { siret: '73282932000009', adresse: '3 PLACE BELLECOUR 69002 LYON', code_postal: '69002', libelle_commune: 'LYON' }

export const FAKE_COMPANIES: FakeCompany[] = [
  { siren: '732829320', nom_complet: 'DANONE', nom_raison_sociale: 'DANONE', siege: DANONE_SIEGE, etablissements: [DANONE_SIEGE, DANONE_LYON] },
]

/** SIRETs (each with a valid checksum) the fake answers in its own ways. */
export const FAKE_REGISTER_SIRETS = {
  headOffice: DANONE_SIEGE.siret,
  branch: DANONE_LYON.siret,
  /** Danone's SIREN, an establishment the register does not know: the company is found, the SIRET is not. */
  unknownBranch: '73282932000108',
  unknown: '44306184100005',
  /** Answered after `slowMs`. */
  slow: '12345678000006',
  /** Answered 200 with JSON of another shape. */
  malformed: '55208131700000',
  /** Answered 200 with a body that is not JSON. */
  notJson: '99999999000008',
  /** Answered 503. */
  down: '33300000000005',
} as const

export type FakeCompanyRegister = { url: string; requests: string[]; close: () => Promise<void> }

export async function startFakeCompanyRegister({ slowMs = 5_000 }: { slowMs?: number } = {}): Promise<FakeCompanyRegister> {
  const requests: string[] = []
  const server: Server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://localhost')
    requests.push(url.pathname + url.search)
    if (url.pathname !== '/search') {
      response.writeHead(404).end()
      return
    }
    const q = (url.searchParams.get('q') ?? '').trim()
    const json = (status: number, body: unknown) => response.writeHead(status, { 'Content-Type': 'application/json' }).end(JSON.stringify(body))
    if (q.length < 3) return json(400, { erreur: 'Veuillez indiquer au moins un paramètre de recherche.' })
    if (q === FAKE_REGISTER_SIRETS.down) return response.writeHead(503).end()
    if (q === FAKE_REGISTER_SIRETS.malformed) return json(200, { resultats: [{ siren: 552081317 }] })
    if (q === FAKE_REGISTER_SIRETS.notJson) return response.writeHead(200, { 'Content-Type': 'text/html' }).end('<html>Maintenance</html>')
    const results = FAKE_COMPANIES.filter((company) => q.startsWith(company.siren) || company.nom_complet.toLowerCase().includes(q.toLowerCase())).map(({ etablissements, ...company }) => ({
      ...company,
      siege: { ...company.siege, est_siege: true, etat_administratif: 'A' },
      matching_etablissements: etablissements.filter((establishment) => establishment.siret === q).map((establishment) => ({ ...establishment, est_siege: establishment.siret === company.siege.siret })),
      etat_administratif: 'A',
      nature_juridique: '5599',
    }))
    const send = () => json(200, { results, total_results: results.length, page: 1, per_page: 10, total_pages: 1 })
    if (q === FAKE_REGISTER_SIRETS.slow) setTimeout(send, slowMs)
    else send()
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections()
        server.close(() => resolve())
      }),
  }
}
