import type { Commitments } from './commitments.ts'

/** Commitments for the tests: a well-formed company (its SIRET's checksum holds, RCS and VAT number its SIREN's), the default terms. */
export const TEST_COMMITMENTS: Commitments = {
  company: {
    legalName: 'Maisonnée SAS',
    legalForm: 'société par actions simplifiée',
    capitalCents: 50_000_00,
    siret: '91234567500017',
    rcs: 'RCS Paris 912 345 675',
    vatNumber: 'FR65912345675',
    address: '18 rue de Paradis\n75010 Paris',
    email: 'bonjour@maisonnee.fr',
    phone: '01 84 60 12 00',
    publicationDirector: 'Hélène Rousseau, présidente',
    host: { name: 'OVH SAS', address: '2 rue Kellermann\n59100 Roubaix', phone: '09 72 10 10 07' },
    mediator: { name: 'CM2C', address: '49 rue de Ponthieu\n75008 Paris', website: 'https://www.cm2c.net' },
    decennale: { insurer: 'SMABTP, 8 rue Louis Armand, 75015 Paris', policyNumber: 'DEC-2026-041873', coverage: 'Rénovation intérieure de logements, en France métropolitaine.' },
  },
  terms: { auditPriceCents: 700_00, depositPercent: 30, balanceDue: 'instalments', paymentMethods: ['transfer'], quoteValidityDays: 90, withdrawalDays: 14 },
}
