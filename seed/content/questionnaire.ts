import type { Scene } from '../images/look.ts'
import type { LevelKey } from './levels.ts'
import type { StyleKey } from './styles.ts'

/**
 * The demo questionnaire 'Votre projet de rénovation', as plain data. Questions are named by a stable key
 * (never by a database id): rules point to keys, and the loader (seed/questionnaire.ts) turns keys into ids
 * once every question exists. Tests can read this description directly (see questionnaire-model.ts).
 *
 * It asks every question type (0 to 14) at least once and uses every branching operator, a rule linked with
 * 'ou', rules on choices (types 1 and 3) and rules on questions (types 4, 10 and 13). Every condition reads
 * a question asked earlier, every jump goes forward and every question is on some path, so the authoring
 * check finds nothing to report. The paths, in short:
 * - a house or a commercial space skips the floor and the lift; a ground or first floor skips the lift;
 * - only a restructuring asks which changes to the plan, and only opening a load-bearing wall asks about
 *   the structural study;
 * - only the wish to open the kitchen asks for the kitchen layout;
 * - a small budget for a home over 40 m² that is more than refreshed asks whether the works can be phased;
 * - living in the home during a complete renovation or a restructuring (or partly) asks for the site
 *   constraints;
 * - photos are asked only from those who have some to send.
 */

/** Question types as the collection stores them ('0' text ... '14' long text; spec section 2). */
export type QuestionTypeCode = '0' | '1' | '2' | '3' | '4' | '5' | '6' | '7' | '8' | '9' | '10' | '11' | '12' | '13' | '14'
export type OperatorCode = 'est' | 'nestpas' | 'superieura' | 'inferieura' | 'contient'
export type LinkCode = 'et' | 'ou'

export type SeedCondition = { question: QuestionKey; operator: OperatorCode; value: string; link: LinkCode }
/** A rule: with `noCondition` it always applies; otherwise its conditions decide. `goto` is a question key. */
export type SeedRule = { noCondition: boolean; conditions: SeedCondition[]; goto: QuestionKey }

export type SeedChoice = {
  value: string
  title: string
  hasInput?: boolean
  placeholder?: string
  help?: string
  /** Rooms question (13): the room this choice stands for. */
  pieceId?: string
  pieceTitle?: string
  pieceValue?: string
  rules?: SeedRule[]
}

/** A picture drawn for the question, in the look of a catalogue style. */
export type SeedImage = { style: StyleKey; scene: Scene; alt: string }

export type SeedQuestion = {
  key: QuestionKey
  type: QuestionTypeCode
  title: string
  variable?: string
  optional?: boolean
  image?: SeedImage
  choices?: SeedChoice[]
  rules?: SeedRule[]
}

export type QuestionKey =
  | 'property-type'
  | 'floor'
  | 'elevator'
  | 'commune'
  | 'address'
  | 'apartment-type'
  | 'surface'
  | 'works-scope'
  | 'structural-works'
  | 'structure-study'
  | 'rooms'
  | 'wishes'
  | 'kitchen-layout'
  | 'budget'
  | 'budget-phasing'
  | 'occupancy'
  | 'site-constraints'
  | 'start-date'
  | 'has-photos'
  | 'photos'
  | 'inspiration'
  | 'description'
  | 'email'
  | 'password'
  | 'identity'
  | 'consent'

export type SeedQuestionnaire = {
  title: string
  subtitle: string
  image: SeedImage
  image2: SeedImage
  questions: SeedQuestion[]
}

const always = (goto: QuestionKey): SeedRule => ({ noCondition: true, conditions: [], goto })
const when = (goto: QuestionKey, ...conditions: SeedCondition[]): SeedRule => ({ noCondition: false, conditions, goto })
const condition = (question: QuestionKey, operator: OperatorCode, value: string, link: LinkCode = 'et'): SeedCondition => ({
  question,
  operator,
  value,
  link,
})

/** The value of each renovation-level choice is the level's key, so answers can be matched with levels. */
const scope = (value: LevelKey) => value

