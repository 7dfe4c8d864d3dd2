export * from './route-access.ts'
