/** How each kind of catalogue item is spoken of on the dashboard, and in which order. */
import { CATALOGUE_KINDS, type CatalogueKind } from '../../shared/catalogue-format.ts';
import { FIELDS } from '../../shared/catalogue-schema.ts';

/**
 * The catalogue's kinds put religions first (the others refer to them, so files load in that
 * order); the dashboard leads with what admins edit most and lists religions last.
 */
export const DASHBOARD_KINDS: readonly CatalogueKind[] = [
  ...CATALOGUE_KINDS.filter((kind) => kind !== 'religions'),
  'religions',
];

export interface KindWords {
  /** Sidebar and heading. */
  title: string;
  singular: string;
  plural: string;
}

export const KIND_WORDS: Record<CatalogueKind, KindWords> = {
  names: { title: 'Names', singular: 'name', plural: 'names' },
  'god-names': { title: 'God names', singular: 'god name', plural: 'god names' },
  nicknames: { title: 'Nicknames', singular: 'nickname', plural: 'nicknames' },
  religions: { title: 'Religions', singular: 'religion', plural: 'religions' },
};

/** What an inactive religion means (the form's line under Active, from the schema). */
export const RELIGION_ACTIVE_NOTE = FIELDS.religions.isActive.hint;
