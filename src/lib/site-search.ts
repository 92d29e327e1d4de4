/**
 * The search box of the header and the home page, made a combobox (WAI-ARIA APG "combobox with
 * listbox popup", list autocomplete): it suggests names as the visitor types, each a link to the
 * name's page. Loaded on the box's first focus (the script of SiteSearch.astro); until then, and without
 * JavaScript, the box is the plain GET form to /names it is in the HTML.
 *
 * The box is the server's own <input>, never replaced: what was typed before this code arrived
 * stays, and is looked up at once. Suggestions are asked SUGGEST_DEBOUNCE_MS after the last
 * keystroke; a newer keystroke aborts the request in flight, and an answer for any other term
 * than the one in the box is dropped (combobox.ts). Every node is built with the DOM API, never
 * from an HTML string.
 *
 * The site's constants come in as `SiteSearchSettings`, written on the form by the build: with no
 * static import of a shared chunk, this module is loaded by a plain import(), without the
 * bundler's ~1 KB preload helper, and the loader in the page needs no chunk of constants.
 */
import { announcement, enterAction, initialState, needsAnswer, reduce, termOf, type ComboEvent } from './combobox.ts';
import { fetchSuggestions, remembered } from './suggest-client.ts';
import type { DataGender, UiGender } from '../shared/constants.ts';
import type { NameSuggestion } from '../shared/types.ts';

export interface SiteSearchSettings {
  /** The names list's path (/names): results at ?search=, a name's page at /{id}. */
  namesPath: string;
  /** How a name with no religion is labelled (UNIVERSAL). */
  universalLabel: string;
  genderOf: Record<DataGender, UiGender>;
  timeoutMs: number;
}

/** Suggestions follow typing closely (the list's own search waits 500 ms: it reloads a page). */
export const SUGGEST_DEBOUNCE_MS = 150;

/** An entry of the list: a suggested name, or the last one, "search all names for …". */
export type SuggestOption = { kind: 'name'; suggestion: NameSuggestion; href: string } | { kind: 'all'; href: string };

export function searchHref(namesPath: string, term: string): string {
  return `${namesPath}?${new URLSearchParams({ search: term })}`;
}

/** The entries for an answer: the names, then the search for every name matching the term. */
export function optionsFor(namesPath: string, term: string, suggestions: readonly NameSuggestion[]): SuggestOption[] {
  return [
    ...suggestions.map((suggestion) => ({
      kind: 'name' as const,
      suggestion,
      href: `${namesPath}/${encodeURIComponent(suggestion.id)}`,
    })),
    { kind: 'all', href: searchHref(namesPath, term) },
  ];
}

function element<K extends keyof HTMLElementTagNameMap>(
  tag: K,
  className: string,
  text?: string,
): HTMLElementTagNameMap[K] {
  const node = document.createElement(tag);
  node.className = className;
  if (text !== undefined) node.textContent = text;
  return node;
}

/** The line under a name that says why it is there when the name itself does not show it. */
function matchNote(suggestion: NameSuggestion): string | null {
  const { kind, via } = suggestion.match;
  if (!via || via === suggestion.name) return null;
  if (kind === 'spelling') return `also spelled ${via}`;
  if (kind === 'script') return via;
  return null;
}

