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
    `« ${title} » est retirée : elle a déjà des réponses. Les nouveaux visiteurs ne la verront plus ; les réponses déjà données la gardent.`,
  deleted: (title: string) => `« ${title} » est supprimée.`,
  manyDone: (count: number) => (count > 1 ? `${count} questions supprimées ou retirées.` : `${count} question supprimée ou retirée.`),
  answeredCannotBeDeleted: 'Cette question a déjà des réponses : elle ne peut pas être supprimée, seulement retirée.',
  notFound: 'Question introuvable.',
  noneChosen: 'Choisissez les questions à supprimer.',
} as const
