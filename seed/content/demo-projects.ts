import type { ApartmentType } from '../../src/domain/projects/index.ts'
import type { InteriorLook, Scene } from '../images/look.ts'
import type { LevelKey } from './levels.ts'
import type { QuestionKey } from './questionnaire.ts'
import type { StyleKey } from './styles.ts'

/**
 * The demo customer's projects: one far along (works in progress, every document issued) and one that has
 * just asked for its estimate. Answers follow the questionnaire's branching exactly, so that the project
 * screen resumes at the closing slide; dates are relative to the day of the seed.
 */

/** How the home looked before the works, for the customer's own photos. */
export const EXISTING_LOOK: InteriorLook = {
  palette: { wall: '#e6dcc8', wallAlt: '#cbbb9c', floor: '#a48a6a', wood: '#8c6a4a', textile: '#7d6b5a', textileAlt: '#b7a58a', accent: '#8a7d62', accentAlt: '#a99a7c', metal: '#6b6257', plant: '#6a7a55', ceramic: '#d9d0bf', trim: '#efe9dd', sky: '#d9e1e4' },
  wall: 'two-tone', floor: 'planks', window: 'french', seating: 'boxy', lamp: 'dome', art: 'landscape', plants: ['snake'], rug: 'plain', extras: [],
}

/** A picture uploaded by the customer or for the project. */
export type DemoImage = { name: string; look: StyleKey | 'existing'; scene: Scene; alt: string }

export type DemoRoom = { pieceId: string; count: number; surface: number; level: LevelKey }

/**
 * One stored answer, before the ids it needs exist: plain text is stored as written (already in the
 * storage encoding of spec section 5); the other shapes are encoded by the loader.
 */
export type DemoAnswer =
  | string
  | { list: string[] }
  | { rooms: DemoRoom[] }
  | { images: DemoImage[] }
  | { image: DemoImage }
  | { daysFromSeed: number }

export type MoneyLine = { label: string; detail?: string; quantity?: number; unit?: string; unitPrice: number }
export type MoneySection = { title: string; lines: MoneyLine[] }

export type EstimateContent = { daysFromSeed: number; reference: string; intro: string; lots: MoneyLine[]; margin: number; notes: string[] }
export type QuoteContent = { daysFromSeed: number; reference: string; intro: string; sections: MoneySection[]; notes: string[] }
export type FeesContent = { daysFromSeed: number; reference: string; intro: string; missions: MoneyLine[]; worksFeeRate: number; notes: string[] }
export type ReportContent = {
  daysFromSeed: number
  title: string
  summary: string
  progress: number
  done: string[]
  next: string[]
  attention: string[]
}

export type DemoProject = {
  key: string
  title: string
  status: number
  address: string
  apartmentType: ApartmentType
  style?: StyleKey
  /** The card's picture. */
  image?: DemoImage
  folderName: string
  answers: Partial<Record<QuestionKey, DemoAnswer>>
  estimate?: EstimateContent
  fees?: FeesContent
  quote?: QuoteContent
  reports?: ReportContent[]
}

const EXISTING_PHOTOS: DemoImage[] = [
  { name: 'existant-sejour.jpg', look: 'existing', scene: 'living', alt: 'Séjour avant travaux' },
  { name: 'existant-cuisine.jpg', look: 'existing', scene: 'kitchen', alt: 'Cuisine fermée avant travaux' },
  { name: 'existant-salle-de-bain.jpg', look: 'existing', scene: 'bathroom', alt: 'Salle de bain avant travaux' },
]

