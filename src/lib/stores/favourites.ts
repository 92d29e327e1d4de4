/**
 * STUB (issue 5 replaces the body): the three favourite id lists of the logged-in user and the
 * optimistic toggle. The exported names and signatures are the contract the islands use.
 */
import { atom } from 'nanostores';
import type { Id } from '../types.ts';

export type FavouriteKind = 'names' | 'godNames' | 'nicknames';

export const $favourites = atom<Record<FavouriteKind, Id[]>>({ names: [], godNames: [], nicknames: [] });

/** Flips a favourite; logged out, saves the current URL and goes to the login page. */
export async function toggleFavourite(_kind: FavouriteKind, _id: Id): Promise<void> {}
