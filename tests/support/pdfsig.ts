import { spawnSync } from 'node:child_process'
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'

/**
 * What poppler's `pdfsig` (Debian package poppler-utils) says of a PDF's digital signatures: the same
 * verification as the readers built on poppler, with NSS checking the CMS.
 */
export function pdfsig(bytes: Uint8Array): string {
  const folder = mkdtempSync(path.join(tmpdir(), 'pdfsig-'))
  try {
    const file = path.join(folder, 'signed.pdf')
    writeFileSync(file, bytes)
    const run = spawnSync('pdfsig', [file], { encoding: 'utf8' })
    if (run.error) throw new Error(`pdfsig cannot run (apt-get install -y poppler-utils): ${run.error.message}`)
    return `${run.stdout}${run.stderr}`
  } finally {
    rmSync(folder, { recursive: true, force: true })
  }
}
