import { useId, useRef, useState } from 'react'
import { CheckCircle2, Download, HardHat, Mail, PenLine } from 'lucide-react'
import { Button } from '@/components/ui/button'
import { Checkbox } from '@/components/ui/checkbox'
import { Input } from '@/components/ui/input'
import { Label } from '@/components/ui/label'
import { Spinner } from '@/components/ui/spinner'
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs'
import { PdfPreview } from '@/components/documents/pdf-preview'
import { SIGNATURE_CODE_LENGTH, signContractSchema } from '@/domain/signature'
import { parisLabel } from '@/domain/booking'
import type { SigningSession } from '@/server/signature/signature.server'
import { sendContractCode, signMyContract } from '@/server/signature/signature.functions'
import { SignaturePad, typedSignature, type SignaturePadHandle } from './signature-pad'
import { SIGNING_COPY as COPY } from './copy'

type FieldErrors = Partial<Record<'code' | 'signerName' | 'signature' | 'accept', string>>

function FieldError({ id, message }: { id: string; message?: string }) {
  return message ? (
    <p id={id} className="text-sm text-destructive">
      {message}
    </p>
  ) : null
}

type Signed = { at: string; fileUrl: string; fileName: string }

function SignedView({ projectId, signed }: { projectId: number; signed: Signed }) {
  return (
    <section aria-labelledby="signe-titre" className="space-y-4 rounded-2xl border bg-card p-6 text-center shadow-xs">
      <CheckCircle2 aria-hidden="true" className="mx-auto size-12 text-primary" />
      <h2 id="signe-titre" className="text-2xl">
        {COPY.signedTitle}
      </h2>
      <p>{COPY.signedText(parisLabel(new Date(signed.at)))}</p>
      <div className="flex flex-col justify-center gap-3 sm:flex-row">
        <Button asChild variant="outline">
          <a href={signed.fileUrl} download={signed.fileName}>
            <Download aria-hidden="true" /> {COPY.download}
          </a>
        </Button>
        <Button asChild>
          <a href={`/suivi-des-traveaux/${projectId}`}>
            <HardHat aria-hidden="true" /> {COPY.works}
          </a>
        </Button>
      </div>
    </section>
  )
}

/**
 * The signing page a 'Signer mon contrat' link opens: the contract to read, a one-time code sent by email,
 * a drawn or typed signature, the acceptance, then the signed contract to download. The form checks its
 * input with the same schema as the server, and keeps what was typed when a call fails.
 */
