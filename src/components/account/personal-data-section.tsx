import { useState } from 'react'
import { useRouter } from '@tanstack/react-router'
import { Download, Trash2 } from 'lucide-react'
import { ERASURE_COPY } from '@/domain/accounts'
import { deleteAccount } from '@/server/accounts/account.functions'
import { Button } from '@/components/ui/button'
import { Input } from '@/components/ui/input'
import { Label } from '@/components/ui/label'
import { Spinner } from '@/components/ui/spinner'
import { useServerAction } from '@/components/lib/use-server-action'
import {
  AlertDialog,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
  AlertDialogTrigger,
} from '@/components/ui/alert-dialog'
import { FormStatus } from '@/components/auth/form-status'

const COPY = {
  exportText: 'Téléchargez toutes vos données (compte, projets, réponses, documents) et vos fichiers dans une archive ZIP.',
  exportButton: 'Télécharger mes données',
  deleteText: 'Vous pouvez supprimer votre compte à tout moment.',
  deleteButton: 'Supprimer mon compte',
  dialogTitle: 'Supprimer définitivement votre compte ?',
  password: 'Votre mot de passe, pour confirmer',
  cancel: 'Annuler',
  confirm: 'Supprimer mon compte',
} as const

/** RGPD: download everything, or delete the account (with what is kept, and why, stated before). */
export function PersonalDataSection() {
  const router = useRouter()
  const [password, setPassword] = useState('')
  // NOTE: a refusal (wrong password) shows in the confirmation dialog, beside the password.
  const erase = useServerAction((input: { password: string }) => deleteAccount({ data: input }), { shouldToast: false })
  const isBusy = erase.isPending
  const error = erase.error?.message ?? null

  async function onDelete() {
    if (!(await erase.run({ password }))) return
    await router.invalidate()
    await router.navigate({ to: '/home' })
  }

  return (
    <div className="grid gap-6">
      <div className="grid gap-3">
        <p className="text-sm text-muted-foreground">{COPY.exportText}</p>
        <Button asChild variant="outline" className="justify-self-start">
          <a href="/v1/user/export" download>
            <Download aria-hidden="true" />
            {COPY.exportButton}
          </a>
        </Button>
      </div>
      <div className="grid gap-3 border-t border-border/70 pt-6">
        <p className="text-sm text-muted-foreground">{COPY.deleteText}</p>
        <p className="text-sm text-muted-foreground">{ERASURE_COPY.summary}</p>
        <AlertDialog>
          <AlertDialogTrigger asChild>
            <Button variant="destructive" className="justify-self-start">
              <Trash2 aria-hidden="true" />
              {COPY.deleteButton}
            </Button>
          </AlertDialogTrigger>
          <AlertDialogContent>
            <AlertDialogHeader>
              <AlertDialogTitle>{COPY.dialogTitle}</AlertDialogTitle>
              <AlertDialogDescription>{ERASURE_COPY.summary}</AlertDialogDescription>
            </AlertDialogHeader>
            <form
              className="grid gap-3"
              onSubmit={(event) => {
                event.preventDefault()
                void onDelete()
              }}
            >
              <div className="grid gap-2">
                <Label htmlFor="suppression-mot-de-passe">{COPY.password}</Label>
                <Input
                  id="suppression-mot-de-passe"
                  type="password"
                  autoComplete="current-password"
                  value={password}
                  aria-invalid={error ? true : undefined}
                  aria-describedby={error ? 'suppression-erreur' : undefined}
                  onChange={(event) => setPassword(event.target.value)}
                />
              </div>
              <div id="suppression-erreur">
                <FormStatus error={error} />
              </div>
              <AlertDialogFooter>
                <AlertDialogCancel type="button">{COPY.cancel}</AlertDialogCancel>
                <Button type="submit" variant="destructive" disabled={isBusy || password === ''}>
                  {isBusy ? <Spinner aria-hidden="true" /> : null}
                  {COPY.confirm}
                </Button>
              </AlertDialogFooter>
            </form>
          </AlertDialogContent>
        </AlertDialog>
      </div>
    </div>
  )
}
