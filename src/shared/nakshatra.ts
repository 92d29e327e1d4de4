/**
 * Birth stars: the 27 nakshatras, their four quarters (padas), the syllable each quarter gives a
 * name, and the Moon sign (rashi) it lies in. Used by the browse pages, the calculator in the
 * browser and the API alike, so it imports nothing.
 *
 * The table is the one printed in Hindi panchangs and naming guides (sources below); where other
 * published tables give another syllable, `others` lists it with its sources, and the pages show
 * it beside ours rather than hide it.
 */

/** A published syllable table. */
export interface SyllableSource {
  id: SourceId;
  /** A few words, for the table. */
  short: string;
  title: string;
  url: string;
}

export type SourceId = 'hora-ratnam' | 'saral-jyotish' | 'mangal-muhurt' | 'nama-nakshatra-te' | 'thraitha-sakha';

export const SYLLABLE_SOURCES: Record<SourceId, SyllableSource> = {
  'hora-ratnam': {
    id: 'hora-ratnam',
    short: 'Hora Ratnam',
    title: 'Avakahada (Hoda) chakra after the Hora Ratnam of Balabhadra, tabulated by Sri Garuda',
    url: 'https://srigaruda.com/hoa-chakra/',
  },
  'saral-jyotish': {
    id: 'saral-jyotish',
    short: 'Saral Jyotish',
    title: 'Saral Jyotish, “नक्षत्रों के चरण” (Jain e-library)',
    url: 'https://jainqq.org/pagetext/Saral_Jyotish/009373/83',
  },
  'mangal-muhurt': {
    id: 'mangal-muhurt',
    short: 'Mangal Muhurt',
    title: 'Mangal Muhurt, “नक्षत्रों के चरण और चरणाक्षर” (2023)',
    url: 'https://www.mangalmuhurt.com/2023/11/kundli-dekhna-sikhe-part-6.html',
  },
  'nama-nakshatra-te': {
    id: 'nama-nakshatra-te',
    short: 'Jyothisha Shastra',
    title: 'Jyothisha Shastra, “నామ నక్షత్రముల వివరణ” (Telugu, 2022)',
    url: 'https://jyothishshastra.blogspot.com/2022/04/blog-post_26.html',
  },
  'thraitha-sakha': {
    id: 'thraitha-sakha',
    short: 'Thraitha Sakha',
    title: 'Thraitha Sakha Panchangam, p. 19 (Telugu Wikisource)',
    url: 'https://te.wikisource.org/wiki/%E0%B0%AA%E0%B1%81%E0%B0%9F:Thraitha_Sakha_Panchangam_Total.pdf/19',
  },
};

/** The sources our table follows (every syllable of it is printed so in at least two of them). */
export const TABLE_SOURCES: SourceId[] = ['mangal-muhurt', 'saral-jyotish', 'hora-ratnam'];

export interface Rashi {
  /** 1 (Mesha) to 12 (Mina). */
  index: number;
  name: string;
  devanagari: string;
  /** The tropical sign of the same name, for readers who know those. */
  western: string;
}

export const RASHIS: Rashi[] = [
  ['Mesha', 'मेष', 'Aries'],
  ['Vrishabha', 'वृषभ', 'Taurus'],
  ['Mithuna', 'मिथुन', 'Gemini'],
  ['Karka', 'कर्क', 'Cancer'],
  ['Simha', 'सिंह', 'Leo'],
  ['Kanya', 'कन्या', 'Virgo'],
  ['Tula', 'तुला', 'Libra'],
  ['Vrishchika', 'वृश्चिक', 'Scorpio'],
  ['Dhanu', 'धनु', 'Sagittarius'],
  ['Makara', 'मकर', 'Capricorn'],
  ['Kumbha', 'कुम्भ', 'Aquarius'],
  ['Mina', 'मीन', 'Pisces'],
].map(([name, devanagari, western], i) => ({ index: i + 1, name: name!, devanagari: devanagari!, western: western! }));

/** Another table's syllable for a pada. */
export interface OtherReading {
  syllable: string;
  latin: string;
  sources: SourceId[];
}

export interface Pada {
  /** 1 to 27. */
  nakshatra: number;
  /** 1 to 4. */
  pada: number;
  /** 0 to 107, in the order of the zodiac from 0° sidereal. */
  index: number;
  /** rohini-2: the address of its page. */
  slug: string;
  syllable: string;
  /** The usual English spelling of the syllable. */
  latin: string;
  /** Its IAST transliteration: tells ṭa (ट) from ta (त). */
  iast: string;
  rashi: Rashi;
  others: OtherReading[];
}

