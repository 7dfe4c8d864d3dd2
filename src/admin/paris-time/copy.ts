/** The back office's Paris time notes, once. */
export const PARIS_TIME_COPY = {
  note: (label: string) => `Heure de Paris\u00a0: ${label}`,
  updated: (label: string) => `Modifié le ${label}`,
  created: (label: string) => `Créé le ${label}`,
} as const
