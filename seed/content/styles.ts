import type { InteriorLook, Scene } from '../images/look.ts'

/**
 * The style catalogue: ambiances (zones) and the catalogue styles of each, with what their photos look
 * like. A zone is an ambiance the customer is drawn to first ('Choix d'ambiance'); its styles are the
 * moodboards shown next. Each style is shown across the rooms of a home, one photo per room.
 */

export type ZoneKey = 'douceur' | 'elegance' | 'caractere' | 'evasion' | 'audace'

export type ZoneContent = {
  key: ZoneKey
  title: string
  /** The style whose look draws the zone's card. */
  imageFrom: StyleKey
  alt: string
}

export const ZONES: readonly ZoneContent[] = [
  { key: 'douceur', title: 'Douceur naturelle', imageFrom: 'scandinave', alt: 'Séjour lumineux aux tons clairs, bois blond et lin' },
  { key: 'elegance', title: 'Élégance parisienne', imageFrom: 'haussmannien', alt: 'Salon à moulures, parquet en point de Hongrie et velours' },
  { key: 'caractere', title: 'Caractère & matières', imageFrom: 'industriel', alt: 'Séjour en brique, verrière noire et cuir patiné' },
  { key: 'evasion', title: 'Évasion & soleil', imageFrom: 'mediterraneen', alt: 'Pièce à vivre blanchie à la chaux, tomettes et olivier' },
  { key: 'audace', title: 'Couleur & audace', imageFrom: 'retro-70', alt: 'Salon aux couleurs chaudes, formes arrondies et velours moutarde' },
]

export type StyleKey =
  | 'scandinave'
  | 'japandi'
  | 'wabi-sabi'
  | 'haussmannien'
  | 'art-deco'
  | 'contemporain-minimal'
  | 'industriel'
  | 'campagne-chic'
  | 'mediterraneen'
  | 'bord-de-mer'
  | 'boheme'
  | 'retro-70'
  | 'eclectique'

export type StyleContent = {
  key: StyleKey
  title: string
  zone: ZoneKey
  description: string
  look: InteriorLook
}

/** The rooms every style is photographed in, the first one being the style card's main image. */
export const STYLE_SCENES: readonly Scene[] = ['living', 'bedroom', 'dining', 'kitchen', 'bathroom', 'corner']

export const SCENE_LABELS: Record<Scene, string> = {
  living: 'séjour',
  bedroom: 'chambre',
  dining: 'salle à manger',
  kitchen: 'cuisine',
  bathroom: 'salle de bain',
  corner: 'coin lecture',
}

