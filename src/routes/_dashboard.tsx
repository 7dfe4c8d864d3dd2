import { createFileRoute, Link, Outlet, useRouterState } from '@tanstack/react-router'
import { FolderOpen, LayoutGrid, UserRound } from 'lucide-react'
import { SiteHeader } from '@/components/layout/site-header'
import { SiteFooter } from '@/components/layout/site-footer'
import { DASHBOARD_COPY as COPY } from '@/components/dashboard/copy'
import { cn } from '@/lib/utils'

const TABS = [
  { to: '/projets', label: COPY.projects, icon: LayoutGrid, paths: ['/', '/dashboard', '/projets'] },
  { to: '/fichiers', label: COPY.documents, icon: FolderOpen, paths: ['/fichiers'] },
  { to: '/moncompte', label: COPY.account, icon: UserRound, paths: ['/moncompte'] },
] as const

/** The dashboard layout of /, /dashboard, /projets, /fichiers and /moncompte (spec section 2): tabs and breadcrumbs. */
export const Route = createFileRoute('/_dashboard')({
  component: DashboardLayout,
})

function DashboardLayout() {
  const pathname = useRouterState({ select: (state) => state.location.pathname })
  const current = TABS.find((tab) => (tab.paths as readonly string[]).includes(pathname)) ?? TABS[0]
  return (
    <div className="flex min-h-dvh flex-col">
      <SiteHeader />
      <main id="contenu" className="mx-auto w-full max-w-6xl flex-1 space-y-6 px-4 py-8 sm:px-6">
        <nav aria-label="Fil d’Ariane" className="text-sm text-muted-foreground">
          <span aria-current="page">{current.label}</span>
        </nav>
        <nav aria-label={COPY.tabs}>
          {/* On a phone the three tabs share the width, icon over label, so that none is cut. */}
          <ul className="grid grid-cols-3 border-b border-border sm:flex sm:gap-1">
            {TABS.map((tab) => {
              const isCurrent = tab === current
              return (
                <li key={tab.to}>
                  <Link
                    to={tab.to}
                    aria-current={isCurrent ? 'page' : undefined}
                    className={cn(
                      '-mb-px flex flex-col items-center gap-1 whitespace-nowrap border-b-2 px-1 py-2 text-xs font-medium transition-colors focus-visible:outline-2 focus-visible:outline-ring sm:flex-row sm:gap-2 sm:px-4 sm:py-3 sm:text-sm',
                      isCurrent ? 'border-primary text-foreground' : 'border-transparent text-muted-foreground hover:text-foreground',
                    )}
                  >
                    <tab.icon aria-hidden="true" className="size-4" />
                    {tab.label}
                  </Link>
                </li>
              )
            })}
          </ul>
        </nav>
        <Outlet />
      </main>
      <SiteFooter />
    </div>
  )
}
