/**
 * A counter of changes to the globals the commitments are read from (company identity, price grid, payment
 * settings): their afterChange hook moves it on, and the commitments' cache (src/server/commitments) keeps
 * a read only while the counter has not moved. NOTE: per process; other instances see a change when their
 * cache's short lifetime ends.
 */
let version = 0

export function commitmentsVersion(): number {
  return version
}

export function markCommitmentsChanged(): void {
  version += 1
}
