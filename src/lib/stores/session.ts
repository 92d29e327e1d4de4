/**
 * The session: `token` and `user` in localStorage under exactly those keys (spec §3), shared by
 * every island on the page and kept in sync across tabs by @nanostores/persistent.
 */
import { persistentAtom } from '@nanostores/persistent';
import { computed } from 'nanostores';
import { STORAGE_TOKEN_KEY, STORAGE_USER_KEY } from '../constants.ts';

/** The raw stored token ('' when none). */
export const $token = persistentAtom<string>(STORAGE_TOKEN_KEY, '');
/** The raw stored user JSON ('' when none); parsed by $user. */
export const $userJson = persistentAtom<string>(STORAGE_USER_KEY, '');

export const $isLoggedIn = computed([$token, $userJson], (token, user) => Boolean(token && user));