export interface Nakshatra {
  index: number;
  name: string;
  devanagari: string;
  slug: string;
  padas: Pada[];
}

type Row = [name: string, devanagari: string, syllables: [string, string, string][]];

/** [Devanagari, English, IAST] for each pada. */
const ROWS: Row[] = [
  [
    'Ashwini',
    'अश्विनी',
    [
      ['चू', 'Chu', 'cū'],
      ['चे', 'Che', 'ce'],
      ['चो', 'Cho', 'co'],
      ['ला', 'La', 'lā'],
    ],
  ],
  [
    'Bharani',
    'भरणी',
    [
      ['ली', 'Li', 'lī'],
      ['लू', 'Lu', 'lū'],
      ['ले', 'Le', 'le'],
      ['लो', 'Lo', 'lo'],
    ],
  ],
  [
    'Krittika',
    'कृत्तिका',
    [
      ['अ', 'A', 'a'],
      ['ई', 'I', 'ī'],
      ['उ', 'U', 'u'],
      ['ए', 'E', 'e'],
    ],
  ],
  [
    'Rohini',
    'रोहिणी',
    [
      ['ओ', 'O', 'o'],
      ['वा', 'Va', 'vā'],
      ['वी', 'Vi', 'vī'],
      ['वू', 'Vu', 'vū'],
    ],
  ],
  [
    'Mrigashira',
    'मृगशिरा',
    [
      ['वे', 'Ve', 've'],
      ['वो', 'Vo', 'vo'],
      ['का', 'Ka', 'kā'],
      ['की', 'Ki', 'kī'],
    ],
  ],
  [
    'Ardra',
    'आर्द्रा',
    [
      ['कू', 'Ku', 'kū'],
      ['घ', 'Gha', 'gha'],
      ['ङ', 'Nga', 'ṅa'],
      ['छ', 'Chha', 'cha'],
    ],
  ],
  [
    'Punarvasu',
    'पुनर्वसु',
    [
      ['के', 'Ke', 'ke'],
      ['को', 'Ko', 'ko'],
      ['हा', 'Ha', 'hā'],
      ['ही', 'Hi', 'hī'],
    ],
  ],
  [
    'Pushya',
    'पुष्य',
    [
      ['हू', 'Hu', 'hū'],
      ['हे', 'He', 'he'],
      ['हो', 'Ho', 'ho'],
      ['डा', 'Da', 'ḍā'],
    ],
  ],
  [
    'Ashlesha',
    'आश्लेषा',
    [
      ['डी', 'Di', 'ḍī'],
      ['डू', 'Du', 'ḍū'],
      ['डे', 'De', 'ḍe'],
      ['डो', 'Do', 'ḍo'],
    ],
  ],
  [
    'Magha',
    'मघा',
    [
      ['मा', 'Ma', 'mā'],
      ['मी', 'Mi', 'mī'],
      ['मू', 'Mu', 'mū'],
      ['मे', 'Me', 'me'],
    ],
  ],
  [
    'Purva Phalguni',
    'पूर्वाफाल्गुनी',
    [
      ['मो', 'Mo', 'mo'],
      ['टा', 'Ta', 'ṭā'],
      ['टी', 'Ti', 'ṭī'],
      ['टू', 'Tu', 'ṭū'],
    ],
  ],
  [
    'Uttara Phalguni',
    'उत्तराफाल्गुनी',
    [
      ['टे', 'Te', 'ṭe'],
      ['टो', 'To', 'ṭo'],
      ['पा', 'Pa', 'pā'],
      ['पी', 'Pi', 'pī'],
    ],
  ],
  [
    'Hasta',
    'हस्त',
    [
      ['पू', 'Pu', 'pū'],
      ['ष', 'Sha', 'ṣa'],
      ['ण', 'Na', 'ṇa'],
      ['ठ', 'Tha', 'ṭha'],
    ],
  ],
  [
    'Chitra',
    'चित्रा',
    [
      ['पे', 'Pe', 'pe'],
      ['पो', 'Po', 'po'],
      ['रा', 'Ra', 'rā'],
      ['री', 'Ri', 'rī'],
    ],
  ],
  [
    'Swati',
    'स्वाति',
    [
      ['रू', 'Ru', 'rū'],
      ['रे', 'Re', 're'],
      ['रो', 'Ro', 'ro'],
      ['ता', 'Ta', 'tā'],
    ],
  ],
  [
    'Vishakha',
    'विशाखा',
    [
      ['ती', 'Ti', 'tī'],
      ['तू', 'Tu', 'tū'],
      ['ते', 'Te', 'te'],
      ['तो', 'To', 'to'],
    ],
  ],
  [
    'Anuradha',
    'अनुराधा',
    [
      ['ना', 'Na', 'nā'],
      ['नी', 'Ni', 'nī'],
      ['नू', 'Nu', 'nū'],
      ['ने', 'Ne', 'ne'],
    ],
  ],
  [
    'Jyeshtha',
    'ज्येष्ठा',
    [
      ['नो', 'No', 'no'],
      ['या', 'Ya', 'yā'],
      ['यी', 'Yi', 'yī'],
      ['यू', 'Yu', 'yū'],
    ],
  ],
  [
    'Mula',
    'मूल',
    [
      ['ये', 'Ye', 'ye'],
      ['यो', 'Yo', 'yo'],
      ['भा', 'Bha', 'bhā'],
      ['भी', 'Bhi', 'bhī'],
    ],
  ],
  [
    'Purva Ashadha',
    'पूर्वाषाढ़ा',
    [
      ['भू', 'Bhu', 'bhū'],
      ['धा', 'Dha', 'dhā'],
      ['फा', 'Pha', 'phā'],
      ['ढा', 'Dha', 'ḍhā'],
    ],
  ],
  [
    'Uttara Ashadha',
    'उत्तराषाढ़ा',
    [
      ['भे', 'Bhe', 'bhe'],
      ['भो', 'Bho', 'bho'],
      ['जा', 'Ja', 'jā'],
      ['जी', 'Ji', 'jī'],
    ],
  ],
  [
    'Shravana',
    'श्रवण',
    [
      ['खी', 'Khi', 'khī'],
      ['खू', 'Khu', 'khū'],
      ['खे', 'Khe', 'khe'],
      ['खो', 'Kho', 'kho'],
    ],
  ],
  [
    'Dhanishtha',
    'धनिष्ठा',
    [
      ['गा', 'Ga', 'gā'],
      ['गी', 'Gi', 'gī'],
      ['गू', 'Gu', 'gū'],
      ['गे', 'Ge', 'ge'],
    ],
  ],
  [
    'Shatabhisha',
    'शतभिषा',
    [
      ['गो', 'Go', 'go'],
      ['सा', 'Sa', 'sā'],
      ['सी', 'Si', 'sī'],
      ['सू', 'Su', 'sū'],
    ],
  ],
  [
    'Purva Bhadrapada',
    'पूर्वाभाद्रपद',
    [
      ['से', 'Se', 'se'],
      ['सो', 'So', 'so'],
      ['दा', 'Da', 'dā'],
      ['दी', 'Di', 'dī'],
    ],
  ],
  [
    'Uttara Bhadrapada',
    'उत्तराभाद्रपद',
    [
      ['दू', 'Du', 'dū'],
      ['थ', 'Tha', 'tha'],
      ['झ', 'Jha', 'jha'],
      ['ञ', 'Nya', 'ña'],
    ],
  ],
  [
    'Revati',
    'रेवती',
    [
      ['दे', 'De', 'de'],
      ['दो', 'Do', 'do'],
      ['चा', 'Cha', 'cā'],
      ['ची', 'Chi', 'cī'],
    ],
  ],
];

