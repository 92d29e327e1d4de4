import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  announcement,
  enterAction,
  initialState,
  needsAnswer,
  reduce,
  type ComboEvent,
  type ComboState,
} from '../../src/lib/combobox.ts';
import { fetchSuggestions, remembered } from '../../src/lib/suggest-client.ts';
import { markTyped, optionsFor, searchHref } from '../../src/lib/site-search.ts';
import type { NameSuggestion } from '../../src/shared/types.ts';

const run = <T>(events: ComboEvent<T>[], start: ComboState<T> = initialState<T>()) => events.reduce(reduce, start);
const typed = (text: string, options: string[]) =>
  run<string>([
    { type: 'input', text },
    { type: 'answer', term: text.trim(), options },
  ]);

describe('combobox state', () => {
  it('opens on an answer for the term in the box, with no option active', () => {
    const state = typed('ol', ['Olivia', 'Oliver', 'Olga']);
    expect(state).toMatchObject({ term: 'ol', open: true, active: -1, options: ['Olivia', 'Oliver', 'Olga'] });
    expect(enterAction(state)).toEqual({ kind: 'submit' });
  });

  it('ignores an answer that arrives for an earlier term', () => {
    const state = run<string>([
      { type: 'input', text: 'o' },
      { type: 'input', text: 'ol' },
      { type: 'answer', term: 'ol', options: ['Olivia'] },
      // The slow answer to "o" lands last: it must not replace the suggestions for "ol".
      { type: 'answer', term: 'o', options: ['Omar', 'Owen'] },
    ]);
    expect(state.options).toEqual(['Olivia']);
    expect(state.answered).toBe('ol');
    expect(run<string>([{ type: 'failed', term: 'o' }], state)).toBe(state);
  });

  it('ArrowDown and ArrowUp move through the options and wrap at both ends', () => {
    let state = typed('ol', ['Olivia', 'Oliver', 'Olga']);
    const key = (k: 'ArrowDown' | 'ArrowUp') => (state = reduce(state, { type: 'key', key: k }));
    expect(key('ArrowDown').active).toBe(0);
    expect(key('ArrowDown').active).toBe(1);
    expect(key('ArrowDown').active).toBe(2);
    expect(key('ArrowDown').active).toBe(0);
    expect(key('ArrowUp').active).toBe(2);
    expect(enterAction(state)).toEqual({ kind: 'open', option: 'Olga' });
  });

  it('ArrowUp from the box goes to the last option; keys reopen a closed list', () => {
    let state = typed('ol', ['Olivia', 'Oliver']);
    expect(reduce(state, { type: 'key', key: 'ArrowUp' }).active).toBe(1);
    state = reduce(state, { type: 'key', key: 'Escape' });
    expect(state).toMatchObject({ open: false, active: -1 });
    expect(reduce(state, { type: 'key', key: 'ArrowDown' })).toMatchObject({ open: true, active: 0 });
    expect(reduce(state, { type: 'key', key: 'ArrowUp' })).toMatchObject({ open: true, active: 1 });
  });

  it('Escape closes the list; Enter then searches instead of opening the option', () => {
    let state = typed('ol', ['Olivia']);
    state = reduce(state, { type: 'key', key: 'ArrowDown' });
    state = reduce(state, { type: 'key', key: 'Escape' });
    expect(state.open).toBe(false);
    expect(enterAction(state)).toEqual({ kind: 'submit' });
    // Escape with the list closed changes nothing (the field's own Escape clears it).
    expect(reduce(state, { type: 'key', key: 'Escape' })).toBe(state);
  });

  it('typing drops the active option, and keys wait for the new term’s answer', () => {
    let state = typed('ol', ['Olivia', 'Oliver']);
    state = reduce(state, { type: 'key', key: 'ArrowDown' });
    state = reduce(state, { type: 'input', text: 'oli' });
    expect(state).toMatchObject({ active: -1, open: true, options: ['Olivia', 'Oliver'] });
    expect(needsAnswer(state)).toBe(true);
    // The list on screen answers "ol", not "oli": ArrowDown must not pick from it.
    expect(reduce(state, { type: 'key', key: 'ArrowDown' })).toBe(state);
    expect(enterAction(state)).toEqual({ kind: 'submit' });
  });

  it('an emptied box closes and forgets; a failed answer closes the list', () => {
    const state = typed('ol', ['Olivia']);
    expect(reduce(state, { type: 'input', text: '  ' })).toEqual(initialState());
    expect(needsAnswer(reduce(state, { type: 'input', text: '' }))).toBe(false);
    const failed = run<string>([
      { type: 'input', text: 'x' },
      { type: 'failed', term: 'x' },
    ]);
    expect(failed).toMatchObject({ open: false, options: [] });
  });

  it('the text held before the code arrived is the term to answer', () => {
    const state = initialState<string>('Emma ');
    expect(state.term).toBe('Emma');
    expect(needsAnswer(state)).toBe(true);
    expect(reduce(state, { type: 'answer', term: 'Emma', options: ['Emma'] }).open).toBe(true);
  });

  it('focus reopens the suggestions of the term in the box; blur closes them', () => {
    const closed = reduce(typed('ol', ['Olivia']), { type: 'close' });
    expect(closed.open).toBe(false);
    expect(reduce(closed, { type: 'focus' }).open).toBe(true);
  });

  it('announces how many names are suggested', () => {
    expect(announcement(typed('ol', ['Olivia', 'Oliver']))).toBe(
      '2 names suggested. Use the up and down arrow keys to choose one.',
    );
    expect(announcement(typed('ol', ['Olivia']))).toMatch(/^1 name suggested/);
    expect(announcement(typed('qqq', ['all']), 0)).toBe('No names suggested. Press Enter to search all names.');
    expect(announcement(run<string>([{ type: 'input', text: 'ol' }]))).toBe('');
  });
});

