export * from './schemas.ts'
export * from './errors.ts'
export * from './erasure.ts'
export * from './login-delay.ts'
