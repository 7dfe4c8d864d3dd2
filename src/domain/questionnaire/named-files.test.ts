import { describe, expect, it } from 'vitest'
import { filesNamedBy } from './named-files.ts'
import { QUESTION_TYPE } from './model.ts'

describe('filesNamedBy', () => {
  it('reads the files of an image-upload answer with their ids', () => {
    const stored = JSON.stringify([{ folder_id: 12, folder_name: 'plan.pdf' }, { folder_id: '13', folder_name: 'salon.jpg' }])
    expect(filesNamedBy(QUESTION_TYPE.imageUpload, stored)).toEqual([
      { id: '12', name: 'plan.pdf' },
      { id: '13', name: 'salon.jpg' },
    ])
  })

  it('reads the one file name of a photo answer, none when it is empty', () => {
    expect(filesNamedBy(QUESTION_TYPE.photo, 'facade.png')).toEqual([{ id: null, name: 'facade.png' }])
    expect(filesNamedBy(QUESTION_TYPE.photo, '  ')).toEqual([])
  })

  it('names no file for any other answer', () => {
    expect(filesNamedBy(QUESTION_TYPE.text, 'plan.pdf')).toEqual([])
    expect(filesNamedBy(QUESTION_TYPE.imageUpload, 'plan.pdf')).toEqual([])
  })
})
