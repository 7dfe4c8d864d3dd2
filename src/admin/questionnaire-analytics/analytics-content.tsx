import type { QuestionnaireAnalyticsPage } from '../../server/questionnaire-analytics/analytics.server.ts'
import { ANALYTICS_COPY as COPY } from '../../domain/questionnaire-analytics/copy.ts'
import { formatDuration, formatPublication, formatShare } from '../../domain/questionnaire-analytics/format.ts'
import type { VersionAnalytics } from '../../domain/questionnaire-analytics/index.ts'
import { BarTable } from './bar-table.tsx'
import { analyticsHref } from './route.ts'

/**
 * The analytics screen's content: the version links, then the chosen version's headline figures, drop-off
 * and answer distributions, or an empty state. Plain HTML: every figure is written out, the bars are drawn
 * by CSS (analytics.css) and hidden from screen readers.
 */
export function AnalyticsContent({ page, adminRoute }: { page: QuestionnaireAnalyticsPage; adminRoute: string }) {
  const { versions, selected } = page
  if (!selected) return <p className="questionnaire-analytics__empty">{COPY.noVersion}</p>
  return (
    <>
      <p className="questionnaire-analytics__intro">{COPY.intro}</p>
      <nav className="questionnaire-analytics__versions" aria-labelledby="questionnaire-analytics-versions">
        <h2 id="questionnaire-analytics-versions">{COPY.versionsHeading}</h2>
        <ul>
          {versions.map((version) => {
            const isCurrent = version.id === selected.version.id
            return (
              <li key={version.id}>
                <a href={analyticsHref(adminRoute, version.id)} aria-current={isCurrent ? 'page' : undefined} className={isCurrent ? 'is-current' : undefined}>
                  <span>{COPY.versionLink(version.title, formatPublication(version.publishedAt))}</span>
                  <span className="questionnaire-analytics__count">{COPY.projectCount(version.projectCount)}</span>
                </a>
              </li>
            )
          })}
        </ul>
      </nav>
      {selected.figures.started === 0 ? (
        <p className="questionnaire-analytics__empty">{COPY.emptyState}</p>
      ) : (
        <VersionFigures figures={selected.figures} />
      )}
    </>
  )
}

function VersionFigures({ figures }: { figures: VersionAnalytics }) {
  const headline = [
    { label: COPY.started, value: String(figures.started), help: COPY.startedHelp },
    { label: COPY.finished, value: String(figures.finished), help: COPY.finishedHelp },
    { label: COPY.completionRate, value: formatShare(figures.completionRate), help: COPY.completionRateHelp },
    {
      label: COPY.medianTime,
      value: formatDuration(figures.medianSecondsToFinish),
      help: figures.timedFinishes > 0 ? COPY.medianTimeHelp(figures.timedFinishes) : COPY.notMeasured,
    },
  ]
  const dropOffRows = [
    ...figures.dropOff.map((row) => ({ key: row.questionId, label: `${row.position}. ${row.title}`, count: row.stopped, share: row.share })),
    ...(figures.stoppedOnUnknownQuestion > 0
      ? [{ key: 'unknown', label: COPY.unknownQuestion, count: figures.stoppedOnUnknownQuestion, share: figures.stoppedOnUnknownQuestionShare }]
      : []),
  ]
  return (
    <>
      <section aria-labelledby="questionnaire-analytics-figures">
        <h2 id="questionnaire-analytics-figures">{COPY.figuresHeading}</h2>
        <dl className="questionnaire-analytics__figures">
          {headline.map((figure) => (
            <div key={figure.label} className="questionnaire-analytics__figure">
              <dt>{figure.label}</dt>
              <dd>
                <span className="questionnaire-analytics__figure-value">{figure.value}</span>
                <span className="questionnaire-analytics__figure-help">{figure.help}</span>
              </dd>
            </div>
          ))}
        </dl>
      </section>
      <section aria-labelledby="questionnaire-analytics-drop-off">
        <h2 id="questionnaire-analytics-drop-off">{COPY.dropOffHeading}</h2>
        {figures.unfinished === 0 ? (
          <p className="questionnaire-analytics__lead">{COPY.dropOffIntro(0)}</p>
        ) : (
          <BarTable
            caption={COPY.dropOffIntro(figures.unfinished)}
            labelHeading={COPY.questionColumn}
            countHeading={COPY.stoppedColumn}
            shareHeading={COPY.shareColumn}
            rows={dropOffRows}
          />
        )}
      </section>
      <section aria-labelledby="questionnaire-analytics-distribution">
        <h2 id="questionnaire-analytics-distribution">{COPY.distributionHeading}</h2>
        <p className="questionnaire-analytics__lead">{figures.distributions.length > 0 ? COPY.distributionIntro : COPY.noChoiceQuestion}</p>
        {figures.distributions.map((distribution) => (
          <BarTable
            key={distribution.questionId}
            caption={
              <>
                <span className="questionnaire-analytics__question">{distribution.title}</span>
                <span className="questionnaire-analytics__caption-note">
                  {COPY.answeredCount(distribution.answered)}
                  {distribution.isMultiple ? ` · ${COPY.multipleHint}` : ''}
                </span>
              </>
            }
            labelHeading={COPY.choiceColumn}
            countHeading={COPY.countColumn}
            shareHeading={COPY.shareColumn}
            rows={[
              ...distribution.choices.map((choice) => ({ key: choice.value, label: choice.label, count: choice.count, share: choice.share })),
              ...(distribution.unlisted > 0
                ? [{ key: 'unlisted', label: COPY.unlisted, count: distribution.unlisted, share: distribution.unlistedShare }]
                : []),
            ]}
          />
        ))}
      </section>
    </>
  )
}