export const QUESTIONNAIRE: SeedQuestionnaire = {
  title: 'Votre projet de rénovation',
  subtitle:
    'Décrivez-nous votre logement et vos envies en quelques minutes. Un expert travaux étudie vos réponses et vous adresse un estimatif détaillé de votre projet, sans engagement.',
  image: { style: 'scandinave', scene: 'living', alt: 'Séjour lumineux rénové, parquet clair et canapé en lin' },
  image2: { style: 'japandi', scene: 'kitchen', alt: 'Cuisine rénovée aux tons naturels avec îlot central' },
  questions: [
    {
      key: 'property-type',
      type: '1',
      title: 'Quel logement souhaitez-vous rénover ?',
      variable: 'property_type',
      image: { style: 'haussmannien', scene: 'corner', alt: 'Coin lecture d’un appartement parisien' },
      choices: [
        { value: 'appartement', title: 'Un appartement' },
        { value: 'loft', title: 'Un loft ou un atelier', help: 'Ancien local d’activité déjà transformé en logement' },
        { value: 'maison', title: 'Une maison de ville', rules: [always('commune')] },
        { value: 'local', title: 'Un local à transformer en logement', help: 'Bureau, commerce ou atelier à aménager', rules: [always('commune')] },
      ],
    },
    {
      key: 'floor',
      type: '11',
      title: 'À quel étage se trouve le logement ? (0 pour un rez-de-chaussée)',
      variable: 'floor',
    },
    {
      key: 'commune',
      type: '1',
      title: 'Dans quelle commune se situe le logement ?',
      variable: 'commune',
      // No communes of its own: every French commune is searched by name or postcode (the communes data on the
      // server), and « Autre commune » takes one typed in.
      choices: [{ value: 'autre', title: 'Autre commune', hasInput: true, placeholder: 'Nom de la commune et code postal' }],
    },
    {
      key: 'address',
      type: '4',
      title: 'Quelle est son adresse ?',
      variable: 'address',
      // The lift matters only to bring materials up: not for a house, a commercial space, or below the 2nd floor.
      rules: [
        when(
          'apartment-type',
          condition('floor', 'inferieura', '2'),
          condition('property-type', 'est', 'maison', 'ou'),
          condition('property-type', 'est', 'local', 'ou'),
        ),
      ],
    },
    {
      key: 'elevator',
      type: '3',
      title: 'L’immeuble dispose-t-il d’un ascenseur ?',
      variable: 'elevator',
      choices: [
        { value: 'oui', title: 'Oui' },
        { value: 'non', title: 'Non' },
        { value: 'petit', title: 'Oui, mais de petite taille', hasInput: true, placeholder: 'Dimensions approximatives de la cabine (ex. : 80 × 100 cm)' },
      ],
    },
    {
      key: 'apartment-type',
      type: '1',
      title: 'Combien de pièces principales compte-t-il ?',
      variable: 'apartment_type',
      choices: [
        { value: '0', title: 'Studio' },
        { value: '1', title: '2 pièces' },
        { value: '2', title: '3 pièces' },
        { value: '3', title: '4 pièces et plus' },
      ],
    },
    {
      key: 'surface',
      type: '11',
      title: 'Quelle est sa surface habitable, en m² ?',
      variable: 'surface',
    },
    {
      key: 'works-scope',
      type: '1',
      title: 'Quelle ampleur de travaux envisagez-vous ?',
      variable: 'renovation_level',
      image: { style: 'industriel', scene: 'kitchen', alt: 'Cuisine ouverte sous verrière dans un loft rénové' },
      choices: [
        { value: scope('rafraichissement'), title: 'Un rafraîchissement', help: 'Peintures, sols, luminaires', rules: [always('wishes')] },
        { value: scope('partielle'), title: 'Une rénovation partielle', help: 'Une ou deux pièces entièrement refaites', rules: [always('wishes')] },
        { value: scope('complete'), title: 'Une rénovation complète', help: 'Tout le logement, sans toucher au plan', rules: [always('wishes')] },
        { value: scope('restructuration'), title: 'Une restructuration', help: 'On repense le plan : cloisons, murs, pièces d’eau' },
      ],
    },
    {
      key: 'structural-works',
      type: '10',
      title: 'Quelles modifications du plan envisagez-vous ?',
      variable: 'structural_works',
      choices: [
        { value: 'cloisons', title: 'Abattre ou déplacer des cloisons' },
        { value: 'mur-porteur', title: 'Ouvrir un mur porteur' },
        { value: 'cuisine', title: 'Déplacer la cuisine' },
        { value: 'salle-d-eau', title: 'Créer ou déplacer une salle d’eau' },
        { value: 'mezzanine', title: 'Créer une mezzanine' },
        { value: 'autre', title: 'Autre modification', hasInput: true, placeholder: 'Décrivez la modification envisagée' },
      ],
    },
    {
      key: 'wishes',
      type: '10',
      title: 'Qu’aimeriez-vous changer en priorité ?',
      variable: 'wishes',
      image: { style: 'boheme', scene: 'dining', alt: 'Salle à manger bohème, rotin et plantes' },
      choices: [
        { value: 'cuisine-ouverte', title: 'Ouvrir la cuisine sur le séjour' },
        { value: 'rangements', title: 'Gagner des rangements' },
        { value: 'lumiere', title: 'Faire entrer la lumière' },
        { value: 'isolation', title: 'Améliorer l’isolation et le confort thermique' },
        { value: 'salle-de-bain', title: 'Moderniser la salle de bain' },
        { value: 'sols', title: 'Refaire les sols' },
        { value: 'electricite', title: 'Mettre l’électricité aux normes' },
        { value: 'autre', title: 'Autre envie', hasInput: true, placeholder: 'Dites-nous tout…' },
      ],
      // Opening a load-bearing wall (chosen just before) calls for a structural study.
      rules: [when('structure-study', condition('structural-works', 'contient', 'mur-porteur')), always('rooms')],
    },
    {
      key: 'structure-study',
      type: '3',
      title:
        'Ouvrir un mur porteur demande une étude de structure et l’accord de la copropriété. Souhaitez-vous que nous nous en chargions ?',
      variable: 'structure_study',
      choices: [
        { value: 'oui', title: 'Oui, prenez-les en charge' },
        { value: 'non', title: 'Non, c’est déjà fait' },
        { value: 'en-cours', title: 'C’est en cours', hasInput: true, placeholder: 'Où en êtes-vous ? (bureau d’études, assemblée générale…)' },
      ],
    },
    {
      key: 'rooms',
      type: '13',
      title: 'Quelles pièces sont concernées par les travaux ?',
      variable: 'pieces',
      image: { style: 'campagne-chic', scene: 'bedroom', alt: 'Chambre rénovée sous poutres apparentes' },
      choices: [
        { value: 'sejour', title: 'Séjour', pieceId: 'sejour', pieceTitle: 'Séjour', pieceValue: 'sejour' },
        { value: 'cuisine', title: 'Cuisine', pieceId: 'cuisine', pieceTitle: 'Cuisine', pieceValue: 'cuisine' },
        { value: 'chambre', title: 'Chambre', pieceId: 'chambre', pieceTitle: 'Chambre', pieceValue: 'chambre' },
        { value: 'salle-de-bain', title: 'Salle de bain', pieceId: 'salle-de-bain', pieceTitle: 'Salle de bain', pieceValue: 'salle_de_bain' },
        { value: 'wc', title: 'WC', pieceId: 'wc', pieceTitle: 'WC', pieceValue: 'wc' },
        { value: 'entree', title: 'Entrée et dégagements', pieceId: 'entree', pieceTitle: 'Entrée', pieceValue: 'entree' },
        { value: 'bureau', title: 'Bureau', pieceId: 'bureau', pieceTitle: 'Bureau', pieceValue: 'bureau' },
        { value: 'buanderie', title: 'Buanderie ou cellier', pieceId: 'buanderie', pieceTitle: 'Buanderie', pieceValue: 'buanderie' },
      ],
      rules: [when('kitchen-layout', condition('wishes', 'contient', 'cuisine-ouverte')), always('budget')],
    },
    {
      key: 'kitchen-layout',
      type: '1',
      title: 'Quelle cuisine ouverte imaginez-vous ?',
      variable: 'kitchen_layout',
      choices: [
        { value: 'ilot', title: 'Ouverte avec un îlot central' },
        { value: 'verriere', title: 'Semi-ouverte avec une verrière' },
        { value: 'comptoir', title: 'Ouverte avec un comptoir' },
        { value: 'conseil', title: 'Je souhaite être conseillé(e)' },
      ],
    },
    {
      key: 'budget',
      type: '1',
      title: 'Quel budget envisagez-vous pour les travaux ?',
      variable: 'budget',
      choices: [
        {
          value: 'moins-15k',
          title: 'Moins de 15 000 €',
          // A small budget for a large home that is more than refreshed: offer to phase the works.
          rules: [
            when('budget-phasing', condition('surface', 'superieura', '40'), condition('works-scope', 'nestpas', scope('rafraichissement'))),
            always('occupancy'),
          ],
        },
        { value: '15-40k', title: 'De 15 000 à 40 000 €', rules: [always('occupancy')] },
        { value: '40-80k', title: 'De 40 000 à 80 000 €', rules: [always('occupancy')] },
        { value: 'plus-80k', title: 'Plus de 80 000 €', rules: [always('occupancy')] },
        { value: 'inconnu', title: 'Je ne sais pas encore', rules: [always('occupancy')] },
      ],
    },
    {
      key: 'budget-phasing',
      type: '3',
      title: 'Pour respecter ce budget, accepteriez-vous de réaliser les travaux en plusieurs étapes ?',
      variable: 'budget_phasing',
      choices: [
        { value: 'oui', title: 'Oui, en commençant par les pièces prioritaires' },
        { value: 'non', title: 'Non, je préfère ajuster mon budget' },
        { value: 'autre', title: 'Autre idée', hasInput: true, placeholder: 'Votre proposition' },
      ],
    },
    {
      key: 'occupancy',
      type: '3',
      title: 'Habiterez-vous le logement pendant les travaux ?',
      variable: 'occupancy',
      choices: [
        {
          value: 'oui',
          title: 'Oui',
          rules: [
            when(
              'site-constraints',
              condition('works-scope', 'est', scope('complete')),
              condition('works-scope', 'est', scope('restructuration'), 'ou'),
            ),
            always('start-date'),
          ],
        },
        { value: 'non', title: 'Non', rules: [always('start-date')] },
        { value: 'en-partie', title: 'En partie', hasInput: true, placeholder: 'Ex. : absents trois semaines en août' },
      ],
    },
    {
      key: 'site-constraints',
      type: '14',
      title:
        'Un chantier en logement occupé s’organise par étapes. Précisez vos contraintes : pièces à garder disponibles, horaires, télétravail, enfants, animaux…',
      variable: 'site_constraints',
    },
    {
      key: 'start-date',
      type: '8',
      title: 'À partir de quand souhaitez-vous démarrer les travaux ?',
      variable: 'start_date',
    },
    {
      key: 'has-photos',
      type: '3',
      title: 'Avez-vous des photos ou des plans du logement à nous transmettre ?',
      variable: 'has_photos',
      choices: [
        { value: 'oui', title: 'Oui, je les ajoute maintenant' },
        { value: 'non', title: 'Pas pour le moment', rules: [always('inspiration')] },
        { value: 'plus-tard', title: 'Je les enverrai autrement', hasInput: true, placeholder: 'Ex. : par email à mon conseiller', rules: [always('inspiration')] },
      ],
    },
    {
      key: 'photos',
      type: '2',
      title: 'Ajoutez vos photos et plans (formats png, jpg, webp…)',
      variable: 'photos',
    },
    {
      key: 'inspiration',
      type: '7',
      title: 'Une image vous inspire ? Ajoutez-la ici (photo, page de magazine, capture d’écran…)',
      variable: 'inspiration',
      optional: true,
    },
    {
      key: 'description',
      type: '5',
      title: 'Racontez-nous votre projet en quelques lignes',
      variable: 'description',
      optional: true,
    },
    {
      key: 'email',
      type: '0',
      // Optional (spec section 6): a visitor without an email leaves it empty and gets their code by SMS at
      // the phone asked further on (the identity question, required), which then signs them in.
      title: 'Quelle est votre adresse email ? Sans email, laissez ce champ vide : nous vous enverrons un code par SMS.',
      variable: 'email',
      optional: true,
    },
    {
      key: 'password',
      type: '6',
      title: 'Choisissez un mot de passe pour retrouver votre projet dans votre espace client',
      variable: 'password',
    },
    {
      key: 'identity',
      type: '9',
      title: 'Vos coordonnées, pour que votre conseiller puisse vous rappeler',
      variable: 'phone',
      image: { style: 'scandinave', scene: 'corner', alt: 'Coin lecture scandinave près d’une fenêtre' },
    },
    {
      key: 'consent',
      type: '12',
      title: 'Acceptez-vous que Maisonnée utilise vos réponses pour établir votre estimatif et vous recontacter ?',
      variable: 'consent',
      choices: [
        { value: 'accepte', title: 'J’accepte' },
        { value: 'refuse', title: 'Je refuse' },
      ],
    },
  ],
}