export const DEMO_PROJECTS: readonly DemoProject[] = [
  {
    key: 'martyrs',
    title: 'Appartement rue des Martyrs',
    status: 11,
    address: '12 Rue des Martyrs 75009 Paris',
    apartmentType: '2',
    style: 'haussmannien',
    image: { name: 'projection-sejour.jpg', look: 'haussmannien', scene: 'living', alt: 'Projection du séjour rénové' },
    folderName: 'Appartement rue des Martyrs',
    answers: {
      'property-type': 'appartement',
      floor: '4',
      commune: '75056',
      address: '12 Rue des Martyrs 75009 Paris',
      elevator: 'Oui, cabine de 80 × 110 cm',
      'apartment-type': '2',
      surface: '68',
      'works-scope': 'restructuration',
      'structural-works': { list: ['cloisons', 'mur-porteur'] },
      wishes: { list: ['cuisine-ouverte', 'rangements', 'lumiere', 'Un coin bureau dans le séjour'] },
      'structure-study': 'oui',
      rooms: {
        rooms: [
          { pieceId: 'sejour', count: 1, surface: 26, level: 'restructuration' },
          { pieceId: 'cuisine', count: 1, surface: 9, level: 'restructuration' },
          { pieceId: 'chambre', count: 2, surface: 22, level: 'complete' },
          { pieceId: 'salle-de-bain', count: 1, surface: 6, level: 'complete' },
          { pieceId: 'wc', count: 1, surface: 2, level: 'complete' },
          { pieceId: 'entree', count: 1, surface: 3, level: 'complete' },
        ],
      },
      'kitchen-layout': 'verriere',
      budget: 'plus-80k',
      occupancy: 'non',
      'start-date': { daysFromSeed: -38 },
      'has-photos': 'oui',
      photos: { images: EXISTING_PHOTOS },
      inspiration: { image: { name: 'inspiration-cuisine-verriere.jpg', look: 'industriel', scene: 'kitchen', alt: 'Cuisine sous verrière (inspiration)' } },
      description:
        '<p>Nous avons acheté ce 3 pièces haussmannien au 4<sup>e</sup> étage. Nous voulons <strong>ouvrir la cuisine sur le séjour</strong> (une verrière serait idéale), garder les moulures et la cheminée, et créer beaucoup de rangements.</p><p>La salle de bain est à refaire entièrement, avec une douche à l’italienne.</p>',
      email: 'claire.martin@exemple.fr',
      password: '********',
      identity: '0612345678',
      consent: 'accepte',
    },
    estimate: {
      daysFromSeed: -128,
      reference: 'EST-2026-0187',
      intro:
        'Cet estimatif a été établi par notre expert travaux à partir de vos réponses au questionnaire. Il donne un ordre de grandeur du coût de votre projet, lot par lot ; le prix définitif sera fixé par le devis, après l’audit technique de votre appartement.',
      lots: [
        { label: 'Installation de chantier, protections et évacuation des gravats', unitPrice: 2800 },
        { label: 'Démolition et curage', detail: 'Cloisons non porteuses, revêtements, cuisine et salle de bain existantes', unitPrice: 6900 },
        { label: 'Ouverture du mur porteur cuisine / séjour', detail: 'Étude de structure, étaiement, poutre acier et reprises', unitPrice: 9800 },
        { label: 'Cloisons, doublages et faux plafonds', unitPrice: 7600 },
        { label: 'Électricité complète aux normes NF C 15-100', unitPrice: 9200 },
        { label: 'Plomberie, évacuations et ventilation', unitPrice: 6400 },
        { label: 'Cuisine semi-ouverte avec verrière', detail: 'Fourniture et pose', unitPrice: 14500 },
        { label: 'Salle de bain', detail: 'Douche à l’italienne, carrelage, meuble vasque', unitPrice: 8900 },
        { label: 'Parquet chêne en point de Hongrie', detail: 'Restauration et complément, ponçage, vitrification', unitPrice: 7300 },
        { label: 'Peintures et finitions', unitPrice: 6200 },
        { label: 'Menuiseries intérieures et placards sur mesure', unitPrice: 4800 },
      ],
      margin: 0.08,
      notes: [
        'Estimatif indicatif et sans engagement, établi sur la base de vos déclarations et des prix constatés à Paris en 2026.',
        'TVA au taux de 10 % applicable aux travaux de rénovation d’un logement achevé depuis plus de deux ans.',
        'Hors honoraires de conception et de maîtrise d’œuvre, présentés séparément.',
      ],
    },
    fees: {
      daysFromSeed: -76,
      reference: 'HON-2026-0112',
      intro:
        'Votre chef de projet, Thomas Girard, architecte d’intérieur, vous accompagne de la conception à la réception des travaux. Voici le détail de nos missions et de leurs honoraires.',
      missions: [
        { label: 'Conception', detail: 'Relevé, plans d’aménagement, moodboard, rendus 3D du séjour et de la cuisine, choix des matériaux', unitPrice: 3900 },
        { label: 'Dossier copropriété et bureau d’études structure', detail: 'Préparation de l’assemblée générale, coordination de l’étude du mur porteur', unitPrice: 1200 },
        { label: 'Audit technique réalisé le mois dernier', detail: 'Déduit des honoraires', unitPrice: -490 },
      ],
      worksFeeRate: 0.09,
      notes: [
        'Maîtrise d’œuvre et suivi de chantier : visite hebdomadaire, rapport de suivi déposé dans votre espace client, coordination des entreprises, réception des travaux.',
        'Échéancier des honoraires : 40 % à la signature, 30 % à mi-chantier, 30 % à la réception.',
        'Honoraires soumis à la TVA au taux normal de 20 %.',
      ],
    },
    quote: {
      daysFromSeed: -74,
      reference: 'DEV-2026-0142',
      intro:
        'Devis établi après l’audit technique de votre appartement. Il détaille lot par lot la nature, la quantité et le prix des travaux. Il est valable trois mois.',
      sections: [
        {
          title: 'Préparation du chantier',
          lines: [
            { label: 'Protection des sols, de l’ascenseur et des parties communes', quantity: 1, unit: 'forfait', unitPrice: 950 },
            { label: 'Évacuation des gravats en big bags', quantity: 6, unit: 'rotation', unitPrice: 310 },
            { label: 'Dépose de la cuisine et de la salle de bain existantes', quantity: 1, unit: 'forfait', unitPrice: 1850 },
            { label: 'Démolition de cloisons non porteuses', quantity: 18, unit: 'm²', unitPrice: 62 },
          ],
        },
        {
          title: 'Gros œuvre',
          lines: [
            { label: 'Étaiement et ouverture du mur porteur (2,40 m)', quantity: 1, unit: 'forfait', unitPrice: 5400 },
            { label: 'Poutre acier HEB 160 sur sommiers béton, encoffrement', quantity: 1, unit: 'forfait', unitPrice: 3200 },
            { label: 'Étude de structure et note de calcul', quantity: 1, unit: 'forfait', unitPrice: 1300 },
          ],
        },
        {
          title: 'Cloisons, électricité, plomberie',
          lines: [
            { label: 'Cloisons et doublages en plaques de plâtre isolées', quantity: 46, unit: 'm²', unitPrice: 68 },
            { label: 'Faux plafond de la cuisine avec spots encastrés', quantity: 9, unit: 'm²', unitPrice: 95 },
            { label: 'Tableau électrique, mise à la terre et protections', quantity: 1, unit: 'forfait', unitPrice: 2100 },
            { label: 'Points lumineux et prises', quantity: 52, unit: 'point', unitPrice: 150 },
            { label: 'Alimentations et évacuations cuisine et salle de bain', quantity: 1, unit: 'forfait', unitPrice: 4300 },
            { label: 'Ventilation mécanique hygroréglable', quantity: 1, unit: 'forfait', unitPrice: 1750 },
          ],
        },
        {
          title: 'Cuisine et salle de bain',
          lines: [
            { label: 'Verrière acier sur allège, 3 vantaux', quantity: 1, unit: 'ensemble', unitPrice: 4400 },
            { label: 'Cuisine sur mesure, plan en quartz, électroménager intégré', quantity: 1, unit: 'ensemble', unitPrice: 12900 },
            { label: 'Douche à l’italienne avec étanchéité sous carrelage', quantity: 1, unit: 'ensemble', unitPrice: 3600 },
            { label: 'Carrelage zellige et grès cérame', quantity: 24, unit: 'm²', unitPrice: 140 },
            { label: 'Meuble vasque, robinetterie et miroir', quantity: 1, unit: 'ensemble', unitPrice: 1900 },
          ],
        },
        {
          title: 'Sols, peintures et menuiseries',
          lines: [
            { label: 'Parquet chêne point de Hongrie : restauration et complément', quantity: 52, unit: 'm²', unitPrice: 118 },
            { label: 'Ponçage et vitrification mate', quantity: 52, unit: 'm²', unitPrice: 34 },
            { label: 'Peintures murs et plafonds, deux couches', quantity: 230, unit: 'm²', unitPrice: 28 },
            { label: 'Restauration des moulures et de la cheminée', quantity: 1, unit: 'forfait', unitPrice: 1450 },
            { label: 'Portes intérieures et placards sur mesure', quantity: 1, unit: 'ensemble', unitPrice: 5900 },
            { label: 'Nettoyage de fin de chantier', quantity: 1, unit: 'forfait', unitPrice: 650 },
          ],
        },
      ],
      notes: [
        'Durée prévisionnelle des travaux : 12 semaines à compter de l’ouverture du chantier.',
        'Échéancier : acompte de 30 % du montant TTC à régler avant la signature, puis 40 % à l’achèvement des réseaux, 25 % à l’achèvement des finitions, 5 % à la réception (conditions générales de vente, article 5).',
        'TVA au taux de 10 % (logement achevé depuis plus de deux ans) ; attestation simplifiée à signer avec le devis.',
        'Garanties : parfait achèvement, biennale et décennale ; attestations d’assurance des entreprises jointes.',
      ],
    },
    reports: [
      {
        daysFromSeed: -32,
        title: 'Semaine 1 – Installation et curage',
        summary: 'Le chantier est ouvert : protections en place, cuisine et salle de bain déposées, cloisons non porteuses démolies.',
        progress: 0.15,
        done: [
          'Protection de l’ascenseur, du palier et des sols conservés (parquet du séjour).',
          'Dépose de la cuisine, de la salle de bain et des revêtements muraux.',
          'Démolition des cloisons entre l’entrée et la cuisine ; 14 m³ de gravats évacués.',
        ],
        next: ['Pose des étais et ouverture du mur porteur, sous le contrôle du bureau d’études.'],
        attention: ['Le syndic a validé le planning d’utilisation de l’ascenseur : livraisons du lundi au vendredi, de 9 h à 17 h.'],
      },
      {
        daysFromSeed: -18,
        title: 'Semaine 3 – Ouverture du mur porteur',
        summary: 'La cuisine et le séjour ne font plus qu’une pièce : le mur porteur est ouvert et la poutre posée.',
        progress: 0.35,
        done: [
          'Ouverture de 2,40 m réalisée ; poutre acier HEB 160 posée sur sommiers béton.',
          'Contrôle et réception du support par le bureau d’études structure.',
          'Dépose des anciens réseaux électriques et de plomberie.',
        ],
        next: ['Passage des nouveaux réseaux électriques et de plomberie.', 'Validation sur place de l’implantation de la cuisine.'],
        attention: ['Découverte d’un conduit de cheminée inutilisé derrière la cuisine : il sera conservé et habillé, sans surcoût.'],
      },
      {
        daysFromSeed: -4,
        title: 'Semaine 5 – Réseaux électriques et plomberie',
        summary: 'Les réseaux sont en place et testés ; les cloisons et doublages commencent la semaine prochaine.',
        progress: 0.55,
        done: [
          'Nouveau tableau électrique ; 52 points lumineux et prises tirés selon les plans validés.',
          'Alimentations et évacuations de la cuisine et de la salle de bain ; essai d’étanchéité concluant.',
          'Gaine de ventilation hygroréglable installée.',
        ],
        next: ['Cloisons et doublages (semaines 6 et 7).', 'Rendez-vous sur place jeudi à 10 h pour valider la position des prises du bureau.'],
        attention: ['Le parquet complémentaire est livré avec deux semaines de retard : le planning est réorganisé sans effet sur la date de fin.'],
      },
    ],
  },
  {
    key: 'auguste-comte',
    title: 'Deux-pièces à Lyon',
    status: 2,
    address: '8 Rue Auguste Comte 69002 Lyon',
    apartmentType: '1',
    folderName: 'Deux-pièces à Lyon',
    answers: {
      'property-type': 'appartement',
      floor: '1',
      commune: '69123',
      address: '8 Rue Auguste Comte 69002 Lyon',
      'apartment-type': '1',
      surface: '45',
      'works-scope': 'partielle',
      wishes: { list: ['rangements', 'salle-de-bain', 'sols'] },
      rooms: {
        rooms: [
          { pieceId: 'sejour', count: 1, surface: 20, level: 'rafraichissement' },
          { pieceId: 'cuisine', count: 1, surface: 7, level: 'partielle' },
          { pieceId: 'chambre', count: 1, surface: 13, level: 'rafraichissement' },
          { pieceId: 'salle-de-bain', count: 1, surface: 5, level: 'partielle' },
        ],
      },
      budget: 'moins-15k',
      'budget-phasing': 'oui',
      occupancy: 'non',
      'start-date': { daysFromSeed: 75 },
      'has-photos': 'non',
      inspiration: '',
      description:
        '<p>Deux-pièces que nous mettons en location meublée : la salle de bain et la cuisine ont vieilli, et il manque des rangements dans la chambre.</p>',
      email: 'claire.martin@exemple.fr',
      password: '********',
      identity: '0612345678',
      consent: 'accepte',
    },
  },
]
