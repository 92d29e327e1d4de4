/**
 * The lists the build cannot make (a search, a religion's names by letter or gender, a god name's
 * page of OTHER NAMES past the first), rendered on request with React's server renderer over the
 * same island components, with the props the island is given: the page a visitor gets shows the
 * right list with or without JavaScript, and with it the island hydrates over that very markup.
 * Built with the site into dist/_server (scripts/build-list-renderer.ts); our server loads it.
 */
import { createElement, type FunctionComponent } from 'react';
import { renderToString } from 'react-dom/server';
import NamesList from '../islands/NamesList.tsx';
import NicknamesList from '../islands/NicknamesList.tsx';
import ReligionNames from '../islands/ReligionNames.tsx';
import GodNameDetail from '../islands/GodNameDetail.tsx';
import { namesResultOf } from '../lib/catalogue-client.ts';
import { listOf, normaliseGodName, normaliseNickname, normaliseReligion } from '../lib/normalise.ts';
import { filterNicknames } from '../shared/nickname-filter.ts';
import type { ListAnswer, ListRenderer, RenderedIsland } from '../shared/list-render.ts';

/** The `data` of an API answer ({ success, data }). */
const dataOf = (body: unknown): unknown =>
  typeof body === 'object' && body !== null ? (body as Record<string, unknown>)['data'] : undefined;

/** The props an island is given for an answer. */
export function islandProps(answer: ListAnswer): { component: FunctionComponent<object>; props: object } {
  switch (answer.island) {
    case 'NamesList':
      return {
        component: NamesList as unknown as FunctionComponent<object>,
        props: { builtState: answer.state, initial: namesResultOf(answer.names) },
      };
    case 'ReligionNames':
      return {
        component: ReligionNames,
        props: {
          religion: normaliseReligion(dataOf(answer.religion)),
          builtState: answer.state,
          initial: namesResultOf(answer.names),
        },
      };
    case 'NicknamesList': {
      const all = listOf(dataOf(answer.nicknames), normaliseNickname);
      const { search, letter, page } = answer.state;
      return {
        component: NicknamesList as unknown as FunctionComponent<object>,
        props: { builtState: answer.state, initial: filterNicknames(all, { search, letter: letter ?? '', page }) },
      };
    }
    case 'GodNameDetail':
      return {
        component: GodNameDetail,
        props: { initial: normaliseGodName(dataOf(answer.godName)), builtPage: answer.page },
      };
  }
}

/**
 * Props in the format of an <astro-island>'s `props` attribute (Astro's own serialisation of
 * plain data: each value is [0, value], each array [1, [...]]), which the island's client reads.
 */
export function serializeIslandProps(props: object): string {
  const convert = (value: unknown): unknown[] => {
    if (Array.isArray(value)) return [1, value.map(convert)];
    if (value !== null && typeof value === 'object') {
      return [0, Object.fromEntries(Object.entries(value).map(([key, v]) => [key, convert(v)]))];
    }
    return value === undefined ? [0] : [0, value];
  };
  return JSON.stringify(convert(props)[1]);
}

export function renderListIsland(answer: ListAnswer, prefix: string): RenderedIsland {
  const { component, props } = islandProps(answer);
  return {
    html: renderToString(createElement(component, props), { identifierPrefix: prefix }),
    props: serializeIslandProps(props),
  };
}

export default { renderListIsland } satisfies ListRenderer;
