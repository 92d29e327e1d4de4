/** The table of each catalogue kind. */
import type { CatalogueKind } from '../../shared/catalogue-format.ts';

export const TABLES: Record<CatalogueKind, string> = {
  religions: 'religions',
  names: 'names',
  'god-names': 'god_names',
  nicknames: 'nicknames',
};