export const STYLES: readonly StyleContent[] = [
  {
    key: 'scandinave',
    title: 'Scandinave',
    zone: 'douceur',
    description:
      'Des murs clairs, du bois blond et beaucoup de lumière : le style scandinave fait entrer la douceur du Nord dans la maison. Les lignes sont simples, les matières naturelles (chêne, lin, laine bouclée) et les couleurs restent sages, réveillées par quelques touches de bleu poudré et de rose terracotta. Un style chaleureux et facile à vivre, idéal pour agrandir visuellement un appartement.',
    look: {
      palette: { wall: '#f1eee8', wallAlt: '#dfe4e2', floor: '#dcc7a3', wood: '#cfae82', textile: '#bfc3c0', textileAlt: '#e8dfd0', accent: '#9db4bb', accentAlt: '#e5b9a3', metal: '#2e2e2e', plant: '#5f7d57', ceramic: '#ece7de', trim: '#ffffff', sky: '#cfe1ec' },
      wall: 'plain', floor: 'planks', window: 'french', seating: 'rounded', lamp: 'tripod', art: 'circles', plants: ['fiddle', 'snake'], rug: 'berber', extras: ['shelves'],
    },
  },
  {
    key: 'japandi',
    title: 'Japandi',
    zone: 'douceur',
    description:
      'La rencontre de la sobriété japonaise et du confort scandinave. Mobilier bas, bois sombre et bois clair, claustras à lames, lumière tamisée par le papier de riz : chaque objet a sa place et sa raison d’être. La palette reste neutre (lin, sable, charbon) pour un intérieur apaisant, où le vide compte autant que le plein.',
    look: {
      palette: { wall: '#e9e2d6', wallAlt: '#d8cdbb', floor: '#c4a57f', wood: '#a98461', textile: '#d9d0c1', textileAlt: '#b9ab95', accent: '#6f6a5f', accentAlt: '#b88a66', metal: '#2b2925', plant: '#5a6b4c', ceramic: '#d6cbb8', trim: '#3a332c', sky: '#dfe5e3' },
      wall: 'slats', floor: 'wide-planks', window: 'grid', seating: 'low', lamp: 'paper', art: 'lines', plants: ['branches', 'snake'], rug: 'jute', extras: [],
    },
  },
  {
    key: 'wabi-sabi',
    title: 'Wabi-sabi',
    zone: 'douceur',
    description:
      'Le wabi-sabi célèbre la beauté de l’imperfection : enduits à la chaux aux nuances irrégulières, céramiques façonnées à la main, lin froissé, bois brut et pierre. Les formes sont organiques, les couleurs empruntées à la terre. Un style contemplatif, pour un intérieur qui vieillit bien et raconte une histoire.',
    look: {
      palette: { wall: '#ddd0bd', wallAlt: '#cbb9a2', floor: '#c2b29c', wood: '#8d6e52', textile: '#cdbfa9', textileAlt: '#a89580', accent: '#7a6a58', accentAlt: '#b07a5a', metal: '#3b342d', plant: '#6b7452', ceramic: '#bfae98', trim: '#e8dfd2', sky: '#e3e1da' },
      wall: 'limewash', floor: 'concrete', window: 'arch', seating: 'rounded', lamp: 'paper', art: 'arches', plants: ['branches', 'olive'], rug: 'jute', extras: ['arch-niche'],
    },
  },
  {
    key: 'haussmannien',
    title: 'Haussmannien revisité',
    zone: 'elegance',
    description:
      'Moulures, cheminée en marbre et parquet en point de Hongrie : on garde l’âme de l’appartement parisien et on la modernise. Murs blancs pour faire briller les détails d’époque, velours profonds, laiton et luminaires contemporains. Le juste équilibre entre patrimoine et confort d’aujourd’hui.',
    look: {
      palette: { wall: '#f3f0ea', wallAlt: '#e6e1d8', floor: '#c09262', wood: '#8a5a3b', textile: '#4a6357', textileAlt: '#d9c7b0', accent: '#c38b5f', accentAlt: '#a7b3b9', metal: '#b08d57', plant: '#4f6b48', ceramic: '#e0dad2', trim: '#ffffff', sky: '#d4e2ea' },
      wall: 'mouldings', floor: 'herringbone', window: 'french', seating: 'tufted', lamp: 'brass', art: 'landscape', plants: ['fiddle', 'palm'], rug: 'plain', extras: ['fireplace', 'curtains'],
    },
  },
  {
    key: 'art-deco',
    title: 'Art déco',
    zone: 'elegance',
    description:
      'L’élégance graphique des années folles : courbes généreuses, motifs en éventail, laiton, noyer verni et velours aux couleurs profondes (vert bouteille, ocre, bordeaux). Le sol en damier noir et blanc et les miroirs en arche apportent la touche théâtrale. Un style spectaculaire, à doser avec précision.',
    look: {
      palette: { wall: '#284a42', wallAlt: '#1d3832', floor: '#ece6da', wood: '#6b3f2a', textile: '#b8863b', textileAlt: '#e6d5bd', accent: '#9c3d3d', accentAlt: '#d9a441', metal: '#c9a45c', plant: '#4e6b4a', ceramic: '#e9e1d3', trim: '#1a1a1a', sky: '#cbd9de' },
      wall: 'two-tone', floor: 'checker', window: 'arch', seating: 'curved', lamp: 'brass', art: 'sunburst', plants: ['palm'], rug: 'round', extras: ['curtains'],
    },
  },
  {
    key: 'contemporain-minimal',
    title: 'Contemporain minimal',
    zone: 'elegance',
    description:
      'Des volumes dégagés, des lignes nettes et une palette resserrée de blancs, de gris et de noir. Sol coulé, menuiseries fines noires, rangements intégrés sans poignées : tout ce qui n’est pas essentiel disparaît. La lumière et quelques pièces fortes (lampadaire arc, céramique, plante sculpturale) font le reste.',
    look: {
      palette: { wall: '#f4f4f2', wallAlt: '#e7e7e4', floor: '#cfcac2', wood: '#b9a48b', textile: '#d8d6d1', textileAlt: '#a9a7a2', accent: '#2f2f2f', accentAlt: '#c8b9a6', metal: '#1e1e1e', plant: '#55704f', ceramic: '#efeeea', trim: '#2a2a2a', sky: '#d6e3ec' },
      wall: 'plain', floor: 'concrete', window: 'wide', seating: 'boxy', lamp: 'arc', art: 'lines', plants: ['snake', 'olive'], rug: 'plain', extras: [],
    },
  },
  {
    key: 'industriel',
    title: 'Industriel',
    zone: 'caractere',
    description:
      'L’esprit loft et atelier : brique apparente, verrière à profilés noirs, métal brut, bois foncé et cuir patiné. Les luminaires d’usine et les rangements ouverts assument leur fonction. Adouci par des textiles chauds et des plantes, le style industriel donne du caractère aux grands volumes comme aux petites surfaces.',
    look: {
      palette: { wall: '#c9c4bb', wallAlt: '#a65c43', floor: '#8b6a4e', wood: '#7a5636', textile: '#7a5038', textileAlt: '#8e8e86', accent: '#c26a3d', accentAlt: '#d7c2a0', metal: '#232323', plant: '#4f6a45', ceramic: '#cfc8bd', trim: '#1d1d1d', sky: '#d0dae0' },
      wall: 'brick', floor: 'wide-planks', window: 'grid', seating: 'boxy', lamp: 'dome', art: 'circles', plants: ['monstera', 'snake'], rug: 'geometric', extras: ['shelves'],
    },
  },
  {
    key: 'campagne-chic',
    title: 'Campagne chic',
    zone: 'caractere',
    description:
      'La douceur d’une maison de campagne, version citadine : poutres apparentes, soubassements peints en vert sauge, grandes lattes de chêne, lin lavé et rideaux légers. Les pièces chinées côtoient un mobilier simple et confortable. Un style authentique et accueillant, qui invite à ralentir.',
    look: {
      palette: { wall: '#efe7da', wallAlt: '#b9bfa4', floor: '#a77f57', wood: '#9c7450', textile: '#e3dac8', textileAlt: '#a9b59a', accent: '#7f8f6e', accentAlt: '#c98f6b', metal: '#3a3530', plant: '#5d7450', ceramic: '#eee8dc', trim: '#f6f2ea', sky: '#d8e4e6' },
      wall: 'wainscot', floor: 'wide-planks', window: 'french', seating: 'rounded', lamp: 'dome', art: 'botanical', plants: ['olive', 'fiddle'], rug: 'stripes', extras: ['beams', 'curtains'],
    },
  },
  {
    key: 'mediterraneen',
    title: 'Méditerranéen',
    zone: 'evasion',
    description:
      'Murs blanchis à la chaux, arches, tomettes en terre cuite et bleu profond des volets : le Sud s’invite à la maison. Le mobilier est simple, en bois et en fibres naturelles, les céramiques sont émaillées à la main et l’olivier trône près de la fenêtre. Un style lumineux qui garde la fraîcheur en été.',
    look: {
      palette: { wall: '#f5efe4', wallAlt: '#ebe0cd', floor: '#c8774f', wood: '#a4744c', textile: '#ede3d1', textileAlt: '#3f6fa0', accent: '#2f5f8a', accentAlt: '#d9a24b', metal: '#2c2a28', plant: '#6f7f4e', ceramic: '#e6d7bf', trim: '#2f5f8a', sky: '#bcd9ec' },
      wall: 'limewash', floor: 'terracotta', window: 'arch', seating: 'rounded', lamp: 'rattan', art: 'landscape', plants: ['olive'], rug: 'berber', extras: ['arch-niche'],
    },
  },
  {
    key: 'bord-de-mer',
    title: 'Bord de mer',
    zone: 'evasion',
    description:
      'L’atmosphère d’une maison de vacances sur la côte : lambris clairs, bois flotté, rayures marine, lin blanc et touches de bleu. Les matières sont légères, les couleurs lavées par le soleil et le sel. Un style frais et décontracté, qui donne envie de rester pieds nus toute l’année.',
    look: {
      palette: { wall: '#f4f3ee', wallAlt: '#d5e4ea', floor: '#e0d2b8', wood: '#c7ab86', textile: '#ece7dc', textileAlt: '#7fa3bf', accent: '#2e5c84', accentAlt: '#e8c9a0', metal: '#5b5b57', plant: '#6c8a6a', ceramic: '#f2efe8', trim: '#ffffff', sky: '#b8d8ec' },
      wall: 'wainscot', floor: 'planks', window: 'french', seating: 'rounded', lamp: 'rattan', art: 'waves', plants: ['palm'], rug: 'stripes', extras: ['curtains'],
    },
  },
  {
    key: 'boheme',
    title: 'Bohème',
    zone: 'evasion',
    description:
      'Un intérieur libre et voyageur : rotin et cannage, tapis berbères, macramé, plantes en abondance et couleurs épicées (rouille, moutarde, olive). On mélange les époques et les souvenirs de voyage sans chercher la symétrie. Un style chaleureux et personnel, qui se construit au fil des trouvailles.',
    look: {
      palette: { wall: '#ead9c3', wallAlt: '#d3b596', floor: '#b98d63', wood: '#a0764d', textile: '#d8c3a5', textileAlt: '#b4623f', accent: '#c8893b', accentAlt: '#6f7f5b', metal: '#4a3b2c', plant: '#587248', ceramic: '#d9c2a6', trim: '#f4ede2', sky: '#dbe3de' },
      wall: 'plain', floor: 'planks', window: 'arch', seating: 'rattan', lamp: 'rattan', art: 'botanical', plants: ['monstera', 'palm', 'pampas'], rug: 'berber', extras: ['macrame', 'shelves'],
    },
  },
  {
    key: 'retro-70',
    title: 'Rétro années 70',
    zone: 'audace',
    description:
      'Formes arrondies, velours côtelé moutarde, noyer, orange brûlé et vert olive : les années 70 reviennent avec humour et chaleur. Hublots, arcs-en-ciel graphiques et luminaires globes complètent le tableau. Un style joyeux et enveloppant, à marier avec des lignes actuelles pour éviter l’effet musée.',
    look: {
      palette: { wall: '#f0dfc0', wallAlt: '#c9733a', floor: '#8a5a3a', wood: '#7c4e2f', textile: '#c98a3a', textileAlt: '#8c3f26', accent: '#d9a53c', accentAlt: '#5b6b3c', metal: '#b89a62', plant: '#5c7042', ceramic: '#e8d2a9', trim: '#f5ead6', sky: '#e6d9b7' },
      wall: 'two-tone', floor: 'wide-planks', window: 'round', seating: 'curved', lamp: 'globe', art: 'rainbow', plants: ['monstera', 'snake'], rug: 'round', extras: ['shelves'],
    },
  },
  {
    key: 'eclectique',
    title: 'Éclectique chic',
    zone: 'audace',
    description:
      'Le mélange assumé des couleurs, des motifs et des époques, tenu par une palette maîtrisée : bleu canard profond, safran, corail et laiton. Un mur de cadres, un canapé en velours, un parquet ancien et des objets qui ont une histoire. Un style audacieux et très personnel, pour ceux qui n’aiment pas choisir.',
    look: {
      palette: { wall: '#3c5a6b', wallAlt: '#2f4858', floor: '#b4865a', wood: '#7a4f33', textile: '#d98e6a', textileAlt: '#e9c46a', accent: '#e76f51', accentAlt: '#f2d0a4', metal: '#c9a45c', plant: '#4f7a4c', ceramic: '#f0e6d6', trim: '#f6f1e8', sky: '#d6e4ea' },
      wall: 'plain', floor: 'herringbone', window: 'french', seating: 'rounded', lamp: 'dome', art: 'gallery', plants: ['fiddle', 'palm'], rug: 'geometric', extras: ['curtains'],
    },
  },
]

/** The look of a style, by key (the content is declared above, so a missing key is a programming error). */
export function styleLook(key: StyleKey): InteriorLook {
  const style = STYLES.find((candidate) => candidate.key === key)
  if (!style) throw new Error(`Unknown style: ${key}`)
  return style.look
}
