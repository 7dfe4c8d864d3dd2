import { useRef, useState } from 'react'
import { useRouter } from '@tanstack/react-router'
import { updateAvatar } from '@/server/accounts/account.functions'
import type { WireUser } from '@/server/v1/serializers/user'
import { Avatar, AvatarFallback, AvatarImage } from '@/components/ui/avatar'
import { Button } from '@/components/ui/button'
import { Spinner } from '@/components/ui/spinner'
import { FormStatus } from '@/components/auth/form-status'
import { ACCOUNT_COPY } from './copy'

const ACCEPT = 'image/png,image/jpeg,image/gif,image/bmp,image/webp'

/** Initials shown when there is no photo (spec: derived on the client). */
export const initialsOf = (user: WireUser) => `${user.user_firstname.charAt(0)}${user.user_lastname.charAt(0)}`.toUpperCase() || '?'

/** The profile photo: upload a new one (checked on the server by content) or remove it. */
export function AvatarForm({ user }: { user: WireUser }) {
  const router = useRouter()
  const input = useRef<HTMLInputElement>(null)
  const [isBusy, setBusy] = useState(false)
  const [status, setStatus] = useState<{ error?: string; success?: string }>({})

  async function send(form: FormData, success: string) {
    setBusy(true)
    setStatus({})
    const result = await updateAvatar({ data: form })
    setBusy(false)
    if (!result.ok) return setStatus({ error: result.error })
    setStatus({ success })
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
          {user.user_img ? <AvatarImage src={user.user_img} alt="" /> : null}
          <AvatarFallback className="text-xl">{initialsOf(user)}</AvatarFallback>
        </Avatar>
        <div className="flex flex-wrap gap-2">
          <Button type="button" variant="outline" disabled={isBusy} onClick={() => input.current?.click()}>
            {isBusy ? <Spinner aria-hidden="true" /> : null}
            {ACCOUNT_COPY.avatarChoose}
          </Button>
          {user.user_img ? (
            <Button type="button" variant="ghost" disabled={isBusy} onClick={onRemove}>
              {ACCOUNT_COPY.avatarRemove}
            </Button>
          ) : null}
        </div>
        <input ref={input} type="file" accept={ACCEPT} className="sr-only" aria-label={ACCOUNT_COPY.avatarChoose} tabIndex={-1} onChange={(event) => onFile(event.target.files?.[0])} />
      </div>
      <p className="text-sm text-muted-foreground">{ACCOUNT_COPY.avatarHelp}</p>
      <FormStatus error={status.error} success={status.success} />
    </div>
  )
}
