/**
 * What the browser says when a call to /v1 could not be made or gave no answer it could read. The one
 * place these French texts are written.
 */

/** Any form or upload: what was already saved stays saved. */
export const NETWORK_ERROR = 'La connexion a échoué. Vérifiez votre réseau puis réessayez ; rien de ce que vous aviez enregistré n’a été perdu.'

/** The questionnaire: the answer being sent is kept on the slide, so the customer may send it again. */
export const ANSWER_NETWORK_ERROR = 'La connexion a échoué. Vérifiez votre réseau puis réessayez ; votre réponse n’a pas été perdue.'
