/**
 * The terms of use (CGU), the terms of sale (CGV), the legal notice and the privacy policy shipped with the
 * demo, as structured text: numbered articles made of paragraphs and lists. seed/lexical.ts turns them into
 * the rich text the CMS edits. A `{{key}}` is a placeholder (src/domain/commitments, COMMITMENT_PLACEHOLDERS):
 * the page shows the current value of the « Identité de l’entreprise » global or of the price grid's terms,
 * so that no amount, percentage, period or registration number is typed into the text (issue #36).
 *
 * The CGV follow the product's order (design/workflow.md): the audit's price announced before booking; the
 * audit carried out after the style is validated, then its fee note, paid before the quote is prepared;
 * the quote and the fee presentation, then the deposit, then the signature of both in one ceremony; the
 * balance as the price grid says.
 */

export type LegalBlock = { paragraph: string } | { list: string[] }
export type LegalArticle = { heading: string; blocks: LegalBlock[] }
export type LegalDocument = { title: string; updatedOn: string; preamble: string; articles: LegalArticle[] }

const p = (paragraph: string): LegalBlock => ({ paragraph })
const list = (...items: string[]): LegalBlock => ({ list: items })

const COMPANY = '{{legalName}}, {{legalForm}} au capital de {{capital}}, dont le siège social est situé {{address}} ({{rcs}}, SIRET {{siret}}, contact : {{email}}, {{phone}})'

