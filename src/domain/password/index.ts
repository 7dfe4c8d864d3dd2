export * from './password-policy.ts'
export * from './login.ts'