const TE: SourceId = 'nama-nakshatra-te';
const TS: SourceId = 'thraitha-sakha';
const HR: SourceId = 'hora-ratnam';

/**
 * Readings other published tables give, by slug. Those differing only in the length of the vowel
 * (चु for चू) match the same names (see syllable-match.ts) but are shown all the same.
 */
const OTHERS: Record<string, OtherReading[]> = {
  'ashwini-1': [{ syllable: 'चु', latin: 'Chu', sources: [HR] }],
  'krittika-1': [{ syllable: 'आ', latin: 'Aa', sources: ['saral-jyotish', TE, TS] }],
  'krittika-2': [{ syllable: 'इ', latin: 'I', sources: [HR] }],
  'krittika-3': [{ syllable: 'ऊ', latin: 'Oo', sources: [TE, TS] }],
  'rohini-4': [{ syllable: 'वु', latin: 'Vu', sources: [HR, TE, TS] }],
  'ardra-1': [{ syllable: 'कु', latin: 'Ku', sources: [HR] }],
  'ardra-2': [{ syllable: 'खं', latin: 'Kham', sources: [TS] }],
  'ardra-3': [
    { syllable: 'ज्ञ', latin: 'Jna (Gya)', sources: [TE] },
    { syllable: 'जा', latin: 'Ja', sources: [TS] },
  ],
  'ardra-4': [{ syllable: 'च्छा', latin: 'Chchha', sources: [TS] }],
  'pushya-4': [{ syllable: 'ड', latin: 'Da', sources: [HR, TE, TS] }],
  'hasta-2': [{ syllable: 'षा', latin: 'Shaa', sources: [TS] }],
  'hasta-3': [{ syllable: 'णा', latin: 'Naa', sources: [TE, TS] }],
  'swati-4': [{ syllable: 'त', latin: 'Ta', sources: [HR, TE] }],
  'mula-3': [{ syllable: 'बा', latin: 'Ba', sources: [TE] }],
  'mula-4': [{ syllable: 'बि', latin: 'Bi', sources: [TE] }],
  'purva-ashadha-1': [{ syllable: 'बू', latin: 'Bu', sources: [TE] }],
  'purva-ashadha-3': [{ syllable: 'भा', latin: 'Bha', sources: [TE] }],
  'uttara-ashadha-1': [{ syllable: 'बे', latin: 'Be', sources: [TE] }],
  'uttara-ashadha-2': [{ syllable: 'बो', latin: 'Bo', sources: [TE] }],
  // Hora Ratnam counts a 28th star, Abhijit, with जु जे जो ख; the Telugu tables give those to Shravana.
  'shravana-1': [{ syllable: 'जू', latin: 'Ju', sources: [TE] }],
  'shravana-2': [{ syllable: 'जे', latin: 'Je', sources: [TE] }],
  'shravana-3': [{ syllable: 'जो', latin: 'Jo', sources: [TE] }],
  'shravana-4': [{ syllable: 'ख', latin: 'Kha', sources: [TE] }],
  'uttara-bhadrapada-2': [{ syllable: 'शं', latin: 'Sham', sources: [TE] }],
  'uttara-bhadrapada-3': [{ syllable: 'झा', latin: 'Jhaa', sources: [TE] }],
  'uttara-bhadrapada-4': [{ syllable: 'थ', latin: 'Tha', sources: [TE] }],
};

