import { ArrowRight } from 'lucide-react'
import { Badge } from '@/components/ui/badge'
import type { TimelineEntry } from '@/server/projects/history.server'

export const TIMELINE_COPY = {
  title: 'Historique du projet',
  empty: 'Aucun changement de statut pour le moment.',
  from: 'Ancien statut',
  to: 'nouveau statut',
  by: 'Par',
  reason: 'Motif',
} as const

/** The project's status changes, newest first (fetchProjectHistory), as an accessible list. */
export function ProjectTimeline({ entries, headingLevel = 2 }: { entries: TimelineEntry[]; headingLevel?: 2 | 3 }) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3'
  return (
    <section aria-labelledby="historique-projet" className="space-y-4 rounded-2xl border border-border bg-card p-4 sm:p-6">
      <Heading id="historique-projet" className="text-xl">
        {TIMELINE_COPY.title}
      </Heading>
      {entries.length === 0 ? (
        <p className="text-muted-foreground">{TIMELINE_COPY.empty}</p>
      ) : (
        <ol className="relative space-y-5 border-l border-border pl-5">
          {entries.map((entry) => (
            <li key={entry.id} className="relative">
              <span aria-hidden="true" className="absolute top-1.5 -left-[25px] size-2.5 rounded-full bg-primary ring-4 ring-card" />
              <div className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-muted-foreground">
                <time dateTime={entry.at}>{entry.atLabel}</time>
                <Badge variant="outline">{entry.moveLabel}</Badge>
              </div>
              <p className="mt-1 flex flex-wrap items-center gap-x-2 font-medium">
                <span className="sr-only">{TIMELINE_COPY.from} : </span>
                <span>{entry.fromLabel}</span>
                <ArrowRight aria-hidden="true" className="size-4 shrink-0" />
                <span className="sr-only">, {TIMELINE_COPY.to} : </span>
                <span>{entry.toLabel}</span>
              </p>
              <p className="text-sm">
                {TIMELINE_COPY.by} : {entry.actorLabel}
              </p>
              {entry.reason ? (
                <p className="mt-1 text-sm text-muted-foreground">
                  {TIMELINE_COPY.reason} : {entry.reason}
                </p>
              ) : null}
            </li>
          ))}
        </ol>
      )}
    </section>
  )
}
