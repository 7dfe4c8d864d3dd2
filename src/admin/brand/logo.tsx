import './brand.css'

/** The back office's login-screen logo: the Maisonnée mark and name. */
export function Logo() {
  return (
    <div className="maisonnee-logo">
      <Mark size={44} />
      <span className="maisonnee-logo__name">Maisonnée</span>
      <span className="maisonnee-logo__tagline">Back-office</span>
    </div>
  )
}

/** The mark alone, in the admin's navigation. */
export function Icon() {
  return <Mark size={18} />
}

function Mark({ size }: { size: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 64 64" role="img" aria-label="Maisonnée">
      <rect width="64" height="64" rx="14" fill="#a4532f" />
      <path d="M14 32 32 16l18 16v16a2 2 0 0 1-2 2H38V38H26v12H16a2 2 0 0 1-2-2z" fill="#f7f2ea" />
    </svg>
  )
}
