/**
 * What a built page tells search engines besides its HTML (build time): the meta description,
 * cut to the length results show, and the JSON-LD of a catalogue item.
 */

/** Search results show about 160 characters of a description; a longer one ends in an ellipsis. */
export const META_DESCRIPTION_MAX = 160;

export function metaDescription(text: string): string {
  return text.length > META_DESCRIPTION_MAX ? `${text.slice(0, META_DESCRIPTION_MAX - 3)}…` : text;
}

/** " (page 2)" for the pages after the first of a paged list, for titles and descriptions. */
export function pageNote(page: number): string {
  return page > 1 ? ` (page ${page})` : '';
}

export interface DefinedTerm {
  name: string;
  description: string;
  /** The page of the item. */
  url: URL;
  /** The list the item belongs to (the names list, the nicknames list). */
  inDefinedTermSet?: URL | undefined;
  alternateName?: string[] | undefined;
}

/**
 * A catalogue item as schema.org's DefinedTerm, ready for an inline
 * `<script type="application/ld+json">`: `<` is escaped so no text can close the script.
 */
export function definedTermJsonLd(term: DefinedTerm): string {
  return JSON.stringify({
    '@context': 'https://schema.org',
    '@type': 'DefinedTerm',
    name: term.name,
    description: term.description,
    ...(term.alternateName && term.alternateName.length > 0 ? { alternateName: term.alternateName } : {}),
    ...(term.inDefinedTermSet ? { inDefinedTermSet: term.inDefinedTermSet.href } : {}),
    url: term.url.href,
  }).replace(/</g, '\\u003c');
}
