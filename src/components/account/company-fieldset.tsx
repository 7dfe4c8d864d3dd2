import { useState } from 'react'
import type { UseFormReturn } from 'react-hook-form'
import { Search } from 'lucide-react'
import type { ProfileInput } from '@/domain/accounts'
import { siretSchema } from '@/domain/company'
import { lookUpCompany } from '@/server/company/company.functions'
import { useFormAction } from '@/components/auth/use-form-action'
import { TextField } from '@/components/auth/text-field'
import { FormStatus } from '@/components/auth/form-status'
import { Button } from '@/components/ui/button'
import { Spinner } from '@/components/ui/spinner'
import { ACCOUNT_COPY } from './copy'

/**
 * A professional's company within the profile form: the SIRET looked up in the public register fills the
 * name and the address; when the register does not know it or does not answer, the customer types them.
 */
export function CompanyFieldset({ form }: { form: UseFormReturn<ProfileInput> }) {
  const lookup = useFormAction(form, (siret: string) => lookUpCompany({ data: { siret } }))
  const [notice, setNotice] = useState<string | null>(null)

  async function onLookup() {
    setNotice(null)
    form.clearErrors('companySiret')
    const checked = siretSchema.safeParse(form.getValues('companySiret') ?? '')
    if (!checked.success) {
      form.setError('companySiret', { message: checked.error.issues[0]?.message }, { shouldFocus: true })
      return
    }
    const result = await lookup.run(checked.data)
    if (!result) return
    if (!result.isAvailable) {
      setNotice(result.notice)
      return
    }
    form.setValue('companySiret', result.company.siret, { shouldDirty: true })
    form.setValue('companyName', result.company.name, { shouldDirty: true, shouldValidate: true })
    form.setValue('companyAddress', result.company.address, { shouldDirty: true })
    setNotice(ACCOUNT_COPY.companyFound)
  }

  return (
    <fieldset className="grid gap-5 rounded-lg border border-border/70 p-4">
      <legend className="px-1 font-medium">{ACCOUNT_COPY.companyTitle}</legend>
      <p className="-mt-2 text-sm text-muted-foreground">{ACCOUNT_COPY.companyHelp}</p>
      <div className="grid gap-3 sm:grid-cols-[1fr_auto] sm:items-start">
        <TextField control={form.control} name="companySiret" label={ACCOUNT_COPY.companySiret} inputMode="numeric" autoComplete="off" />
        <Button type="button" variant="outline" className="sm:mt-[1.375rem]" onClick={onLookup} disabled={lookup.isPending}>
          {lookup.isPending ? <Spinner aria-hidden="true" /> : <Search aria-hidden="true" />}
          {ACCOUNT_COPY.companyLookup}
        </Button>
      </div>
      <div aria-live="polite">
        <FormStatus error={lookup.formError?.message} success={notice} />
      </div>
      <TextField control={form.control} name="companyName" label={ACCOUNT_COPY.companyName} autoComplete="organization" />
      <TextField control={form.control} name="companyAddress" label={ACCOUNT_COPY.companyAddress} autoComplete="street-address" />
    </fieldset>
  )
}
