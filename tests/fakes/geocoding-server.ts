import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'

/**
 * A local stand-in for the French national address API (api-adresse.data.gouv.fr / Géoplateforme):
 * `GET /search/?q=&limit=&autocomplete=1` answers a GeoJSON FeatureCollection as the real service
 * documents it (features with Point geometry and properties label, score, housenumber, street, postcode,
 * city, citycode, type). A query containing 'lenteur' answers after `slowMs` (to exercise time limits);
 * one containing 'panne' answers 503.
 */
export type FakeAddress = { label: string; housenumber: string; street: string; postcode: string; city: string; citycode: string }

export const FAKE_ADDRESSES: FakeAddress[] = [
  { label: '8 Boulevard du Port 80000 Amiens', housenumber: '8', street: 'Boulevard du Port', postcode: '80000', city: 'Amiens', citycode: '80021' },
  { label: '8 Rue de Rivoli 75004 Paris', housenumber: '8', street: 'Rue de Rivoli', postcode: '75004', city: 'Paris', citycode: '75104' },
  { label: '12 Rue de la République 69002 Lyon', housenumber: '12', street: 'Rue de la République', postcode: '69002', city: 'Lyon', citycode: '69382' },
  { label: '3 Place Bellecour 69002 Lyon', housenumber: '3', street: 'Place Bellecour', postcode: '69002', city: 'Lyon', citycode: '69382' },
]

const fold = (text: string) => text.normalize('NFD').replace(/[\u0300-\u036f]/g, '').toLowerCase()

export type FakeGeocoding = { url: string; requests: string[]; close: () => Promise<void> }

export async function startFakeGeocoding({ slowMs = 5_000 }: { slowMs?: number } = {}): Promise<FakeGeocoding> {
  const requests: string[] = []
  const server: Server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://localhost')
    requests.push(url.pathname + url.search)
    if (url.pathname !== '/search/' && url.pathname !== '/search') {
      response.writeHead(404).end()
      return
    }
    const q = url.searchParams.get('q') ?? ''
    const limit = Number(url.searchParams.get('limit') ?? 5)
    if (q.trim().length < 3) {
      response.writeHead(400, { 'Content-Type': 'application/json' }).end(JSON.stringify({ code: 400, message: 'q must contain between 3 and 200 chars' }))
      return
    }
    if (q.includes('panne')) {
      response.writeHead(503).end()
      return
    }
    const words = fold(q).split(/\s+/).filter(Boolean)
    const features = FAKE_ADDRESSES.filter((address) => words.every((word) => fold(address.label).includes(word)))
      .slice(0, limit)
      .map((address, index) => ({
        type: 'Feature',
        geometry: { type: 'Point', coordinates: [2.35 + index / 100, 48.85] },
        properties: { ...address, id: `${address.citycode}_${index}`, name: `${address.housenumber} ${address.street}`, score: 0.9 - index / 10, type: 'housenumber', x: 652000, y: 6862000, importance: 0.6 },
      }))
    const body = JSON.stringify({ type: 'FeatureCollection', version: 'draft', features, attribution: 'BAN', licence: 'ETALAB-2.0', query: q, limit })
    const send = () => response.writeHead(200, { 'Content-Type': 'application/json; charset=utf-8' }).end(body)
    if (q.includes('lenteur')) setTimeout(send, slowMs)
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
