export * from './folder-tree.ts'
