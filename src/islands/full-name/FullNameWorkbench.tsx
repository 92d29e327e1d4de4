/**
 * The full-name workbench, live: the same form and report the server renders for the plain form
 * (src/shared/full-name-view.ts), answered as the visitor types. The report is worked out here at
 * once from the spelling, then replaced by the API's, which adds what the catalogue knows
 * (respellings, origins, US peak decades). Nothing typed is stored, not even in the address.
 */
import { useEffect, useLayoutEffect, useState } from 'react';
import { fetchFullNameReport } from '../../lib/full-name-client.ts';
import {
  analyseFullName,
  cleanPart,
  parseFullNameQuery,
  SIBLINGS_MAX,
  type FullNameInput,
  type FullNameReport,
} from '../../shared/full-name.ts';
import { FullNameForm, FullNameReportView } from '../../shared/full-name-view.ts';
import SaveToShortlist from './SaveToShortlist.tsx';
import '../../styles/full-name.css';

const DEBOUNCE_MS = 250;

/** What the form's fields hold, as typed (the siblings as one comma-separated text). */
interface Typed {
  first: string;
  middle: string;
  surname: string;
  siblings: string;
}

const inputOf = (typed: Typed): FullNameInput => ({
  first: cleanPart(typed.first),
  middle: cleanPart(typed.middle),
  surname: cleanPart(typed.surname),
  siblings: typed.siblings.split(',').map(cleanPart).filter(Boolean).slice(0, SIBLINGS_MAX),
});

/**
 * Where the workbench starts: the address's names, with what the plain form holds laid over them
 * (what someone typed there before this island was ready must not be lost when it takes over).
 */
function startingQuery(): URLSearchParams {
  const query = new URLSearchParams(location.search);
  const form = document.querySelector<HTMLFormElement>('#full-name-static form');
  if (!form) return query;
  const fields = new FormData(form);
  for (const key of ['first', 'middle', 'surname', 'sibling']) {
    const typed = fields.getAll(key).filter((v): v is string => typeof v === 'string' && v.trim() !== '');
    if (typed.length === 0) continue;
    query.delete(key);
    for (const value of typed) query.append(key, value);
  }
  return query;
}

export default function FullNameWorkbench() {
  const [typed, setTyped] = useState<Typed>(() => {
    const start = parseFullNameQuery(startingQuery());
    return { ...start, siblings: start.siblings.join(', ') };
  });
  const input = inputOf(typed);
  const [served, setServed] = useState<{ key: string; report: FullNameReport | null } | null>(null);
  const key = JSON.stringify(input);

  // The server's plain-form block gives way to the live one (removed, so one form is on the page),
  // before the browser paints: never both for a frame.
  useLayoutEffect(() => {
    document.getElementById('full-name-static')?.remove();
  }, []);

  useEffect(() => {
    const controller = new AbortController();
    const timer = setTimeout(() => {
      fetchFullNameReport(JSON.parse(key) as FullNameInput, controller.signal)
        .then((report) => setServed({ key, report }))
        .catch(() => undefined);
    }, DEBOUNCE_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [key]);

  const hasName = Boolean(input.first || input.middle || input.surname);
  const report = served?.key === key ? served.report : hasName ? analyseFullName(input) : null;

  return (
    <div className="full-name-live">
      <FullNameForm
        values={{
          ...input,
          first: typed.first,
          middle: typed.middle,
          surname: typed.surname,
          siblings: [typed.siblings],
        }}
        onChange={(field, value) => setTyped((before) => ({ ...before, [field]: value }))}
      />
      <SaveToShortlist first={input.first} written={report?.written ?? ''} />
      <div aria-live="polite">
        <FullNameReportView report={report} />
      </div>
    </div>
  );
}
