import { quotedDocumentNames } from '../../domain/signature/index.ts'

/** The text of the SMS carrying a visitor's code at the end of the questionnaire (no link: codes only). */
export function questionnaireCodeSms({ code, minutes }: { code: string; minutes: number }): string {
  return `Maisonnée : votre code pour enregistrer votre projet est ${code}. Il est valable ${minutes} minutes. Ne le communiquez à personne.`
}

/** The SMS carrying the one-time code to sign a contract, to a customer without an email. */
export function signatureCodeSms({ code, documentNames, minutes }: { code: string; documentNames: readonly string[]; minutes: number }): string {
  return `Maisonnée : votre code pour signer ${quotedDocumentNames(documentNames)} est ${code}. Il est valable ${minutes} minutes. Ne le communiquez à personne.`
}