export const CGU: LegalDocument = {
  title: 'Conditions générales d’utilisation',
  updatedOn: '29 novembre 2026',
  preamble:
    'Les présentes conditions générales d’utilisation (« CGU ») encadrent l’accès et l’utilisation du site et de l’espace client Maisonnée (le « Service »). En utilisant le Service, vous reconnaissez les avoir lues et les accepter sans réserve.',
  articles: [
    {
      heading: 'Article 1 – Éditeur du Service',
      blocks: [
        p(`Le Service est édité par ${COMPANY}. Le directeur de la publication est {{publicationDirector}}.`),
        p('Le Service est hébergé par {{hostName}}, {{hostAddress}} (téléphone : {{hostPhone}}), comme l’indiquent les mentions légales.'),
      ],
    },
    {
      heading: 'Article 2 – Objet du Service',
      blocks: [
        p('Maisonnée accompagne les particuliers qui rénovent ou aménagent leur logement. Le Service permet notamment :'),
        list(
          'de décrire son logement et son projet au moyen d’un questionnaire guidé ;',
          'de recevoir un estimatif de travaux établi par un expert ;',
          'de choisir une ambiance et un style de décoration, ou de composer un style personnalisé ;',
          'de prendre rendez-vous avec un conseiller, un architecte ou un expert travaux ;',
          'de consulter ses documents (estimatifs, devis, honoraires, rapports de suivi de chantier) et d’en déposer.',
        ),
        p('Les prestations payantes proposées au travers du Service sont régies par les conditions générales de vente.'),
      ],
    },
    {
      heading: 'Article 3 – Accès au Service et compte client',
      blocks: [
        p('Le questionnaire est accessible sans compte. Pour enregistrer un projet et accéder à l’espace client, vous créez un compte avec une adresse email valide et un mot de passe personnel.'),
        p('Le mot de passe doit comporter au moins 8 caractères, dont un chiffre, une majuscule, trois minuscules et un caractère spécial. Il est strictement personnel : vous êtes responsable de sa confidentialité et de toute utilisation de votre compte. En cas de doute, modifiez-le sans délai et prévenez-nous.'),
        p('Maisonnée peut suspendre un compte en cas d’utilisation contraire aux présentes CGU, après vous en avoir informé sauf urgence.'),
      ],
    },
    {
      heading: 'Article 4 – Questionnaire et estimatif',
      blocks: [
        p('Les réponses au questionnaire permettent à nos experts de comprendre votre projet. Elles doivent être sincères et aussi précises que possible : l’estimatif en dépend.'),
        p('L’estimatif est gratuit, indicatif et sans engagement. Il repose sur vos déclarations et sur des prix moyens constatés ; il ne constitue ni un devis ni une offre de contracter. Seul un devis signé engage les parties.'),
      ],
    },
    {
      heading: 'Article 5 – Vos engagements',
      blocks: [
        p('En utilisant le Service, vous vous engagez à :'),
        list(
          'fournir des informations exactes et les tenir à jour ;',
          'ne déposer que des documents et photos dont vous détenez les droits et qui ne portent pas atteinte aux droits de tiers (vie privée, droit à l’image) ;',
          'ne pas tenter d’accéder aux données d’autres utilisateurs ni de perturber le fonctionnement du Service.',
        ),
      ],
    },
    {
      heading: 'Article 6 – Documents et photos déposés',
      blocks: [
        p('Vous restez propriétaire des photos, plans et documents que vous déposez. Vous autorisez Maisonnée à les utiliser dans la seule mesure nécessaire à l’étude et à la réalisation de votre projet, et à les partager avec les professionnels qui y interviennent.'),
        p('Ils ne sont visibles que par vous et par l’équipe Maisonnée en charge de votre projet. Ils ne sont jamais publiés sans votre accord écrit.'),
      ],
    },
    {
      heading: 'Article 7 – Propriété intellectuelle',
      blocks: [
        p('Les contenus du Service (textes, moodboards, photographies, illustrations, logos, logiciels) sont protégés par le droit de la propriété intellectuelle et appartiennent à Maisonnée ou à ses partenaires. Toute reproduction ou réutilisation sans autorisation est interdite, en dehors d’un usage strictement personnel pour votre projet.'),
      ],
    },
    {
      heading: 'Article 8 – Données personnelles',
      blocks: [
        p('{{legalName}} est responsable des traitements de données personnelles réalisés au travers du Service. Vos données sont traitées pour :'),
        list(
          'gérer votre compte et vos projets (exécution du contrat) ;',
          'établir votre estimatif et vous recontacter à ce sujet (mesures précontractuelles, avec votre accord recueilli dans le questionnaire) ;',
          'vous adresser des informations sur l’avancement de votre projet (exécution du contrat) ;',
          'respecter nos obligations comptables et fiscales (obligation légale).',
        ),
        p('Elles sont destinées à l’équipe Maisonnée et, pour ce qui les concerne, aux professionnels intervenant sur votre projet. Elles sont conservées pendant la durée de la relation puis trois ans après votre dernier contact pour les prospects, et dix ans pour les pièces comptables.'),
        p('Vous disposez d’un droit d’accès, de rectification, d’effacement, de limitation, de portabilité et d’opposition, ainsi que du droit de définir des directives sur le sort de vos données après votre décès. Pour les exercer, écrivez à dpo@maisonnee.fr. Vous pouvez également introduire une réclamation auprès de la CNIL (www.cnil.fr).'),
      ],
    },
    {
      heading: 'Article 9 – Cookies',
      blocks: [
        p('Le Service n’utilise que des cookies strictement nécessaires à son fonctionnement (session, sécurité), qui ne requièrent pas votre consentement. Aucun cookie publicitaire ni de mesure d’audience tierce n’est déposé.'),
      ],
    },
    {
      heading: 'Article 10 – Responsabilité',
      blocks: [
        p('Maisonnée met en œuvre les moyens raisonnables pour assurer l’accès et la sécurité du Service, sans pouvoir garantir une disponibilité permanente. Des interruptions peuvent intervenir pour maintenance ; nous nous efforçons de les annoncer à l’avance.'),
        p('Les illustrations et moodboards présentés sont des sources d’inspiration ; ils n’engagent pas sur le rendu final, qui dépend de votre logement et des matériaux retenus au devis.'),
      ],
    },
    {
      heading: 'Article 11 – Modification des CGU',
      blocks: [
        p('Maisonnée peut faire évoluer les présentes CGU. La version en vigueur est celle publiée sur le Service ; en cas de modification substantielle, vous en êtes informé par email ou lors de votre prochaine connexion.'),
      ],
    },
    {
      heading: 'Article 12 – Droit applicable et litiges',
      blocks: [
        p('Les présentes CGU sont soumises au droit français. En cas de différend, nous vous invitons à contacter d’abord notre service client ; à défaut d’accord, vous pouvez recourir gratuitement au médiateur de la consommation, {{mediatorName}} ({{mediatorWebsite}}), dans les conditions prévues par les conditions générales de vente, ou saisir la juridiction compétente.'),
      ],
    },
  ],
}

