/**
 * The French texts of retiring questions and choices (issue #23), once: the admin's field, column and
 * messages, and the answers of DELETE /api/questions.
 */
export const RETIREMENT_COPY = {
  questionField: 'Retirée',
  questionFieldHelp:
    'Une question retirée n’est plus posée aux nouveaux visiteurs ; les réponses déjà données et les projets qui la citent la gardent. Décochez puis publiez pour la remettre dans le questionnaire.',
  choiceField: 'Retiré',
  choiceFieldHelp: 'Un choix retiré n’est plus proposé aux nouveaux visiteurs ; les réponses qui l’ont choisi le gardent.',
  badge: 'Retirée',
  retired: (title: string) =>
    `Question retirée\u00a0: «\u00a0${title}\u00a0» reste visible dans les réponses déjà données\u202f; les nouveaux visiteurs ne la verront plus.`,
  deleted: (title: string) => `« ${title} » est supprimée.`,
  manyDone: (count: number) => (count > 1 ? `${count} questions supprimées ou retirées.` : `${count} question supprimée ou retirée.`),
  answeredCannotBeDeleted: 'Cette question a déjà des réponses : elle ne peut pas être supprimée, seulement retirée.',
  deleteItem: 'Supprimer',
  deleting: 'Suppression…',
  cancel: 'Annuler',
  confirmHeading: 'Supprimer la question\u202f?',
  confirmBody: (title: string) =>
    `«\u00a0${title}\u00a0» sera supprimée. Si elle a déjà des réponses, elle sera retirée\u00a0: les nouveaux visiteurs ne la verront plus, les réponses déjà données la gardent.`,
  unpublishRefused:
    'Une question ne se dépublie pas seule\u00a0: le questionnaire en ligne la garde. Pour ne plus la poser, supprimez-la (elle sera retirée si elle a déjà des réponses).',
  notFound: 'Question introuvable.',
  noneChosen: 'Choisissez les questions à supprimer.',
} as const
