import type { Block } from 'payload'
import { COMMITMENT_PLACEHOLDER_KEYS, COMMITMENT_PLACEHOLDERS } from '../../src/domain/commitments/index.ts'

/** The inline block's slug, as the legal texts' renderer (src/server/legal) finds it. */
export const COMMITMENT_VALUE_BLOCK = 'commitmentValue'

/**
 * A value of the company or of the terms placed inside a legal text's sentence (issue #36): marketing
 * picks which one, the page shows its current value (« Identité de l’entreprise », price grid), so that a
 * price or a percentage changed in the back office can never leave the CGV behind.
 */
export const CommitmentValueBlock: Block = {
  slug: COMMITMENT_VALUE_BLOCK,
  interfaceName: 'CommitmentValueBlock',
  labels: { singular: 'Valeur de l’entreprise ou des conditions', plural: 'Valeurs de l’entreprise ou des conditions' },
  // The editor shows which value each placeholder is (« SIRET »), not the block's name on every one.
  admin: { components: { Label: '/src/admin/commitment-value-label/commitment-value-label.tsx#CommitmentValueLabel' } },
  fields: [
    {
      name: 'key',
      label: 'Valeur affichée',
      type: 'select',
      required: true,
      options: COMMITMENT_PLACEHOLDER_KEYS.map((key) => ({ value: key, label: COMMITMENT_PLACEHOLDERS[key] })),
      admin: { description: 'Remplacée sur le site par la valeur en vigueur : « Identité de l’entreprise » ou conditions de la grille de prix.' },
    },
  ],
}
