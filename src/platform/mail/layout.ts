/** The HTML frame of every email: simple tables and inline styles, as mail clients need. */

const escapes: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' }

/** Escapes text for HTML: names and addresses typed by people go into emails. */
export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (character) => escapes[character] ?? character)
}

export type EmailContent = { subject: string; html: string; text: string }

type Frame = {
  subject: string
  /** Paragraphs of plain text (escaped here). */
  paragraphs: string[]
  action?: { label: string; url: string }
  /** Small print under the button. */
  footnote?: string
}

/** Renders one email as HTML and as plain text from the same words. */
export function renderEmail({ subject, paragraphs, action, footnote }: Frame): EmailContent {
  const body = paragraphs.map((text) => `<p style="margin:0 0 16px;line-height:1.6">${escapeHtml(text)}</p>`).join('')
  const button = action
    ? `<p style="margin:24px 0"><a href="${escapeHtml(action.url)}" style="display:inline-block;background:#b5623f;color:#ffffff;padding:12px 22px;border-radius:8px;text-decoration:none;font-weight:600">${escapeHtml(action.label)}</a></p>
<p style="margin:0 0 16px;font-size:13px;color:#6b6259">Si le bouton ne fonctionne pas, copiez ce lien dans votre navigateur :<br><a href="${escapeHtml(action.url)}" style="color:#b5623f;word-break:break-all">${escapeHtml(action.url)}</a></p>`
    : ''
  const small = footnote ? `<p style="margin:24px 0 0;font-size:13px;color:#6b6259">${escapeHtml(footnote)}</p>` : ''
  const html = `<!doctype html>
<html lang="fr"><head><meta charset="utf-8"><title>${escapeHtml(subject)}</title></head>
<body style="margin:0;background:#f7f2ea;font-family:Inter,Segoe UI,Arial,sans-serif;color:#2b2622">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:32px 16px">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="max-width:560px;background:#ffffff;border-radius:12px;padding:32px">
<tr><td>
<p style="margin:0 0 24px;font-family:Georgia,serif;font-size:22px;color:#2b2622">Maisonnée</p>
${body}${button}${small}
</td></tr></table>
<p style="font-size:12px;color:#6b6259;margin:16px 0 0">Maisonnée · Rénovation et aménagement d’appartement</p>
</td></tr></table>
</body></html>`
  const text = [
    ...paragraphs,
    ...(action ? [`${action.label} : ${action.url}`] : []),
    ...(footnote ? [footnote] : []),
    '—\nMaisonnée · Rénovation et aménagement d’appartement',
  ].join('\n\n')
  return { subject, html, text }
}
