import type { ReactNode } from 'react'
import { useRouter } from '@tanstack/react-router'
import { LogOut } from 'lucide-react'
import type { Account } from '@/server/accounts/account.types'
import { logoutUser } from '@/server/accounts/auth.functions'
import { Button } from '@/components/ui/button'
import { useServerAction } from '@/components/lib/use-server-action'
import { ProfileForm } from './profile-form'
import { AvatarForm } from './avatar-form'
import { EmailChangeForm } from './email-change-form'
import { ChangePasswordForm } from './change-password-form'
import { PersonalDataSection } from './personal-data-section'
import { ACCOUNT_COPY } from './copy'

function Section({ id, title, description, children }: { id: string; title: string; description?: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="rounded-2xl border border-border/70 bg-card p-6 shadow-sm sm:p-8">
      <h2 id={id} className="text-xl">
        {title}
      </h2>
      {description ? <p className="mt-1 text-sm text-muted-foreground">{description}</p> : null}
      <div className="mt-6">{children}</div>
    </section>
  )
}

/**
 * The content of /moncompte, without page chrome, so that the dashboard layout (tabs 'Mes projets',
 * 'Mes documents', 'Mon compte') can wrap it when it comes.
 */
export function AccountPanel({ user, extraSections }: { user: Account; extraSections?: ReactNode }) {
  const router = useRouter()
  const logout = useServerAction(() => logoutUser())

  async function onLogout() {
    if (!(await logout.run(undefined))) return
    await router.invalidate()
    await router.navigate({ to: '/login' })
  }

  return (
    <div className="grid gap-6">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="text-3xl sm:text-4xl">{ACCOUNT_COPY.title}</h1>
          <p className="mt-2 text-muted-foreground">{ACCOUNT_COPY.lead}</p>
        </div>
        <Button type="button" variant="outline" onClick={onLogout} disabled={logout.isPending}>
          <LogOut aria-hidden="true" />
          {ACCOUNT_COPY.logout}
        </Button>
      </div>
      <Section id="compte-infos" title={ACCOUNT_COPY.profileTitle}>
        <ProfileForm user={user} />
      </Section>
      <Section id="compte-photo" title={ACCOUNT_COPY.avatarTitle}>
        <AvatarForm user={user} />
      </Section>
      <Section id="compte-email" title={ACCOUNT_COPY.emailTitle}>
        <EmailChangeForm currentEmail={user.email} pendingEmail={user.pendingEmail} />
      </Section>
      <Section id="compte-mot-de-passe" title={ACCOUNT_COPY.passwordTitle} description={ACCOUNT_COPY.passwordHelp}>
        <ChangePasswordForm />
      </Section>
      <Section id="compte-donnees" title={ACCOUNT_COPY.dataTitle}>
        <PersonalDataSection />
      </Section>
      {extraSections}
    </div>
  )
}
