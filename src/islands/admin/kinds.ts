/** How each kind of catalogue item is spoken of on the dashboard. */
import type { CatalogueKind } from '../../lib/admin-client.ts';

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

export const RELIGION_ACTIVE_NOTE = 'Inactive religions are hidden from the public Religion and God Names pages.';
