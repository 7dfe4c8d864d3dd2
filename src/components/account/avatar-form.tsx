import { useRef, useState } from 'react'
import { useServerAction } from '@/components/lib/use-server-action'
import { useRouter } from '@tanstack/react-router'
import { updateAvatar } from '@/server/accounts/account.functions'
import type { Account } from '@/server/accounts/account.types'
import { Avatar, AvatarFallback, AvatarImage } from '@/components/ui/avatar'
import { Button } from '@/components/ui/button'
import { Spinner } from '@/components/ui/spinner'
import { FormStatus } from '@/components/auth/form-status'
import { ACCOUNT_COPY } from './copy'

const ACCEPT = 'image/png,image/jpeg,image/gif,image/bmp,image/webp'

/** Initials shown when there is no photo (spec: derived on the client). */
export const initialsOf = (user: Account) => `${user.firstName.charAt(0)}${user.lastName.charAt(0)}`.toUpperCase() || '?'

/** The profile photo: upload a new one (checked on the server by content) or remove it. */
export function AvatarForm({ user }: { user: Account }) {
  const router = useRouter()
  const input = useRef<HTMLInputElement>(null)
  // NOTE: a refusal (not an image, too large) shows below the photo, with the form's other messages.
  const upload = useServerAction((form: FormData) => updateAvatar({ data: form }), { shouldToast: false })
  const isBusy = upload.isPending
  const [saved, setSaved] = useState<string | null>(null)

  async function send(form: FormData, success: string) {
    setSaved(null)
    if (!(await upload.run(form))) return
    setSaved(success)
    await router.invalidate()
  }

  function onFile(file: File | undefined) {
    if (!file) return
    const form = new FormData()
    form.set('avatar', file)
    void send(form, ACCOUNT_COPY.avatarSaved)
    if (input.current) input.current.value = ''
  }

  function onRemove() {
    const form = new FormData()
    form.set('remove', '1')
    void send(form, ACCOUNT_COPY.avatarRemoved)
  }

  return (
    <div className="grid gap-4">
      <div className="flex flex-wrap items-center gap-4">
        <Avatar className="size-20">
          {user.avatarUrl ? <AvatarImage src={user.avatarUrl} alt="" /> : null}
          <AvatarFallback className="text-xl">{initialsOf(user)}</AvatarFallback>
        </Avatar>
        <div className="flex flex-wrap gap-2">
          <Button type="button" variant="outline" disabled={isBusy} onClick={() => input.current?.click()}>
            {isBusy ? <Spinner aria-hidden="true" /> : null}
            {ACCOUNT_COPY.avatarChoose}
          </Button>
          {user.avatarUrl ? (
            <Button type="button" variant="ghost" disabled={isBusy} onClick={onRemove}>
              {ACCOUNT_COPY.avatarRemove}
            </Button>
          ) : null}
        </div>
        <input ref={input} type="file" accept={ACCEPT} className="sr-only" aria-label={ACCOUNT_COPY.avatarChoose} tabIndex={-1} onChange={(event) => onFile(event.target.files?.[0])} />
      </div>
      <p className="text-sm text-muted-foreground">{ACCOUNT_COPY.avatarHelp}</p>
      <FormStatus error={upload.error?.message} success={saved} />
    </div>
  )
}
