/**
 * The full-name workbench answered by the server, for a visitor without JavaScript: the plain
 * form GETs /full-name?first=…&surname=…, and the answer is the built page with its static block
 * (the form and an empty report) replaced by the same components rendered with React's server
 * renderer, filled in. The island, with JavaScript, asks /api/full-name and renders the same
 * components live.
 */
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import type { Queryable } from './db/index.ts';
import { factsFor } from './repositories/full-name.ts';
import {
  analyseFullName,
  parseFullNameQuery,
  spellingsToLookUp,
  type FullNameInput,
  type FullNameReport,
} from '../shared/full-name.ts';
import { FullNameForm, FullNameReportView } from '../shared/full-name-view.ts';

/** The block of the built page the server fills in (src/pages/full-name.astro). */
export const STATIC_BLOCK_START = '<div id="full-name-static"';
export const STATIC_BLOCK_END = '<div id="full-name-static-end"';

export async function fullNameReport(
  db: Queryable,
  query: URLSearchParams,
): Promise<{ input: FullNameInput; report: FullNameReport | null }> {
  const input = parseFullNameQuery(query);
  if (!input.first && !input.surname && !input.middle) return { input, report: null };
  const facts = await factsFor(db, spellingsToLookUp(input));
  return { input, report: analyseFullName(input, facts) };
}

/** The filled-in form and report, as the static block's content. */
export function renderStaticBlock(input: FullNameInput, report: FullNameReport | null): string {
  return renderToStaticMarkup(
    createElement(
      'div',
      { id: 'full-name-static', 'data-full-name-static': '' },
      createElement(FullNameForm, { values: input }),
      createElement(FullNameReportView, { report }),
    ),
  );
}

/** The built page with its static block answered; the page unchanged when it has no such block. */
export async function fullNamePage(db: Queryable, query: URLSearchParams, built: string): Promise<string> {
  const start = built.indexOf(STATIC_BLOCK_START);
  const end = built.indexOf(STATIC_BLOCK_END);
  if (start < 0 || end < start) return built;
  const { input, report } = await fullNameReport(db, query);
  return built.slice(0, start) + renderStaticBlock(input, report) + built.slice(end);
}
