/**
 * The lists our server renders for an address no build makes (a search, a religion's letter or
 * gender, a god name's page of other names): rendered from the island's own components, placed
 * into the built page by concatenation, never by a replacement pattern. Rows are read by what a
 * visitor follows (links to detail pages), not by CSS classes, so a renamed class cannot hide a
 * missing list.
 */
import { describe, expect, test } from 'vitest';
import { listPageFor, placeRenderedIsland, type ApiGet } from '../../src/server/list-fallback.ts';
import { renderListIsland, serializeIslandProps } from '../../src/render/list-islands.tsx';
import { serializeProps } from 'astro/runtime/server/serialize.js';

interface Row {
  id: string;
  name: string;
  gender: 'male' | 'female';
  meaning: string;
  religion: string | null;
}

const CATALOGUE: Row[] = [
  { id: '1', name: 'Olivia', gender: 'female', meaning: 'olive tree', religion: 'Christianity' },
  { id: '2', name: 'Oliver', gender: 'male', meaning: 'olive tree', religion: 'Christianity' },
  { id: '3', name: 'Aarav', gender: 'male', meaning: 'peaceful', religion: 'Hinduism' },
  { id: '4', name: 'Meera', gender: 'female', meaning: 'light; ocean', religion: 'Hinduism' },
  { id: '5', name: 'Madhav', gender: 'male', meaning: 'sweet like honey', religion: 'Hinduism' },
  { id: '6', name: 'Mahi', gender: 'female', meaning: 'the great earth', religion: 'Hinduism' },
  // Stored catalogue text that would be a replacement pattern or markup if spliced.
  { id: '7', name: 'Evil$`', gender: 'female', meaning: '$& "><x-probe-meaning>', religion: null },
];
const SUB_NAMES = Array.from({ length: 23 }, (_, i) => `Other name ${i + 1}`);

const json = (body: unknown) => ({ status: 200, body });

/** A stand-in for our API, answering the calls the islands make, and recording them. */
function fakeApi(asked: string[] = []): ApiGet {
  return async (url) => {
    asked.push(url);
    const u = new URL(url, 'http://x');
    if (u.pathname === '/api/names') {
      const q = u.searchParams;
      const term = (q.get('search') ?? '').toLowerCase();
      const gender = q.get('gender');
      const religion = q.get('religionId') === '4' ? 'Hinduism' : null;
      const letter = q.get('letter');
      const matching = (g: string | null) =>
        CATALOGUE.filter(
          (r) =>
            (!g || r.gender === g) &&
            (!religion || r.religion === religion) &&
            (!term || r.name.toLowerCase().includes(term) || r.meaning.toLowerCase().includes(term)) &&
            (term || !letter || r.name.startsWith(letter)),
        );
      const rows = matching(gender);
      const limit = Number(q.get('limit'));
      const page = Number(q.get('page'));
      const other = gender === 'male' ? 'female' : gender === 'female' ? 'male' : null;
      return json({
        success: true,
        data: rows.slice((page - 1) * limit, page * limit).map((r) => ({
          id: r.id,
          name: r.name,
          gender: r.gender,
          meaning: r.meaning,
          origin: 'Latin',
          description: '',
          religionId: r.religion ? { id: r.religion === 'Hinduism' ? '4' : '1', name: r.religion } : null,
          ...(term ? { match: { kind: 'name' } } : {}),
        })),
        totalNames: rows.length,
        totalPages: Math.ceil(rows.length / limit),
        page,
        ...(term ? { didYouMean: term === 'olivai' ? ['Olivia', 'Oliver'] : [] } : {}),
        ...(term && other ? { otherGender: { gender: other, totalNames: matching(other).length } } : {}),
      });
    }
    if (u.pathname === '/api/religions/4') return json({ success: true, data: { id: '4', name: 'Hinduism' } });
    if (u.pathname === '/api/nicknames') {
      return json({
        success: true,
        data: [
          { id: '11', name: 'Liv', description: 'Short for Olivia.' },
          { id: '12', name: 'Ollie', description: 'Short for Oliver.' },
          { id: '13', name: '$\'Bad"><x-probe-nick>', description: '$` $&' },
        ],
      });
    }
    if (u.pathname === '/api/god-names/9') {
      return json({
        success: true,
        data: { id: '9', name: 'Ganesha', description: 'Remover of obstacles.', subNames: SUB_NAMES },
      });
    }
    return { status: 404, body: { success: false } };
  };
}

