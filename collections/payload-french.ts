/**
 * Where Payload's own French reads badly, ours (payload.config.ts `i18n.translations.fr`): its gendered
 * placeholders (« Création d’un(e) nouveau ou nouvelle Style », « Style créé(e) avec succès ») are said
 * without an article or an agreement (« Création : Style », « Style : création réussie »), and one text names
 * its placeholder in French ({{étiquette}}), so the label never showed.
 */
const NBSP = '\u00a0'

export const PAYLOAD_FRENCH_OVERRIDES = {
  authentication: { emailOrUsername: 'Adresse email ou téléphone' },
  fields: {
    addNew: 'Ajouter',
    addNewLabel: `Ajouter${NBSP}: {{label}}`,
    chooseFromExisting: 'Choisir parmi l’existant',
    chooseLabel: `Choisir${NBSP}: {{label}}`,
    newLabel: `Ajout${NBSP}: {{label}}`,
    uploadNewLabel: `Téléverser${NBSP}: {{label}}`,
  },
  general: {
    created: 'Création',
    createdAt: 'Date de création',
    createNew: 'Créer',
    createNewLabel: `Créer${NBSP}: {{label}}`,
    creatingNewLabel: `Création${NBSP}: {{label}}`,
    deletedSuccessfully: 'Suppression réussie.',
    descending: 'Décroissant',
    none: 'Aucun',
    noResults: `Aucun résultat ({{label}})${NBSP}: il n’en existe pas encore, ou aucun ne correspond aux filtres choisis ci-dessus.`,
    successfullyCreated: `{{label}}${NBSP}: création réussie.`,
    successfullyDuplicated: `{{label}}${NBSP}: copie réussie.`,
    titleDeleted: `{{label}} « {{title}} »${NBSP}: suppression réussie.`,
  },
  version: {
    aboutToRestoreGlobal: `Vous êtes sur le point de rétablir «${NBSP}{{label}}${NBSP}» tel que le {{versionDate}}.`,
    noRowsFound: 'Aucun résultat ({{label}})',
    noRowsSelected: 'Aucune ligne sélectionnée ({{label}})',
    restoredSuccessfully: 'Version rétablie.',
  },
}
