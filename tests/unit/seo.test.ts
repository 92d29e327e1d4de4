/** The build's SEO helpers (src/lib/seo.ts) and the paging of static lists (src/lib/paged-paths.ts). */
import { describe, expect, it } from 'vitest';
import { definedTermJsonLd, META_DESCRIPTION_MAX, metaDescription, pageNote } from '../../src/lib/seo.ts';
import { pageNumbers, pageParam } from '../../src/lib/paged-paths.ts';

describe('metaDescription', () => {
  it('keeps a description of up to 160 characters as it is', () => {
    const text = 'a'.repeat(META_DESCRIPTION_MAX);
    expect(metaDescription(text)).toBe(text);
  });

  it('cuts a longer one to 160 characters ending in an ellipsis', () => {
    const cut = metaDescription('b'.repeat(200));
    expect(cut).toHaveLength(158);
    expect([...cut].length).toBeLessThanOrEqual(META_DESCRIPTION_MAX);
    expect(cut.endsWith('…')).toBe(true);
  });

  it('notes pages after the first', () => {
    expect(pageNote(1)).toBe('');
    expect(pageNote(3)).toBe(' (page 3)');
  });
});

describe('definedTermJsonLd', () => {
  const site = 'https://names.example';

  it('describes an item as a schema.org DefinedTerm', () => {
    expect(
      JSON.parse(
        definedTermJsonLd({
          name: 'Asha',
          description: 'hope',
          url: new URL('/names/7', site),
          inDefinedTermSet: new URL('/names', site),
        }),
      ),
    ).toEqual({
      '@context': 'https://schema.org',
      '@type': 'DefinedTerm',
      name: 'Asha',
      description: 'hope',
      inDefinedTermSet: 'https://names.example/names',
      url: 'https://names.example/names/7',
    });
  });

  it('lists alternate names only when there are some, and never lets text close the script', () => {
    const json = definedTermJsonLd({
      name: 'Vishnu',
      description: '</script><script>alert(1)</script>',
      url: new URL('/godname/3', site),
      alternateName: ['Narayana'],
    });
    expect(json).not.toContain('<');
    expect(JSON.parse(json)).toMatchObject({
      alternateName: ['Narayana'],
      description: '</script><script>alert(1)</script>',
    });
    expect(
      JSON.parse(definedTermJsonLd({ name: 'x', description: '', url: new URL(site), alternateName: [] })),
    ).not.toHaveProperty('alternateName');
  });
});

describe('paged paths', () => {
  it('builds page 1 even for an empty list, then every page', () => {
    expect(pageNumbers(0)).toEqual([1]);
    expect(pageNumbers(3)).toEqual([1, 2, 3]);
  });

  it('puts page 1 at the list address and the others under their number', () => {
    expect(pageParam(1)).toBeUndefined();
    expect(pageParam(2)).toBe('2');
  });
});