export const slugOf = (name: string): string => name.toLowerCase().replace(/\s+/g, '-');

export const NAKSHATRAS: Nakshatra[] = ROWS.map(([name, devanagari, syllables], n) => ({
  index: n + 1,
  name,
  devanagari,
  slug: slugOf(name),
  padas: syllables.map(([syllable, latin, iast], p) => {
    const index = n * 4 + p;
    const slug = `${slugOf(name)}-${p + 1}`;
    return {
      nakshatra: n + 1,
      pada: p + 1,
      index,
      slug,
      syllable,
      latin,
      iast,
      // Each rashi spans 30°, nine padas of 3°20'.
      rashi: RASHIS[Math.floor(index / 9)]!,
      others: OTHERS[slug] ?? [],
    };
  }),
}));

/** All 108 padas, from 0° sidereal. */
export const PADAS: Pada[] = NAKSHATRAS.flatMap((n) => n.padas);

export const padaBySlug = (slug: string): Pada | undefined => PADAS.find((p) => p.slug === slug);

export const nakshatraOf = (pada: Pada): Nakshatra => NAKSHATRAS[pada.nakshatra - 1]!;

/** "Rohini, pada 2" */
export const padaLabel = (pada: Pada): string => `${nakshatraOf(pada).name}, pada ${pada.pada}`;

/** The width of a nakshatra and of a pada, in degrees. */
export const NAKSHATRA_SPAN = 360 / 27;
export const PADA_SPAN = 360 / 108;

/** The birth-star page. */
export const NAKSHATRA_PATH = '/nakshatra';

/** The site address of a pada's names. */
export const padaPath = (pada: Pada, religionId?: string, page = 1): string =>
  `${NAKSHATRA_PATH}/${pada.slug}${religionId ? `/religion/${religionId}` : ''}${page > 1 ? `/${page}` : ''}`;