export function SigningPage({ token, session }: { token: string; session: SigningSession }) {
  const ids = { code: useId(), name: useId(), pad: useId(), typed: useId(), accept: useId() }
  const pad = useRef<SignaturePadHandle>(null)
  const [codeSentTo, setCodeSentTo] = useState<string | null>(session.codeSentAt ? session.maskedEmail : null)
  const [isSending, setIsSending] = useState(false)
  const [code, setCode] = useState('')
  const [signerName, setSignerName] = useState(session.signerName)
  const [method, setMethod] = useState<'drawn' | 'typed'>('drawn')
  const [typed, setTyped] = useState(session.signerName)
  const [accept, setAccept] = useState(false)
  const [errors, setErrors] = useState<FieldErrors>({})
  const [error, setError] = useState<string | null>(null)
  const [isSigning, setIsSigning] = useState(false)
  const [signed, setSigned] = useState<Signed | null>(session.signed)

  if (signed) return <SignedView projectId={session.projectId} signed={signed} />

  async function onSendCode() {
    setIsSending(true)
    setError(null)
    const result = await sendContractCode({ data: { token } }).catch(() => null)
    if (result?.ok) setCodeSentTo(result.value.sent_to)
    else setError(result ? result.error : COPY.failed)
    setIsSending(false)
  }

  async function onSign(event: React.FormEvent) {
    event.preventDefault()
    const form = { code, signerName, method, signature: method === 'drawn' ? (pad.current?.toDataUrl() ?? '') : typedSignature(typed), accept }
    const parsed = signContractSchema.safeParse(form)
    if (!parsed.success) {
      const next: FieldErrors = {}
      for (const issue of parsed.error.issues) {
        const field = issue.path[0] as keyof FieldErrors
        next[field] ??= issue.message
      }
      setErrors(next)
      return
    }
    setErrors({})
    setError(null)
    setIsSigning(true)
    const result = await signMyContract({ data: { token, form } }).catch(() => null)
    setIsSigning(false)
    if (result?.ok) setSigned({ at: result.value.signed_at, fileUrl: result.value.file_url, fileName: result.value.file_name })
    else setError(result ? result.error : COPY.failed)
  }

  return (
    <div className="space-y-8">
      <section aria-labelledby="lire-titre" className="space-y-3">
        <h2 id="lire-titre" className="text-xl">
          {COPY.steps.read}
        </h2>
        <PdfPreview document={{ name: session.documentName, viewUrl: session.documentUrl, downloadUrl: session.documentUrl.replace('/v1/project/docs/', '/v1/project/download/pdf/') }} title={session.documentName} />
        <p className="font-mono text-xs break-all text-muted-foreground">{COPY.hash(session.originalSha256)}</p>
      </section>

      <form onSubmit={(event) => void onSign(event)} noValidate className="space-y-8">
        <section aria-labelledby="code-titre" className="space-y-3">
          <h2 id="code-titre" className="text-xl">
            {COPY.steps.code}
          </h2>
          <Button type="button" variant={codeSentTo ? 'outline' : 'default'} disabled={isSending} onClick={() => void onSendCode()}>
            {isSending ? <Spinner /> : <Mail aria-hidden="true" />}
            {isSending ? COPY.sending : codeSentTo ? COPY.resendCode : COPY.sendCode}
          </Button>
          {codeSentTo ? (
            <p role="status" className="text-sm">
              {COPY.codeSent(codeSentTo)}
            </p>
          ) : null}
          <div className="max-w-xs space-y-1.5">
            <Label htmlFor={ids.code}>{COPY.codeLabel}</Label>
            <Input
              id={ids.code}
              value={code}
              onChange={(event) => setCode(event.target.value.replace(/\D/g, '').slice(0, SIGNATURE_CODE_LENGTH))}
              inputMode="numeric"
              autoComplete="one-time-code"
              maxLength={SIGNATURE_CODE_LENGTH}
              aria-invalid={errors.code ? true : undefined}
              aria-describedby={errors.code ? `${ids.code}-erreur` : undefined}
              className="font-mono text-lg tracking-[0.4em]"
            />
            <FieldError id={`${ids.code}-erreur`} message={errors.code} />
          </div>
        </section>

        <section aria-labelledby="signer-titre" className="space-y-4">
          <h2 id="signer-titre" className="text-xl">
            {COPY.steps.sign}
          </h2>
          <div className="max-w-md space-y-1.5">
            <Label htmlFor={ids.name}>{COPY.nameLabel}</Label>
            <Input
              id={ids.name}
              value={signerName}
              onChange={(event) => setSignerName(event.target.value)}
              autoComplete="name"
              aria-invalid={errors.signerName ? true : undefined}
              aria-describedby={errors.signerName ? `${ids.name}-erreur` : undefined}
            />
            <FieldError id={`${ids.name}-erreur`} message={errors.signerName} />
          </div>
          <fieldset className="space-y-2">
            <legend className="text-sm font-medium">{COPY.modeLabel}</legend>
            <Tabs value={method} onValueChange={(value) => setMethod(value as 'drawn' | 'typed')}>
              <TabsList>
                <TabsTrigger value="drawn">{COPY.modes.drawn}</TabsTrigger>
                <TabsTrigger value="typed">{COPY.modes.typed}</TabsTrigger>
              </TabsList>
              <TabsContent value="drawn" className="space-y-2 pt-2">
                <p id={ids.pad} className="text-sm text-muted-foreground">
                  {COPY.padHint}
                </p>
                <SignaturePad ref={pad} describedBy={ids.pad} invalid={Boolean(errors.signature)} />
              </TabsContent>
              <TabsContent value="typed" className="space-y-2 pt-2">
                <Label htmlFor={ids.typed}>{COPY.typedLabel}</Label>
                <Input id={ids.typed} value={typed} onChange={(event) => setTyped(event.target.value)} aria-describedby={`${ids.typed}-aide`} className="max-w-md" />
                <p id={`${ids.typed}-aide`} className="text-sm text-muted-foreground">
                  {COPY.typedHint}
                </p>
                <p aria-hidden="true" className="rounded-lg border bg-white px-4 py-6 text-center font-serif text-4xl italic text-[#1f2a44]">
                  {typed}
                </p>
              </TabsContent>
            </Tabs>
            <FieldError id={`${ids.pad}-erreur`} message={errors.signature} />
          </fieldset>
          <div className="flex items-start gap-3">
            <Checkbox
              id={ids.accept}
              checked={accept}
              onCheckedChange={(checked) => setAccept(checked === true)}
              aria-invalid={errors.accept ? true : undefined}
              aria-describedby={errors.accept ? `${ids.accept}-erreur` : undefined}
              className="mt-0.5"
            />
            <div className="space-y-1">
              <Label htmlFor={ids.accept} className="leading-snug">
                {COPY.accept}
              </Label>
              <FieldError id={`${ids.accept}-erreur`} message={errors.accept} />
            </div>
          </div>
        </section>

        {error ? (
          <p role="alert" className="rounded-lg border border-destructive/40 bg-destructive/5 p-3 text-sm text-destructive">
            {error}
          </p>
        ) : null}
        <Button type="submit" size="lg" disabled={isSigning}>
          {isSigning ? <Spinner /> : <PenLine aria-hidden="true" />}
          {isSigning ? COPY.signing : COPY.submit}
        </Button>
      </form>
    </div>
  )
}