export const CGV: LegalDocument = {
  title: 'Conditions générales de vente',
  updatedOn: '29 novembre 2026',
  preamble: `Les présentes conditions générales de vente (« CGV ») s’appliquent aux prestations proposées par ${COMPANY}, ci-après « Maisonnée », à toute personne physique agissant à des fins non professionnelles (le « Client »). Elles décrivent chaque étape et chaque paiement dans l’ordre où ils se présentent dans l’espace client.`,
  articles: [
    {
      heading: 'Article 1 – Prestations',
      blocks: [
        p('Maisonnée propose un accompagnement de bout en bout pour la rénovation et l’aménagement de logements :'),
        list(
          'l’estimatif, établi à partir du questionnaire, gratuit et sans engagement ;',
          'le choix du style, avec un conseiller ;',
          'l’audit technique du logement, réalisé sur place par un expert travaux ;',
          'la conception et la maîtrise d’œuvre, dont la rémunération est détaillée dans une présentation des honoraires remise avec le devis ;',
          'la réalisation des travaux par des entreprises partenaires qualifiées et assurées, coordonnées par Maisonnée.',
        ),
        p('Le contenu de chaque prestation est précisé dans le document qui la propose (présentation des honoraires, devis).'),
      ],
    },
    {
      heading: 'Article 2 – Estimatif',
      blocks: [
        p('L’estimatif donne un ordre de grandeur du coût des travaux à partir des informations déclarées par le Client. Il est gratuit, indicatif et n’engage aucune des parties. Le prix définitif est fixé par le devis, établi après l’audit technique.'),
      ],
    },
    {
      heading: 'Article 3 – Audit technique',
      blocks: [
        p('L’audit technique comprend une visite du logement par un expert travaux, le relevé des mesures, le diagnostic des réseaux (électricité, plomberie, ventilation) et de la structure apparente, et un compte rendu écrit.'),
        p('Son prix est de {{auditPrice}} TTC. Il est indiqué au Client dans son espace client avant la prise de rendez-vous, puis rappelé avant la validation de son style : cette validation vaut commande de l’audit.'),
        p('L’audit est réalisé après la validation du style : un expert travaux prend contact avec le Client pour fixer la visite. Une fois l’audit réalisé, Maisonnée émet sa note d’honoraires, que le Client règle depuis son espace client (article 5). Aucun paiement n’est demandé pour l’audit avant sa réalisation. Le devis et la présentation des honoraires sont préparés dès réception de ce paiement.'),
      ],
    },
    {
      heading: 'Article 4 – Devis, présentation des honoraires et commande',
      blocks: [
        p('Maisonnée dépose dans l’espace client le devis des travaux et la présentation des honoraires de conception et de maîtrise d’œuvre. Le devis détaille, lot par lot, la nature, la quantité et le prix des travaux, les taux de TVA applicables et le calendrier prévisionnel. Il est valable {{quoteValidity}} à compter de sa date d’émission.'),
        p('Pour engager son projet, le Client verse l’acompte prévu à l’article 5, puis signe électroniquement, en une seule opération, le devis et la présentation des honoraires. La commande est formée par cette signature. Un exemplaire de chaque document signé, accompagné de son certificat de signature, est déposé dans l’espace client.'),
        p('Si le Client renonce à signer, ou ne signe pas pendant la validité du devis, l’acompte lui est intégralement remboursé dans un délai de quatorze jours.'),
      ],
    },
    {
      heading: 'Article 5 – Prix et paiement',
      blocks: [
        p('Les prix sont exprimés en euros, hors taxes et toutes taxes comprises. La TVA applicable aux travaux dans un logement achevé depuis plus de deux ans est de 10 %, ou de 5,5 % pour les travaux d’amélioration de la performance énergétique éligibles, sur attestation du Client ; elle est de 20 % dans les autres cas.'),
        p('Les paiements sont demandés dans cet ordre :'),
        list(
          'l’audit technique, {{auditPrice}} TTC, à réception de sa note d’honoraires, une fois l’audit réalisé ;',
          'l’acompte, {{depositPercent}} du montant TTC du devis, une fois le devis et la présentation des honoraires remis, avant leur signature ;',
          '{{balance}}.',
        ),
        p('L’acompte est déduit du montant du devis. En dehors de l’audit et de l’acompte, aucune somme n’est demandée avant la signature du devis.'),
        p('Les paiements s’effectuent depuis l’espace client, par {{paymentMethods}}. Un reçu de chaque paiement est déposé dans l’espace client.'),
      ],
    },
    {
      heading: 'Article 6 – Droit de rétractation',
      blocks: [
        p('Le Client dispose d’un délai de {{withdrawalPeriod}} pour se rétracter d’un contrat conclu à distance ou hors établissement, sans avoir à motiver sa décision ni à supporter d’autres coûts que ceux prévus au présent article (articles L221-18 et suivants du Code de la consommation). Ce délai court à compter de la conclusion du contrat : la validation du style pour l’audit technique, la signature du devis et de la présentation des honoraires pour la maîtrise d’œuvre et les travaux.'),
        p('Pour exercer ce droit, le Client adresse sa décision à {{legalName}}, {{address}}, ou à {{email}}, avant l’expiration du délai, au moyen du formulaire type ci-dessous ou de toute autre déclaration dénuée d’ambiguïté.'),
        p('En cas de rétractation, Maisonnée rembourse la totalité des sommes versées au titre du contrat concerné, acompte compris, au plus tard quatorze jours après avoir été informée de la décision du Client, par le moyen de paiement utilisé pour le paiement initial, sauf accord exprès du Client pour un autre moyen.'),
        p('Si le Client a demandé expressément que l’exécution commence avant la fin du délai de rétractation (une visite d’audit ou un démarrage de chantier fixé à sa demande dans ce délai), il reste redevable, en cas de rétractation, d’un montant proportionnel à ce qui lui a été fourni jusqu’à la communication de sa décision (article L221-25). Une prestation pleinement exécutée avant la fin du délai, après accord préalable exprès du Client et renoncement exprès à son droit de rétractation, ne peut plus faire l’objet d’une rétractation (article L221-28, 1°).'),
        p('Formulaire type de rétractation (à compléter et à renvoyer uniquement si le Client souhaite se rétracter du contrat) :'),
        list(
          'À l’attention de {{legalName}}, {{address}}, {{email}} :',
          'Je vous notifie par la présente ma rétractation du contrat portant sur la prestation de services ci-dessous :',
          'Prestation concernée (audit technique, ou devis et présentation des honoraires, avec leur numéro) :',
          'Commandé le :',
          'Nom du Client :',
          'Adresse du Client :',
          'Signature du Client (uniquement en cas de notification du présent formulaire sur papier) :',
          'Date :',
        ),
      ],
    },
    {
      heading: 'Article 7 – Exécution des travaux',
      blocks: [
        p('Maisonnée coordonne les entreprises, organise le chantier et tient le Client informé de son avancement par des rapports de suivi déposés dans l’espace client. Le Client assure l’accès au logement aux dates convenues et obtient, le cas échéant, les autorisations de la copropriété.'),
        p('Les délais sont indiqués au devis. Ils peuvent être prolongés en cas d’intempéries, de force majeure, de travaux supplémentaires demandés par le Client ou de découverte d’un désordre caché ; le Client en est informé sans délai.'),
      ],
    },
    {
      heading: 'Article 8 – Réception des travaux',
      blocks: [
        p('La réception est prononcée contradictoirement à l’achèvement des travaux et constatée par un procès-verbal, avec ou sans réserves. Les réserves sont levées dans un délai convenu entre les parties.'),
      ],
    },
    {
      heading: 'Article 9 – Garanties et assurances',
      blocks: [
        p('Les travaux bénéficient des garanties légales :'),
        list(
          'la garantie de parfait achèvement, pendant un an à compter de la réception (article 1792-6 du Code civil) ;',
          'la garantie biennale de bon fonctionnement des équipements dissociables (article 1792-3 du Code civil) ;',
          'la garantie décennale pour les dommages compromettant la solidité de l’ouvrage ou le rendant impropre à sa destination (articles 1792 et suivants du Code civil).',
        ),
        p('Maisonnée est titulaire d’une assurance de responsabilité civile décennale souscrite auprès de {{decennaleInsurer}}, contrat nº {{decennalePolicyNumber}}. Activités et zone couvertes : {{decennaleCoverage}}'),
        p('Les entreprises partenaires sont assurées pour les travaux qu’elles réalisent. L’assureur et la couverture de Maisonnée figurent sur chaque devis.'),
      ],
    },
    {
      heading: 'Article 10 – Réclamations et médiation',
      blocks: [
        p('Toute réclamation est à adresser à {{email}} ou par courrier à {{address}} ; nous y répondons sous quinze jours.'),
        p('À défaut d’accord, le Client peut recourir gratuitement, dans un délai d’un an à compter de sa réclamation écrite, au médiateur de la consommation dont Maisonnée relève (articles L612-1 et suivants du Code de la consommation) : {{mediatorName}}, {{mediatorAddress}}, {{mediatorWebsite}}.'),
      ],
    },
    {
      heading: 'Article 11 – Droit applicable',
      blocks: [
        p('Les présentes CGV sont soumises au droit français. À défaut de résolution amiable, le litige est porté devant la juridiction compétente selon les règles de droit commun.'),
      ],
    },
  ],
}

