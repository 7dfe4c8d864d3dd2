/** The admin API's own French answers (its list query's are in src/domain/admin-query). */
export const ADMIN_API_COPY = {
  unknownModel: 'Modèle inconnu.',
  noFile: (key: string) => `Aucun fichier reçu : envoyez-le en multipart/form-data dans le champ « ${key} ».`,
  notAnUploadField: (key: string) => `Le champ « ${key} » de ce modèle ne reçoit pas de fichier.`,
  filesGoToUpload: 'Les fichiers s’envoient par /adminapi/v1/upload/{model}/{key}.',
  dataNotJson: 'Le champ _payload doit être un objet JSON.',
} as const
