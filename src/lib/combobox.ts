/**
 * The state of a search box's suggestions (the WAI-ARIA "combobox with listbox popup", list
 * autocomplete without automatic selection), as a pure reducer the DOM controller renders:
 * typing replaces the term and drops the active option; an answer counts only for the term now in
 * the box (a slow answer to an earlier term is ignored); ArrowDown and ArrowUp open the list and
 * move through it, wrapping at the ends; Escape closes it; Enter opens the active option or, with
 * none, searches for the term.
 */

export interface ComboState<T> {
  /** The trimmed text of the box: the term the suggestions must answer. */
  term: string;
  /** The suggestions for `answered` (kept on screen while a newer term is on its way). */
  options: readonly T[];
  /** The term `options` answer; '' before the first answer. */
  answered: string;
  open: boolean;
  /** Index of the active (visually focused) option; -1: none, the caret stays in the box. */
  active: number;
}

export type ComboEvent<T> =
  | { type: 'input'; text: string }
  | { type: 'answer'; term: string; options: readonly T[] }
  | { type: 'failed'; term: string }
  | { type: 'key'; key: 'ArrowDown' | 'ArrowUp' | 'Escape' }
  | { type: 'close' }
  | { type: 'focus' };

export function initialState<T>(text = ''): ComboState<T> {
  return { term: text.trim(), options: [], answered: '', open: false, active: -1 };
}

/** Terms compare as the box shows them, trimmed; case and accents are the server's business. */
export function termOf(text: string): string {
  return text.trim();
}

export function reduce<T>(state: ComboState<T>, event: ComboEvent<T>): ComboState<T> {
  switch (event.type) {
    case 'input': {
      const term = termOf(event.text);
      if (!term) return { term: '', options: [], answered: '', open: false, active: -1 };
      // The old suggestions stay visible until the new ones arrive (less flicker), but none is
      // active: Enter now means "search for what I typed".
      return { ...state, term, active: -1 };
    }
    case 'answer': {
      if (event.term !== state.term) return state;
      return { ...state, options: event.options, answered: event.term, open: event.options.length > 0, active: -1 };
    }
    case 'failed': {
      if (event.term !== state.term) return state;
      return { ...state, options: [], answered: event.term, open: false, active: -1 };
    }
    case 'key': {
      const count = state.options.length;
      if (event.key === 'Escape') return state.open ? { ...state, open: false, active: -1 } : state;
      if (count === 0 || state.answered !== state.term) return state;
      if (!state.open) {
        return { ...state, open: true, active: event.key === 'ArrowDown' ? 0 : count - 1 };
      }
      const step = event.key === 'ArrowDown' ? 1 : -1;
      const from = state.active === -1 ? (step === 1 ? -1 : count) : state.active;
      return { ...state, active: (from + step + count) % count };
    }
    case 'close':
      return state.open || state.active !== -1 ? { ...state, open: false, active: -1 } : state;
    case 'focus':
      // Back in the box with suggestions for what it holds: show them again.
      return state.term && state.answered === state.term && state.options.length > 0 && !state.open
        ? { ...state, open: true, active: -1 }
        : state;
  }
}

/** What a key does beyond the state: Enter opens the active option, or submits the search. */
export function enterAction<T>(state: ComboState<T>): { kind: 'open'; option: T } | { kind: 'submit' } {
  const option = state.open && state.active >= 0 ? state.options[state.active] : undefined;
  return option === undefined ? { kind: 'submit' } : { kind: 'open', option };
}

/** Whether the box should ask for suggestions: a term that no answer (on screen) covers yet. */
export function needsAnswer<T>(state: ComboState<T>): boolean {
  return state.term !== '' && state.answered !== state.term;
}

/** The words a screen reader hears when the suggestions change. */
export function announcement<T>(state: ComboState<T>, named: number = state.options.length): string {
  if (!state.term || state.answered !== state.term) return '';
  if (named === 0) return 'No names suggested. Press Enter to search all names.';
  return `${named} ${named === 1 ? 'name' : 'names'} suggested. Use the up and down arrow keys to choose one.`;
}