/** The legal notice every French consumer site shows (LCEN article 6): editor, publication, host. */
export const LEGAL_NOTICE: LegalDocument = {
  title: 'Mentions légales',
  updatedOn: '29 novembre 2026',
  preamble: 'Conformément à l’article 6 de la loi nº 2004-575 du 21 juin 2004 pour la confiance dans l’économie numérique, voici l’identité des intervenants du site Maisonnée.',
  articles: [
    {
      heading: 'Éditeur du site',
      blocks: [
        p('Le site est édité par {{legalName}}, {{legalForm}} au capital de {{capital}}.'),
        list('Siège social : {{address}}', 'Immatriculation : {{rcs}}', 'SIRET : {{siret}}', 'TVA intracommunautaire : {{vatNumber}}', 'Contact : {{email}}, {{phone}}'),
      ],
    },
    { heading: 'Directeur de la publication', blocks: [p('{{publicationDirector}}.')] },
    { heading: 'Hébergement', blocks: [p('Le site est hébergé par {{hostName}}, {{hostAddress}} (téléphone : {{hostPhone}}).')] },
    {
      heading: 'Médiation et assurance',
      blocks: [
        p('Médiateur de la consommation : {{mediatorName}}, {{mediatorAddress}} ({{mediatorWebsite}}).'),
        p('Assurance de responsabilité civile décennale : {{decennaleInsurer}}, contrat nº {{decennalePolicyNumber}}.'),
      ],
    },
    {
      heading: 'Propriété intellectuelle',
      blocks: [p('Les textes, photographies, moodboards et marques présents sur le site sont la propriété de Maisonnée ou de ses partenaires ; toute reproduction sans autorisation écrite est interdite.')],
    },
    {
      heading: 'Données personnelles',
      blocks: [p('Le traitement de vos données est décrit dans notre politique de confidentialité. Pour toute question : {{email}}.')],
    },
  ],
}