const olivia: NameSuggestion = {
  id: '42',
  name: 'Olivia',
  gender: 'female',
  religion: null,
  match: { kind: 'name' },
};

describe('suggestion entries', () => {
  it('link each name to its page and end with the search for the term', () => {
    const options = optionsFor('/names', 'oli via', [olivia]);
    expect(options.map((option) => option.href)).toEqual(['/names/42', '/names?search=oli+via']);
    expect(options[1]!.kind).toBe('all');
    expect(searchHref('/names', 'ä&b')).toBe('/names?search=%C3%A4%26b');
  });
});

describe('suggest client', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('asks /api/names/suggest once per term and keeps the answer', async () => {
    const fetch = vi.fn(async () => Response.json({ success: true, data: [olivia, { junk: true }] }));
    vi.stubGlobal('fetch', fetch);
    const first = await fetchSuggestions('oliv', new AbortController().signal, 10_000);
    expect(first).toEqual([olivia]);
    expect(String((fetch.mock.calls[0] as unknown[])[0])).toBe('/api/names/suggest?q=oliv');
    expect(await fetchSuggestions('oliv', new AbortController().signal, 10_000)).toEqual([olivia]);
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(remembered('oliv')).toEqual([olivia]);
  });

  it('rejects an aborted request and a failed answer, and keeps neither', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(
        (_url: string, init: RequestInit) =>
          new Promise((_resolve, reject) => init.signal?.addEventListener('abort', () => reject(new Error('aborted')))),
      ),
    );
    const controller = new AbortController();
    const pending = fetchSuggestions('em', controller.signal, 10_000);
    controller.abort();
    await expect(pending).rejects.toBeDefined();
    expect(remembered('em')).toBeUndefined();

    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Response.json({ success: false, error: 'x' }, { status: 500 })),
    );
    await expect(fetchSuggestions('emm', new AbortController().signal, 10_000)).rejects.toThrow();
    expect(remembered('emm')).toBeUndefined();
  });
});

describe('the typed part of a suggestion', () => {
  it('marks the start of the name the term spells, case and accents aside', () => {
    expect(markTyped('Olivia', 'ol')).toEqual([{ mark: 'Ol' }, 'ivia']);
    expect(markTyped('José', 'jose')).toEqual([{ mark: 'José' }]);
    expect(markTyped('Élodie', 'el')).toEqual([{ mark: 'Él' }, 'odie']);
    expect(markTyped('Aarav', ' AAR ')).toEqual([{ mark: 'Aar' }, 'av']);
  });

  it('leaves a name found another way plain, its text unchanged', () => {
    expect(markTyped('Aiden', 'aiyden')).toEqual(['Aiden']);
    expect(markTyped('Aarav', 'आरव')).toEqual(['Aarav']);
    expect(markTyped('Olivia', '')).toEqual(['Olivia']);
  });
});
