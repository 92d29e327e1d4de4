/**
 * Which catalogue names the birth-star lists take (the custom is Hindu, kept by Jain families too;
 * Sikh and Buddhist families of Indian descent sometimes follow it).
 */

/** Names of these religions with no native spelling are matched on their Latin letters. */
export const NAKSHATRA_SPELLING_RELIGIONS: readonly string[] = ['Hinduism', 'Jainism', 'Sikhism', 'Buddhism'];

/** God names of these religions lend their lists of names ("names of Krishna for Rohini, pada 2"). */
export const NAKSHATRA_GOD_RELIGIONS: readonly string[] = ['Hinduism', 'Jainism'];