/** The privacy policy (GDPR articles 13 and 14): what is collected, why, for how long, and the customer's rights. */
export const PRIVACY_POLICY: LegalDocument = {
  title: 'Politique de confidentialité',
  updatedOn: '29 novembre 2026',
  preamble: `Le responsable du traitement de vos données personnelles est ${COMPANY}.`,
  articles: [
    {
      heading: 'Données collectées',
      blocks: [
        list(
          'vos coordonnées : nom, prénom, adresse email, téléphone ;',
          'les réponses au questionnaire, les photos, plans et documents que vous déposez ;',
          'vos rendez-vous, paiements et signatures électroniques ;',
          'les données techniques de connexion nécessaires à la sécurité du service.',
        ),
      ],
    },
    {
      heading: 'Finalités et bases légales',
      blocks: [
        p('Vos données servent à établir l’estimatif, le devis et le contrat de votre projet et à en suivre les travaux (exécution du contrat), à vous informer de l’avancement de votre projet (exécution du contrat) et à respecter nos obligations comptables et légales (obligation légale).'),
      ],
    },
    {
      heading: 'Durées de conservation',
      blocks: [
        p('Les données d’un projet sont conservées pendant la relation contractuelle puis archivées pendant la durée des garanties légales (dix ans pour la garantie décennale) ; les pièces comptables pendant dix ans ; un questionnaire commencé sans compte est effacé après 30 jours sans activité.'),
      ],
    },
    {
      heading: 'Destinataires',
      blocks: [p('Seuls nos experts travaux, les entreprises partenaires de votre chantier et nos prestataires techniques (hébergement, paiement, envoi d’emails) y accèdent, dans la limite de leur mission. Vos données ne sont jamais vendues.')],
    },
    {
      heading: 'Vos droits',
      blocks: [
        p('Vous disposez d’un droit d’accès, de rectification, d’effacement, de limitation, d’opposition et de portabilité. Depuis « Mon compte », vous pouvez télécharger vos données et supprimer votre compte ; pour toute autre demande, écrivez à {{email}}. Vous pouvez aussi saisir la CNIL (www.cnil.fr).'),
      ],
    },
    {
      heading: 'Cookies',
      blocks: [p('Le site n’utilise que les cookies nécessaires à son fonctionnement (votre session de connexion) ; aucun cookie publicitaire ni de mesure d’audience n’est déposé.')],
    },
  ],
}
