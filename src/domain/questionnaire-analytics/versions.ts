import type { ProjectFacts, VersionFacts } from './facts.ts'

/** Earliest publication first. */
function byPublication(a: VersionFacts, b: VersionFacts): number {
  return Date.parse(a.publishedAt) - Date.parse(b.publishedAt)
}

/**
 * The published version a project answers: the one it records (projects.quizVersion); for a project that
 * records none (or one no longer kept), the version of its questionnaire that was published when the project
 * was created, else that questionnaire's first version. Null when the project has no questionnaire among
 * `versions`.
 */
export function versionOfProject(project: ProjectFacts, versions: readonly VersionFacts[]): string | null {
  if (project.versionId !== null && versions.some((version) => version.id === project.versionId)) return project.versionId
  if (project.quizId === null) return null
  const ofQuiz = versions.filter((version) => version.quizId === project.quizId).sort(byPublication)
  const created = Date.parse(project.createdAt)
  const inForce = ofQuiz.filter((version) => Date.parse(version.publishedAt) <= created).at(-1)
  return (inForce ?? ofQuiz[0])?.id ?? null
}

/** The projects of each version (every version present, possibly with none), by version id. */
export function projectsByVersion(projects: readonly ProjectFacts[], versions: readonly VersionFacts[]): Map<string, ProjectFacts[]> {
  const grouped = new Map<string, ProjectFacts[]>(versions.map((version) => [version.id, []]))
  for (const project of projects) {
    const versionId = versionOfProject(project, versions)
    if (versionId !== null) grouped.get(versionId)?.push(project)
  }
  return grouped
}

/**
 * The versions worth listing, latest publication first: those that projects answer, and each
 * questionnaire's latest one (what new visitors get), even before anyone answers it.
 * NOTE: publishing one question publishes its questionnaire again, so authoring leaves many versions that
 * nobody ever answered; listing them all would bury the ones that have figures.
 */
export function versionsToList<T extends VersionFacts>(versions: readonly T[], projects: ReadonlyMap<string, readonly ProjectFacts[]>): T[] {
  const latestFirst = [...versions].sort((a, b) => byPublication(b, a))
  const latestOfQuiz = new Set<string>()
  const seenQuizzes = new Set<string>()
  for (const version of latestFirst) {
    if (seenQuizzes.has(version.quizId)) continue
    seenQuizzes.add(version.quizId)
    latestOfQuiz.add(version.id)
  }
  return latestFirst.filter((version) => latestOfQuiz.has(version.id) || (projects.get(version.id)?.length ?? 0) > 0)
}
