/**
 * The demo company's identity (global « Identité de l’entreprise »): fictional but well-formed. The SIRET's
 * checksum holds, the RCS names its SIREN and the VAT number is that SIREN's; the host and the consumer
 * mediator are real bodies' public details, the décennale contract number is invented.
 */
export const COMPANY_IDENTITY = {
  legalName: 'Maisonnée SAS',
  legalForm: 'société par actions simplifiée',
  capital: 50_000,
  siret: '91234567500017',
  rcs: 'RCS Paris 912 345 675',
  vatNumber: 'FR65912345675',
  address: '18 rue de Paradis\n75010 Paris',
  email: 'bonjour@maisonnee.fr',
  phone: '01 84 60 12 00',
  publicationDirector: 'Hélène Rousseau, présidente',
  host: { name: 'OVH SAS', address: '2 rue Kellermann\n59100 Roubaix', phone: '09 72 10 10 07' },
  mediator: {
    name: 'CM2C – Centre de la Médiation de la Consommation de Conciliateurs de Justice',
    address: '49 rue de Ponthieu\n75008 Paris',
    website: 'https://www.cm2c.net',
  },
  decennale: {
    insurer: 'SMABTP, 8 rue Louis Armand, 75015 Paris',
    policyNumber: 'DEC-2026-041873',
    coverage:
      'Travaux de rénovation et d’aménagement intérieur de logements (maçonnerie, plâtrerie, menuiserie, plomberie, électricité, revêtements de sols et de murs), réalisés en France métropolitaine.',
  },
} as const
