/**
 * The rows a list shows: those of the last query that answered, keyed by the state they were
 * asked for, so the list knows it is still loading while the address already shows a new state.
 */
import { useCallback, useState } from 'react';
import type { ListState } from '../url-state.ts';
import { unlessSame } from '../same-data.ts';

export const listKey = (s: ListState) => JSON.stringify([s.letter, s.gender, s.search, s.page]);

interface ListResult<T> {
  data: T;
  /** The answered rows belong to another state than the one shown. */
  loading: boolean;
  /** Records the answer to `query` (stable: safe in an effect's dependencies). */
  settle: (query: ListState, data: T) => void;
}

/** `initialKey` is '' when nothing was built: loading until the first answer. */
export function useListResult<T>(state: ListState, initialKey: string, initialData: T): ListResult<T> {
  const [result, setResult] = useState({ key: initialKey, data: initialData });
  const settle = useCallback((query: ListState, data: T) => setResult(unlessSame({ key: listKey(query), data })), []);
  return { data: result.data, loading: result.key !== listKey(state), settle };
}