/** A built page as the build writes it (no `opts`): the list island with its props, among other islands. */
function builtPage(island: string): string {
  const other = `<astro-island uid="a" prefix="r1" component-url="/_astro/HeaderSession.x.js" props="{}" ssr client="load"><span>session</span></astro-island>`;
  return `<!DOCTYPE html><html lang="en"><head><title>T</title></head><body>${other}<main><astro-island uid="b" prefix="r2" component-url="/_astro/${island}.x.js" props="{&quot;built&quot;:[0,true]}" ssr client="idle"><div>BUILT LIST</div></astro-island></main><footer>end</footer></body></html>`;
}

/** The answer our server sends for an address. */
async function answer(address: string, get = fakeApi()): Promise<string> {
  const url = new URL(address, 'http://x');
  const page = await listPageFor(get, url.pathname, url.searchParams);
  if (!page) throw new Error(`no rendered list for ${address}`);
  const html = placeRenderedIsland(builtPage(page.answer.island), page.answer.island, (prefix) =>
    renderListIsland(page.answer, prefix),
  );
  if (!html) throw new Error('no island in the built page');
  return html;
}

/** The detail links of the rows, in order: [href, text]. */
const rowLinks = (html: string, path: string) =>
  [...html.matchAll(new RegExp(`<a[^>]*href="(${path}/\\d+)"[^>]*>([^<]*)</a>`, 'g'))].map((m) => [m[1], m[2]]);
const headingOf = (html: string) => /<h[12][^>]*>(.*?)<\/h[12]>/.exec(html)?.[1]?.replace(/<!-- -->/g, '');

