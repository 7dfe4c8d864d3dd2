import { describe, expect, it } from 'vitest'
import { PROJECT_STATUS_VALUES, type ProjectStatus } from '../workflow/project-status.ts'
import { canAddCustomStyle, customStyleTitle, isAwaitingAgentContact, styleChoiceStartStep, styleValidation, STYLE_STEPS } from './style-choice.ts'

describe('customStyleTitle', () => {
  it('numbers the custom style after the project, as the spec writes it', () => {
    expect(customStyleTitle({ projectId: 42, count: 3 })).toBe('Style personnalisé nº 42 - 3')
  })
})

describe('styleChoiceStartStep', () => {
  const expected = (visa: ProjectStatus, hasStyle: boolean) => (visa >= 8 && visa <= 12 && hasStyle ? STYLE_STEPS.yourStyle : STYLE_STEPS.intro)
  it.each(PROJECT_STATUS_VALUES.flatMap((visa) => [{ visa, hasStyle: true }, { visa, hasStyle: false }]))(
    'opens at the right step for visa $visa, style chosen: $hasStyle',
    ({ visa, hasStyle }) => {
      expect(styleChoiceStartStep({ visa, hasStyle })).toBe(expected(visa, hasStyle))
    },
  )
})

describe('isAwaitingAgentContact', () => {
  it('holds at 6 only', () => {
    expect(PROJECT_STATUS_VALUES.filter(isAwaitingAgentContact)).toEqual([6])
  })
})

describe('styleValidation', () => {
  it('needs a chosen style and a project above 0', () => {
    expect(styleValidation({ chosenStyleId: null, projectId: 4, projectStyleId: null })).toBe('missing')
    expect(styleValidation({ chosenStyleId: 0, projectId: 4, projectStyleId: null })).toBe('missing')
    expect(styleValidation({ chosenStyleId: '7', projectId: -1, projectStyleId: null })).toBe('missing')
    expect(styleValidation({ chosenStyleId: '7', projectId: undefined, projectStyleId: null })).toBe('missing')
  })

  it('refuses the style the project already has, whatever the id type', () => {
    expect(styleValidation({ chosenStyleId: '7', projectId: 4, projectStyleId: 7 })).toBe('unchanged')
  })

  it('takes MongoDB ids as they are', () => {
    expect(styleValidation({ chosenStyleId: '665f1c2b9e1d4a0012345678', projectId: '665f1c2b9e1d4a0012345679', projectStyleId: null })).toBe('valid')
  })

  it('accepts another style', () => {
    expect(styleValidation({ chosenStyleId: '7', projectId: '4', projectStyleId: '5' })).toBe('valid')
    expect(styleValidation({ chosenStyleId: 7, projectId: 4, projectStyleId: null })).toBe('valid')
  })
})

describe('canAddCustomStyle', () => {
  it.each([
    { title: 'Mon style', photoCount: 1, ok: true },
    { title: '  ', photoCount: 3, ok: false },
    { title: 'Mon style', photoCount: 0, ok: false },
  ])('title "$title" with $photoCount photos: $ok', ({ title, photoCount, ok }) => {
    expect(canAddCustomStyle({ title, photoCount })).toBe(ok)
  })
})
