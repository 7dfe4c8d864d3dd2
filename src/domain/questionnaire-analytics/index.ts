/**
 * How the questionnaire performs, per published version (issue #23): how many visitors started it, how many
 * finished it, how long they took, where those who left stopped, and what the choice questions were answered.
 * Pure functions over facts the server reads from the database; ids are opaque strings.
 */
export * from './facts.ts'
export * from './versions.ts'
export * from './figures.ts'
export * from './distribution.ts'
export * from './analytics.ts'
export * from './format.ts'
