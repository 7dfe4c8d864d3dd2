/** A project document as the screens link it: shown (inline) and downloaded through the /v1 document calls. */
export type ScreenDocument = { name: string; viewUrl: string; downloadUrl: string }

/** The links of a stored file by its name (GET /v1/project/docs/{name}, /v1/project/download/pdf/{name}); null for none. */
export function screenDocumentNamed(name: string | null | undefined): ScreenDocument | null {
  if (!name) return null
  const encoded = encodeURIComponent(name)
  return { name, viewUrl: `/v1/project/docs/${encoded}`, downloadUrl: `/v1/project/download/pdf/${encoded}` }
}
