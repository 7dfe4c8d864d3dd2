/** The back office's Paris time notes, once. */
export const PARIS_TIME_COPY = {
  note: (label: string) => `Heure de Paris\u00a0: ${label}`,
} as const
