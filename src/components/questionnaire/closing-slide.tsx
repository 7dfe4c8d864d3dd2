import { lazy, Suspense, type ReactNode, type RefObject } from 'react'
import { ArrowRight } from 'lucide-react'
import { Button } from '@/components/ui/button'
import { Spinner } from '@/components/ui/spinner'
import { IndicativeBudget } from '@/components/pricing/indicative-budget'
import type { QuestionnairePageData } from '@/server/questionnaire/page-data.server'
import { QUESTIONNAIRE_COPY as COPY } from './copy'
import type { QuestionnaireFlowState } from './use-questionnaire-flow'
import { loadCode } from '@/lib/time-limits'

const PasswordField = lazy(() => loadCode(() => import('./fields/text-fields')).then((module) => ({ default: module.PasswordField })))
const EmailCodeStep = lazy(() => loadCode(() => import('./email-code-step')).then((module) => ({ default: module.EmailCodeStep })))

type ClosingSlideProps = {
  data: QuestionnairePageData
  flow: QuestionnaireFlowState
  heading: RefObject<HTMLHeadingElement | null>
  serverAlert: ReactNode
  backButton: ReactNode
  onFinished: (projectId: string) => void
}

/**
 * After the last question: 'Terminer', then the visitor's code step, the password of a new account (only
 * once the code proved an address no account has), and the saved project (its indicative budget) or, for
 * an address that already had an account, where the project went.
 */
export function ClosingSlide({ data, flow, heading, serverAlert, backButton, onFinished }: ClosingSlideProps) {
  const { closing, projectId } = flow.state
  if (closing.kind === 'attached' && projectId !== null) {
    return (
      <div className="flex flex-col gap-6 p-6 sm:p-10">
        <h1 ref={heading} tabIndex={-1} className="text-3xl outline-none">
          {COPY.attachedTitle}
        </h1>
        <p className="text-lg text-muted-foreground">{closing.message}</p>
        <div className="flex justify-end">
          <Button size="lg" asChild>
            <a href={`/login?redirect=${encodeURIComponent(`/project/${projectId}`)}`}>
              {COPY.signInToProject} <ArrowRight />
            </a>
          </Button>
        </div>
      </div>
    )
  }
  if (closing.kind === 'code') {
    return (
      <Suspense fallback={<Spinner />}>
        <EmailCodeStep
          heading={heading}
          sentMessage={closing.message}
          channel={closing.channel}
          onConfirm={flow.confirmCode}
          onResend={flow.resendCode}
          serverError={flow.codeError}
          isBusy={flow.isCheckingCode}
        />
      </Suspense>
    )
  }
  if (closing.kind === 'password') {
    return (
      <form
        className="flex flex-col gap-6 p-6 sm:p-10"
        noValidate
        onSubmit={(event) => {
          event.preventDefault()
          void flow.createAccount()
        }}
      >
        <h1 id="new-password-title" ref={heading} tabIndex={-1} className="text-3xl outline-none">
          {COPY.choosePassword.title}
        </h1>
        <p className="text-lg text-muted-foreground">{closing.message}</p>
        <Suspense fallback={<Spinner />}>
          <PasswordField
            question={flow.passwordQuestion}
            draft={flow.state.endPassword}
            onChange={flow.editEndPassword}
            labelId="new-password-title"
            errorId={flow.serverError ? 'new-password-error' : undefined}
          />
        </Suspense>
        {flow.serverError ? (
          <p id="new-password-error" role="alert" className="text-sm font-medium text-destructive">
            {flow.serverError}
          </p>
        ) : null}
        <div className="flex justify-end">
          <Button type="submit" size="lg" disabled={flow.isCheckingCode}>
            {flow.isCheckingCode ? <Spinner /> : null}
            {COPY.choosePassword.submit}
          </Button>
        </div>
      </form>
    )
  }
  if (closing.kind === 'sent' && projectId !== null) {
    return (
      <div className="flex flex-col gap-6 p-6 sm:p-10">
        <h1 ref={heading} tabIndex={-1} className="text-3xl outline-none">
          {COPY.sentTitle}
        </h1>
        <p className="text-lg text-muted-foreground">{COPY.sentText}</p>
        <IndicativeBudget budget={closing.budget} copy={COPY.budget} />
        <div className="flex justify-end">
          <Button size="lg" onClick={() => onFinished(projectId)}>
            {COPY.seeProject} <ArrowRight />
          </Button>
        </div>
      </div>
    )
  }
  return (
    <div className="flex flex-col gap-6 p-6 sm:p-10">
      <h1 ref={heading} tabIndex={-1} className="text-3xl outline-none">
        {COPY.endTitle}
      </h1>
      <p className="text-lg text-muted-foreground">{data.isPreview ? COPY.previewEnd : COPY.endText}</p>
      {serverAlert}
      <div className="flex items-center justify-between gap-3">
        {backButton}
        <Button size="lg" onClick={() => void flow.finish()} disabled={flow.isSaving || data.isPreview}>
          {flow.isSaving ? <Spinner /> : null}
          {COPY.finish}
        </Button>
      </div>
    </div>
  )
}
