/**
 * The product's constants (defaults, sizes, limits) and the strings that recur. Defined once, used
 * everywhere.
 */

export const SITE_NAME = 'Baby Names';

/**
 * The site's icon. Pages name it only once their first paint is on screen (Head.astro, and the
 * islands' file of src/render/island-scripts.ts); without JavaScript, at once.
 */
export const FAVICON_HREF = '/favicon.svg';
export const TAGLINE = 'Discover meaningful names';

export const NAMES_PAGE_SIZE = 15;
/** The largest page GET /api/names serves (its `limit`); the build reads the catalogue in such pages. */
export const NAMES_LIMIT_MAX = 100;
/** The most names GET /api/names/items answers at once (the build's batch of name pages). */
export const NAME_ITEMS_MAX = 100;
export const NICKNAMES_PAGE_SIZE = 15;
export const SUB_NAMES_PAGE_SIZE = 10;

export const SEARCH_DEBOUNCE_MS = 500;
export const REQUEST_TIMEOUT_MS = 10_000;
export const NAME_LINK_COPIED_MS = 3_000;
export const NICKNAME_LINK_COPIED_MS = 2_000;
export const CHUNK_LOAD_TIMEOUT_MS = 120_000;

export const LETTERS = [...'ABCDEFGHIJKLMNOPQRSTUVWXYZ'] as const;
export type Letter = (typeof LETTERS)[number];
export const DEFAULT_LETTER: Letter = 'A';

export const GENDERS = ['boy', 'girl'] as const;
export type UiGender = (typeof GENDERS)[number];
export type DataGender = 'male' | 'female';
export const DEFAULT_GENDER: UiGender = 'boy';
export const GENDER_TO_DATA: Record<UiGender, DataGender> = { boy: 'male', girl: 'female' };
export const DATA_TO_GENDER: Record<DataGender, UiGender> = { male: 'boy', female: 'girl' };
export const GENDER_SELECTOR_LABEL = 'Select Gender';

/** Browser storage keys, exactly as the product names them. */
export const STORAGE_TOKEN_KEY = 'token';
export const STORAGE_USER_KEY = 'user';
/** Where a logged-out favourite toggle asks to come back to after login. */
export const STORAGE_REDIRECT_KEY = 'redirectAfterLogin';

export const USER_FALLBACK_LABEL = 'User';
export const UNIVERSAL_LABEL = 'UNIVERSAL';

export const ROUTES = {
  home: '/',
  userDashboard: '/user/dashboard',
  userLogin: '/user/login',
  adminLogin: '/admin/login',
  loginSuccess: '/login/success',
  notFound: '/404',
  serverError: '/500',
  names: '/names',
  religion: '/religion',
  godNames: '/godnames',
  godName: '/godname',
  nicknames: '/nicknames',
  favourites: '/favourites',
  shortlist: '/shortlist',
  shortlistJoin: '/shortlist/join',
  dashboard: '/dashboard',
  about: '/about',
  contact: '/contact',
} as const;

/** Where visitors write to the team (the /contact page); overridable at build time. */
export const CONTACT_EMAIL = 'hello@babynames.example';
export const GOD_NAMES_TITLE = 'Browse God Names by Religion';
export const GOD_NAMES_EMPTY = 'No god names found for this religion.';
export const GOD_NAMES_FAILED = 'Failed to fetch god names.';
export const GOD_NAME_FAILED = 'Failed to load details. Please try again.';
/** The god name detail's tags are these two whatever the data says: the product fixes them. */
export const GOD_NAME_FIXED_TAGS = ['BOY', 'HINDUISM'] as const;
export const NICKNAMES_EMPTY = 'No nicknames found for this selection. Try another search or letter.';
export const NICKNAME_NOT_FOUND = 'Nickname not found';
export const OTHER_NAMES_LABEL = 'OTHER NAMES';

// Names and religion screens: the product's wording, word for word.
export const NAMES_EMPTY = 'No names found for this selection. Try another search or letter.';
export const NAME_NOT_FOUND = 'Name not found';
export const LINK_COPIED = 'Link copied';
export const RELIGION_NAMES_EMPTY = 'No names found. Try another filter.';
export const RELIGION_NOT_FOUND = 'Religion not found';
export const RELIGION_SERVER_ERROR = 'Server error. Please try again later.';
export const RELIGION_FETCH_FAILED = 'Failed to fetch data';
export const RELIGION_NO_ID = 'No religion ID provided';
export const RELIGION_DETAILS_FAILED = 'Failed to fetch religion details';

/** Ids are opaque strings to clients; today they are positive bigints (at most 18 digits fit). */
export const ID_PATTERN = '^[1-9][0-9]{0,17}$';
/** Longest search term the API takes (and the search boxes accept). */
export const SEARCH_MAX_LENGTH = 100;
export const SEARCH_TOO_LONG = `Searches can be up to ${SEARCH_MAX_LENGTH} characters.`;
/** /login/success with a code that is used, expired, forged or from another browser, or with none. */
export const SIGN_IN_LINK_INVALID = 'This sign-in link is not valid in this browser. Please sign in again.';