/** A character as a search compares it: lower case, accents off (é → e). */
const fold = (ch: string) =>
  ch
    .normalize('NFD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase();

/**
 * The name with the typed part marked: the start of the name that the term spells (case and
 * accents aside, as the search compares). A name found another way (a spelling, a sound, its
 * script) has nothing of the term at its start and is shown plain. The text stays the same, so
 * the option reads the same to a screen reader.
 */
export function markTyped(name: string, term: string): (string | { mark: string })[] {
  const want = [...term.trim()].map(fold).join('');
  if (!want) return [name];
  let folded = '';
  let end = 0;
  for (const ch of name) {
    if (folded.length >= want.length) break;
    folded += fold(ch);
    end += ch.length;
  }
  return folded === want ? [{ mark: name.slice(0, end) }, name.slice(end)].filter((p) => p !== '') : [name];
}

function renderOption(option: SuggestOption, term: string, settings: SiteSearchSettings): HTMLAnchorElement {
  const link = element('a', `site-search-option ${option.kind === 'all' ? 'all' : 'name'}`);
  link.href = option.href;
  link.setAttribute('role', 'option');
  link.tabIndex = -1;
  if (option.kind === 'all') {
    link.append(`Search all names for “${term}”`);
    return link;
  }
  const { suggestion } = option;
  const gender = settings.genderOf[suggestion.gender];
  const main = element('span', 'site-search-option-name');
  for (const part of markTyped(suggestion.name, term))
    main.append(typeof part === 'string' ? part : element('mark', 'site-search-typed', part.mark));
  const note = matchNote(suggestion);
  // A space before the note: it reads "Clare, also spelled Claire", not "Clarealso…".
  if (note) main.append(element('span', 'site-search-option-note', ` ${note}`));
  const meta = element('span', 'site-search-option-meta');
  meta.append(
    element('span', `site-search-gender ${gender}`, gender.toUpperCase()),
    element('span', 'site-search-religion', suggestion.religion ?? settings.universalLabel),
  );
  link.append(main, meta);
  return link;
}

let boxes = 0;

/** Makes one search form's box a combobox. Idempotent. */
export function enhance(form: HTMLFormElement, input: HTMLInputElement, settings: SiteSearchSettings): void {
  if (input.getAttribute('role') === 'combobox') return;
  boxes += 1;
  const listId = `${input.id || `site-search-${boxes}`}-list`;
  const field = input.parentElement ?? form;

  const list = element('div', 'site-search-list');
  list.id = listId;
  list.setAttribute('role', 'listbox');
  list.setAttribute('aria-label', 'Suggested names');
  list.hidden = true;
  field.append(list);
  const status = element('div', 'visually-hidden');
  status.setAttribute('role', 'status');
  form.append(status);

  input.setAttribute('role', 'combobox');
  input.setAttribute('aria-autocomplete', 'list');
  input.setAttribute('aria-expanded', 'false');
  input.setAttribute('aria-controls', listId);

  let state = initialState<SuggestOption>(input.value);
  let rendered: { options: readonly SuggestOption[]; term: string } | null = null;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let request: AbortController | null = null;
  let spoken = '';

  const optionId = (index: number) => `${listId}-${index}`;

  const render = () => {
    if (!rendered || rendered.options !== state.options || rendered.term !== state.answered) {
      list.replaceChildren(
        ...state.options.map((option, index) => {
          const node = renderOption(option, state.answered, settings);
          node.id = optionId(index);
          return node;
        }),
      );
      rendered = { options: state.options, term: state.answered };
    }
    list.hidden = !state.open;
    input.setAttribute('aria-expanded', String(state.open));
    list.querySelectorAll('[role=option]').forEach((node, index) => {
      node.setAttribute('aria-selected', String(index === state.active));
    });
    if (state.open && state.active >= 0) {
      input.setAttribute('aria-activedescendant', optionId(state.active));
      document.getElementById(optionId(state.active))?.scrollIntoView({ block: 'nearest' });
    } else {
      input.removeAttribute('aria-activedescendant');
    }
    const named = state.options.filter((option) => option.kind === 'name').length;
    const words = document.activeElement === input ? announcement(state, named) : '';
    if (words !== spoken) {
      spoken = words;
      status.textContent = words;
    }
  };

  const dispatch = (event: ComboEvent<SuggestOption>) => {
    const next = reduce(state, event);
    if (next === state) return;
    state = next;
    render();
  };

  const ask = (term: string) => {
    request?.abort();
    const held = remembered(term);
    if (held) {
      dispatch({ type: 'answer', term, options: optionsFor(settings.namesPath, term, held) });
      return;
    }
    const controller = new AbortController();
    request = controller;
    fetchSuggestions(term, controller.signal, settings.timeoutMs).then(
      (found) => dispatch({ type: 'answer', term, options: optionsFor(settings.namesPath, term, found) }),
      () => {
        // Aborted for a newer term: that term's answer will come. Failed: the box stays a
        // plain search form (Enter still searches), with the search entry to offer.
        if (!controller.signal.aborted)
          dispatch({ type: 'answer', term, options: optionsFor(settings.namesPath, term, []) });
      },
    );
  };

  const schedule = (delay: number) => {
    clearTimeout(timer);
    if (!needsAnswer(state)) {
      request?.abort();
      return;
    }
    const term = state.term;
    if (delay === 0 || remembered(term)) ask(term);
    else timer = setTimeout(() => ask(term), delay);
  };

  input.addEventListener('input', () => {
    dispatch({ type: 'input', text: input.value });
    schedule(SUGGEST_DEBOUNCE_MS);
  });

  input.addEventListener('keydown', (event) => {
    if (event.isComposing || event.altKey || event.ctrlKey || event.metaKey) return;
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      dispatch({ type: 'key', key: event.key });
    } else if (event.key === 'Escape') {
      // Open: Escape closes the list (and must not also clear the box, as a search field does).
      if (state.open) {
        event.preventDefault();
        event.stopPropagation();
        dispatch({ type: 'key', key: 'Escape' });
      }
    } else if (event.key === 'Enter') {
      // The term in the box may be newer than the state (typed within the same task).
      if (termOf(input.value) !== state.term) dispatch({ type: 'input', text: input.value });
      const action = enterAction(state);
      if (action.kind === 'open') {
        event.preventDefault();
        location.assign(action.option.href);
      }
      // Otherwise the form submits itself: /names?search=TERM, with or without this code.
    } else if (event.key === 'Tab') {
      dispatch({ type: 'close' });
    }
  });

  // A click on a suggestion must not take the focus out of the box before the link follows.
  list.addEventListener('mousedown', (event) => event.preventDefault());
  input.addEventListener('blur', () => dispatch({ type: 'close' }));
  input.addEventListener('focus', () => {
    dispatch({ type: 'focus' });
    schedule(0);
  });
  form.addEventListener('submit', (event) => {
    // An empty box searches nothing: stay, rather than open the whole list.
    if (!termOf(input.value)) {
      event.preventDefault();
      input.focus();
    }
  });

  // Typed before this code arrived: suggest for it now.
  if (document.activeElement === input && state.term) schedule(0);
}
