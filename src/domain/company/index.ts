export * from './siret.ts'
export * from './company.ts'
