/**
 * A counter of changes to the globals the commitments are read from (company identity, price grid, payment
 * settings): their afterChange hook moves it on, and the commitments' cache (src/server/commitments) keeps
 * a read only while the counter has not moved. Per process: other instances see a change when their cache's
 * short lifetime ends.
 *
 * NOTE: kept on globalThis under a registered symbol, not in a module variable: the app's server bundle
 * (dist/) carries its own copy of this module, while Payload runs the hooks of the config server.ts loads
 * from source; a module variable would be two counters, and the site would never see a save (e2e legal pages).
 */
const KEY = Symbol.for('maisonnee.commitments-version')

type Counter = { version: number }

function counter(): Counter {
  const shared = globalThis as typeof globalThis & { [KEY]?: Counter }
  shared[KEY] ??= { version: 0 }
  return shared[KEY]
}

export function commitmentsVersion(): number {
  return counter().version
}

export function markCommitmentsChanged(): void {
  counter().version += 1
}
