import { describe, expect, it } from 'vitest'
import { appointmentPlace, appointmentWhere, appointmentWhereForStaff, isAppointmentFormat } from './appointment-place.ts'

describe('appointment place', () => {
  it('is the project’s address on site and the agent’s link, else the default, by visio', () => {
    const sources = { projectAddress: ' 12 rue des Lilas, 75011 Paris ', agentVisioUrl: 'https://visio.example/thomas', defaultVisioUrl: 'https://visio.example/maisonnee' }
    expect(appointmentPlace({ format: 'sur-place', ...sources })).toBe('12 rue des Lilas, 75011 Paris')
    expect(appointmentPlace({ format: 'visio', ...sources })).toBe('https://visio.example/thomas')
    expect(appointmentPlace({ format: 'visio', ...sources, agentVisioUrl: ' ' })).toBe('https://visio.example/maisonnee')
    expect(appointmentPlace({ format: 'visio', ...sources, agentVisioUrl: null, defaultVisioUrl: undefined })).toBeNull()
    expect(appointmentPlace({ format: 'sur-place', ...sources, projectAddress: '' })).toBeNull()
  })

  it('says the format and the place in French, or what happens when no place is known', () => {
    expect(appointmentWhere('visio', 'https://visio.example/thomas')).toBe('En visio : https://visio.example/thomas')
    expect(appointmentWhere('sur-place', '12 rue des Lilas')).toBe('Sur place : 12 rue des Lilas')
    expect(appointmentWhere('visio', null)).toMatch(/^En visio\s: le lien vous sera envoyé/)
    expect(appointmentWhere('sur-place', null)).toBe('Sur place : à l’adresse de votre projet')
    expect(isAppointmentFormat('visio')).toBe(true)
    expect(isAppointmentFormat('phone')).toBe(false)
  })
})

describe('appointmentWhereForStaff', () => {
  it('tells the agent the place, or what to do when none is known, never the customer’s wording', () => {
    expect(appointmentWhereForStaff('visio', 'https://visio.example/thomas')).toBe('En visio\u00a0: https://visio.example/thomas')
    expect(appointmentWhereForStaff('visio', null)).toMatch(/^En visio\u00a0: aucun lien de visio n’est enregistré\. Envoyez le lien au client/)
    expect(appointmentWhereForStaff('sur-place', null)).toMatch(/demandez-la au client/)
    for (const format of ['visio', 'sur-place'] as const) expect(appointmentWhereForStaff(format, null)).not.toMatch(/votre conseiller|votre projet/)
  })
})
