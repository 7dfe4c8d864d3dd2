import { useState } from 'react'
import { useFormAction } from '@/components/auth/use-form-action'
import { useForm } from 'react-hook-form'
import { zodResolver } from '@hookform/resolvers/zod'
import { useRouter } from '@tanstack/react-router'
import { profileSchema, type ProfileInput } from '@/domain/accounts'
import { updateProfile } from '@/server/accounts/account.functions'
import type { Account } from '@/server/accounts/account.types'
import { Form, FormControl, FormDescription, FormField, FormItem, FormLabel } from '@/components/ui/form'
import { Switch } from '@/components/ui/switch'
import { Button } from '@/components/ui/button'
import { Spinner } from '@/components/ui/spinner'
import { TextField } from '@/components/auth/text-field'
import { FormStatus } from '@/components/auth/form-status'
import { CompanyFieldset } from './company-fieldset'
import { ACCOUNT_COPY } from './copy'

const profileValuesOf = (account: Account): ProfileInput => ({
  firstName: account.firstName,
  lastName: account.lastName,
  phone: account.phone,
  sendNotifications: account.sendNotifications,
  companySiret: account.companySiret,
  companyName: account.companyName,
  companyAddress: account.companyAddress,
})

/** First and last name, phone, the notifications (the optional emails) and, for a professional, the company. */
export function ProfileForm({ user }: { user: Account }) {
  const router = useRouter()
  const form = useForm<ProfileInput>({
    resolver: zodResolver(profileSchema),
    defaultValues: profileValuesOf(user),
  })

  const save = useFormAction(form, (values: ProfileInput) => updateProfile({ data: values }))
  const [saved, setSaved] = useState<string | null>(null)

  async function onSubmit(values: ProfileInput) {
    setSaved(null)
    const account = await save.run(values)
    if (!account) return
    setSaved(ACCOUNT_COPY.saved)
    form.reset(profileValuesOf(account))
    await router.invalidate()
  }

  return (
    <Form {...form}>
      <form onSubmit={form.handleSubmit(onSubmit)} noValidate className="grid gap-5" aria-label={ACCOUNT_COPY.profileTitle}>
        <div className="grid gap-5 sm:grid-cols-2">
          <TextField control={form.control} name="firstName" label={ACCOUNT_COPY.firstName} autoComplete="given-name" />
          <TextField control={form.control} name="lastName" label={ACCOUNT_COPY.lastName} autoComplete="family-name" />
        </div>
        <TextField control={form.control} name="phone" label={ACCOUNT_COPY.phone} type="tel" autoComplete="tel" />
        <fieldset className="grid gap-3">
          <legend className="mb-2 text-lg font-medium">{ACCOUNT_COPY.notificationsTitle}</legend>
          <FormField
            control={form.control}
            name="sendNotifications"
            render={({ field }) => (
              <FormItem className="flex items-center justify-between gap-4 rounded-lg border border-border/70 p-4">
                <div className="grid gap-1">
                  <FormLabel>{ACCOUNT_COPY.notifications}</FormLabel>
                  <FormDescription>{ACCOUNT_COPY.notificationsHelp}</FormDescription>
                </div>
                <FormControl>
                  <Switch checked={field.value} onCheckedChange={field.onChange} />
                </FormControl>
              </FormItem>
            )}
          />
          <p className="text-sm text-muted-foreground">{ACCOUNT_COPY.notificationsAlways}</p>
        </fieldset>
        <CompanyFieldset form={form} />
        <FormStatus error={save.formError?.message} success={saved} />
        <Button type="submit" className="justify-self-start" disabled={form.formState.isSubmitting}>
          {form.formState.isSubmitting ? <Spinner aria-hidden="true" /> : null}
          {ACCOUNT_COPY.save}
        </Button>
      </form>
    </Form>
  )
}
