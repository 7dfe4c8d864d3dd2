import { MessageDialog } from '@/components/layout/dialogs'
import { QUESTIONNAIRE_COPY as COPY } from './copy'

/**
 * The dialog an answer the engine refuses with an alert opens (e.g. a property type not served); a module
 * of its own so that the questionnaire's first load goes without the dialog's code.
 */
export function FlowAlert({ alert, onClose }: { alert: { title: string; message: string } | null; onClose: () => void }) {
  return <MessageDialog message={alert && { title: alert.title, text: alert.message }} okLabel={COPY.ok} onClose={onClose} />
}