describe('the no-JavaScript list pages, rendered from the islands', () => {
  test('a names search looks at both genders and lists the rows the API answers, in its order', async () => {
    const asked: string[] = [];
    const html = await answer('/names?search=oliv', fakeApi(asked));
    expect(asked[0]).toContain('search=oliv');
    expect(new URL(asked[0]!, 'http://x').searchParams.get('gender')).toBe('');
    expect(rowLinks(html, '/names')).toEqual([
      ['/names/1', 'Olivia'],
      ['/names/2', 'Oliver'],
    ]);
    expect(headingOf(html)).toBe('Search Results for &quot;oliv&quot;');
    expect(html.replace(/<!-- -->/g, '')).toContain('2 names found');
    // The built list is gone, the rest of the page stays; the island's props are the rendered ones.
    expect(html).not.toContain('BUILT LIST');
    expect(html).toContain('<footer>end</footer>');
    expect(html).toContain('<span>session</span>');
    expect(html).toMatch(/^<!DOCTYPE html><html data-list-rendered lang="en">/);
    expect(html).toContain('&quot;search&quot;:[0,&quot;oliv&quot;]');
    // The search box keeps the term.
    expect(html).toMatch(/<input[^>]*name="search" value="oliv"/);
  });

  test('a search narrowed to a gender with no match says how many the other has, with a link', async () => {
    const html = await answer('/names?search=olivia&gender=boy');
    expect(rowLinks(html, '/names')).toEqual([]);
    expect(html).toContain('No names found for this selection. Try another search or letter.');
    const text = html.replace(/<!-- -->/g, '');
    expect(text).toContain('No boys&#x27; names match “olivia”.');
    expect(text).toMatch(/<a href="\/names\?search=olivia&amp;gender=girl">1 girl&#x27;s name does\.<\/a>/);
  });

  test('did-you-mean spellings are links to their search', async () => {
    const html = await answer('/names?search=olivai');
    expect(html).toContain('<a href="/names?search=Olivia">Olivia</a>');
    expect(html).toContain('<a href="/names?search=Oliver">Oliver</a>');
  });

  test('a nickname search', async () => {
    const html = await answer('/nicknames?search=ollie');
    expect(rowLinks(html, '/nicknames')).toEqual([['/nicknames/12', 'Ollie']]);
    expect(html.replace(/<!-- -->/g, '')).toContain('1 nicknames found');
  });

  test("a religion's letter, gender and search", async () => {
    const letter = await answer('/religion/4?letter=m');
    expect(headingOf(letter)).toBe('Hinduism Names Starting with &quot;M&quot;');
    expect(rowLinks(letter, '/names').map(([, name]) => name)).toEqual(['Meera', 'Madhav', 'Mahi']);

    const girls = await answer('/religion/4?letter=m&gender=girl');
    expect(rowLinks(girls, '/names').map(([, name]) => name)).toEqual(['Meera', 'Mahi']);
    expect(girls).toMatch(/<a [^>]*class="gender-option girl" aria-pressed="true"/);

    const search = await answer('/religion/4?search=light');
    expect(headingOf(search)).toBe('Search Results for &quot;light&quot; in Hinduism');
    expect(rowLinks(search, '/names')).toEqual([['/names/4', 'Meera']]);
    expect(search).toContain('<mark>light</mark>');
  });

  test("a god name's page of OTHER NAMES", async () => {
    const html = await answer('/godname/9?page=3');
    expect(html).toMatch(/<ol[^>]*start="21"/);
    expect(html).toContain('<li>Other name 21</li>');
    expect(html).toContain('<li>Other name 23</li>');
    expect(html).not.toContain('<li>Other name 20</li>');
    expect(html).toContain('aria-current="page">3</span>');
  });

  test('a page past the end shows the last page', async () => {
    const html = await answer('/religion/4?gender=girl&page=9');
    expect(html).toContain('&quot;page&quot;:[0,1]');
  });

  test('addresses the build makes are not rendered', async () => {
    const none = async (address: string) => {
      const url = new URL(address, 'http://x');
      return listPageFor(fakeApi(), url.pathname, url.searchParams);
    };
    expect(await none('/names?letter=b&gender=girl')).toBeNull();
    expect(await none('/religion/4')).toBeNull();
    expect(await none('/nicknames?letter=b')).toBeNull();
    expect(await none('/godname/9')).toBeNull();
  });
});

describe('no text is ever read as a replacement pattern or as markup', () => {
  // Classes of terms, not one request: replacement patterns, markup, quotes, long and repeated.
  const terms = [
    '$`'.repeat(50),
    "$'".repeat(50),
    '$&'.repeat(50),
    '$& onfocus=alert(1) "><x-probe-term>',
    `"><x-probe-term>${'$`'.repeat(10)}`,
    '$$ $1 $<name> \'"><x-probe-term></main>',
  ];
  const pages = ['/names?search=', '/nicknames?search=', '/religion/4?search=', '/names?sort=popular&search='];

  for (const path of pages) {
    test(`${path}…: the answer is small and the term escaped`, async () => {
      const baseline = (await answer(`${path}zz`)).length;
      for (const term of terms) {
        const html = await answer(`${path}${encodeURIComponent(term)}`);
        // The term appears a handful of times (box, heading, links, props), each escaped.
        expect(html.length).toBeLessThan(baseline + 40 * term.length + 2000);
        expect(html).not.toContain('<x-probe-');
        expect(html).not.toMatch(/onfocus=alert\(1\) "/);
        expect(html).toContain('<footer>end</footer>');
      }
    });
  }

  test('catalogue text with patterns and markup is escaped too', async () => {
    const names = await answer('/names?search=evil');
    expect(rowLinks(names, '/names')).toEqual([['/names/7', 'Evil$`']]);
    expect(names).not.toContain('<x-probe-');
    const nicknames = await answer('/nicknames?search=bad');
    expect(nicknames).not.toContain('<x-probe-');
    expect(nicknames).toContain('$`');
  });
});

describe('the island props', () => {
  test('are serialised as Astro serialises them, so the island hydrates with what was rendered', () => {
    const props = {
      builtState: { letter: null, gender: 'girl', search: 'a"b', page: 2 },
      initial: { names: [{ id: '1', popularity: { rank: null }, tags: ['x'] }], totalPages: 3, optional: undefined },
    };
    expect(serializeIslandProps(props)).toBe(serializeProps(props, {} as Parameters<typeof serializeProps>[1]));
  });
});
