/**
 * Reporting a correction: the fields a visitor can say are wrong, per kind of item, and the limits
 * of the public form. The form and the API read the same rules.
 */
export const CORRECTION_KINDS = ['names', 'god-names', 'nicknames'] as const;
export type CorrectionKind = (typeof CORRECTION_KINDS)[number];

/** The record fields a correction can be about, as the form offers them; 'other' for the rest. */
export const CORRECTION_FIELDS: Record<CorrectionKind, readonly { value: string; label: string }[]> = {
  names: [
    { value: 'meaning', label: 'Meaning' },
    { value: 'origin', label: 'Origin' },
    { value: 'description', label: 'Description' },
    { value: 'name', label: 'Spelling of the name' },
    { value: 'source', label: 'Source' },
    { value: 'other', label: 'Something else' },
  ],
  'god-names': [
    { value: 'description', label: 'Description' },
    { value: 'name', label: 'Spelling of the name' },
    { value: 'source', label: 'Source' },
    { value: 'other', label: 'Something else (one of the other names…)' },
  ],
  nicknames: [
    { value: 'description', label: 'Description' },
    { value: 'name', label: 'Spelling of the nickname' },
    { value: 'source', label: 'Source' },
    { value: 'other', label: 'Something else' },
  ],
};

/** The fields an accepted correction may edit in place (text fields of the record). */
export const EDITABLE_FIELDS: Record<CorrectionKind, readonly string[]> = {
  names: ['meaning', 'origin', 'description', 'name', 'source'],
  'god-names': ['description', 'name', 'source'],
  nicknames: ['description', 'name', 'source'],
};

export const CORRECTION_LIMITS = {
  problem: { min: 10, max: 2000 },
  source: { max: 500 },
  /** A person takes longer than this to read the form and write; a script fills it at once. */
  minFillMs: 3000,
  /** Reports per address (per hour, across every instance: the counter is in the database). */
  perAddress: 5,
  windowMs: 60 * 60 * 1000,
} as const;

/** The honeypot: a field people never see or fill (hidden from sight and from assistive tech). */
export const CORRECTION_HONEYPOT = 'website';

export const CORRECTION_TEXT = {
  heading: 'Report a correction',
  intro: 'Seen something wrong? Tell us what, and where you read otherwise. No account needed.',
  sent: 'Thank you: your correction is sent. An editor will check it against the source.',
  tooMany: 'Too many corrections from your connection in the last hour. Please try again later.',
} as const;

/** Where a correction of this item is reported from, and where its page is. */
export const CORRECTIONS_PATH = '/api/corrections';
