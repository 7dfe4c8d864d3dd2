import { describe, expect, it } from 'vitest'
import { FOLDER_MESSAGES, MAX_FOLDER_DEPTH, folderNameSchema, folderPath, isNameTaken, moveRefusal, type FolderNode } from './folder-tree.ts'

const tree = new Map<string, FolderNode>(
  [
    { id: '1', name: 'Projet', parentId: null },
    { id: '2', name: 'Plans', parentId: '1' },
    { id: '3', name: 'Cuisine', parentId: '2' },
    { id: '4', name: 'Photos', parentId: '1' },
  ].map((folder) => [folder.id, folder]),
)

describe('folderNameSchema', () => {
  it('trims a name and accepts 1 to 80 characters without path separators', () => {
    expect(folderNameSchema.parse('  Plans du RDC ')).toBe('Plans du RDC')
    expect(folderNameSchema.safeParse('   ').error?.issues[0]?.message).toBe(FOLDER_MESSAGES.nameRequired)
    expect(folderNameSchema.safeParse('x'.repeat(81)).error?.issues[0]?.message).toBe(FOLDER_MESSAGES.nameTooLong)
    expect(folderNameSchema.safeParse('a/b').error?.issues[0]?.message).toBe(FOLDER_MESSAGES.nameInvalid)
    expect(folderNameSchema.safeParse(12).success).toBe(false)
  })
})

describe('folderPath', () => {
  it('lists the folders from the top down to the one asked', () => {
    expect(folderPath(tree, '3').map((folder) => folder.name)).toEqual(['Projet', 'Plans', 'Cuisine'])
    expect(folderPath(tree, '1').map((folder) => folder.name)).toEqual(['Projet'])
    expect(folderPath(tree, '99')).toEqual([])
  })

  it('stops at a loop instead of running forever', () => {
    const looped = new Map<string, FolderNode>([
      ['1', { id: '1', name: 'A', parentId: '2' }],
      ['2', { id: '2', name: 'B', parentId: '1' }],
    ])
    expect(folderPath(looped, '1').map((folder) => folder.id)).toEqual(['2', '1'])
  })
})

describe('moveRefusal', () => {
  it('refuses a move into the folder itself or one of its descendants', () => {
    expect(moveRefusal({ folderId: '2', newParentPath: folderPath(tree, '3'), subtreeHeight: 2 })).toBe(FOLDER_MESSAGES.intoItself)
    expect(moveRefusal({ folderId: '2', newParentPath: folderPath(tree, '2'), subtreeHeight: 2 })).toBe(FOLDER_MESSAGES.intoItself)
  })

  it('allows a move elsewhere in the tree, up to the depth limit', () => {
    expect(moveRefusal({ folderId: '3', newParentPath: folderPath(tree, '4'), subtreeHeight: 1 })).toBeNull()
    const deep = Array.from({ length: MAX_FOLDER_DEPTH - 1 }, (_, index) => ({ id: `d${index}`, name: `N${index}`, parentId: null }))
    expect(moveRefusal({ folderId: '3', newParentPath: deep, subtreeHeight: 1 })).toBeNull()
    expect(moveRefusal({ folderId: '3', newParentPath: deep, subtreeHeight: 2 })).toBe(FOLDER_MESSAGES.tooDeep)
  })
})

describe('isNameTaken', () => {
  it('compares names without case or accents, ignoring the folder being renamed', () => {
    const siblings = [{ id: '2', name: 'Électricité' }]
    expect(isNameTaken('electricite', siblings)).toBe(true)
    expect(isNameTaken('Électricité', siblings, '2')).toBe(false)
    expect(isNameTaken('Plomberie', siblings)).toBe(false)
  })
})
