/**
 * The contract between our server and the list renderer (src/render/list-islands.tsx, built with
 * the site into LIST_RENDERER_FILE): the server reads a list address with the shared list rules,
 * asks its own API for what the island would fetch, and the renderer renders the island over that
 * answer with React's server renderer, the props the island is given and the markup it hydrates.
 */
import type { ListState } from './list-state.ts';

/** A list the build could not make, with the API answers the island would have fetched. */
export type ListAnswer =
  | { island: 'NamesList'; state: ListState; names: unknown }
  | { island: 'ReligionNames'; state: ListState; religion: unknown; names: unknown }
  | { island: 'NicknamesList'; state: ListState; nicknames: unknown }
  | { island: 'GodNameDetail'; page: number; godName: unknown };

export type ListIsland = ListAnswer['island'];

export interface RenderedIsland {
  /** The island's HTML (what goes inside its <astro-island>). */
  html: string;
  /** Its props in the island's `props` attribute format (JSON, not yet escaped for HTML). */
  props: string;
}

export interface ListRenderer {
  /** `prefix`: the island's useId prefix, from its built element. */
  renderListIsland(answer: ListAnswer, prefix: string): RenderedIsland;
}

/** Where the build puts the renderer, relative to the built site's folder (never served). */
export const LIST_RENDERER_FILE = '_server/list-islands.mjs';
