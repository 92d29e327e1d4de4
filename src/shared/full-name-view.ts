/**
 * The full-name workbench's form and report as React components, written once for both places
 * they are rendered: the live island in the browser, and the server's answer to the plain GET
 * form for a visitor without JavaScript (rendered with React's server renderer). Plain
 * createElement rather than JSX, so the server (plain TypeScript) can run it as it is.
 */
import { createElement as h, type ChangeEvent, type ReactNode } from 'react';
import { FULL_NAME_PART_MAX, FULL_NAME_ROUTE, type FullNameInput, type FullNameReport } from './full-name.ts';

export const FULL_NAME_TEXT = {
  title: 'Full name workbench',
  intro:
    'Try a first name with a middle name and your surname: see the initials and monogram, how the name flows, and how it sits beside its siblings. Nothing you type is stored.',
  first: 'First name',
  middle: 'Middle name',
  surname: 'Surname',
  siblings: 'Siblings (separate with commas)',
  submit: 'Check the name',
  empty: 'Type a first name to begin.',
  initials: 'Initials',
  monogram: 'Monogram',
  monogramHelp: 'First, SURNAME, middle: the surname’s initial in the centre.',
  flow: 'How it flows',
  flowClear: 'No rhyme, no run-together, no alliteration: it flows cleanly.',
  syllables: 'Syllables',
  siblingsHeading: 'Beside the siblings',
  era: 'US peak',
  origin: 'Origin',
  unknown: 'not in our catalogue',
  kind: { rude: 'a rude word', awkward: 'an awkward word', acronym: 'a well-known acronym' },
} as const;

type Field = 'first' | 'middle' | 'surname' | 'siblings';

export interface FullNameFormProps {
  values: FullNameInput;
  /** Live (controlled) when given; otherwise a plain form that the server answers. */
  onChange?: (field: Field, value: string) => void;
}

/** The form: a GET to the workbench's own address, so it works without JavaScript. */
export function FullNameForm({ values, onChange }: FullNameFormProps) {
  const field = (name: Field, label: string, value: string, autoComplete: string) =>
    h(
      'label',
      { className: `full-name-field full-name-${name}` },
      label,
      h('input', {
        type: 'text',
        name: name === 'siblings' ? 'sibling' : name,
        maxLength: name === 'siblings' ? FULL_NAME_PART_MAX * 4 : FULL_NAME_PART_MAX,
        autoComplete,
        spellCheck: false,
        ...(onChange
          ? { value, onChange: (e: ChangeEvent<HTMLInputElement>) => onChange(name, e.target.value) }
          : { defaultValue: value }),
      }),
    );
  return h(
    'form',
    {
      className: 'full-name-form',
      method: 'get',
      action: FULL_NAME_ROUTE,
      role: 'search',
      'aria-label': FULL_NAME_TEXT.title,
    },
    field('first', FULL_NAME_TEXT.first, values.first, 'off'),
    field('middle', FULL_NAME_TEXT.middle, values.middle, 'off'),
    field('surname', FULL_NAME_TEXT.surname, values.surname, 'family-name'),
    field('siblings', FULL_NAME_TEXT.siblings, values.siblings.join(', '), 'off'),
    h('button', { type: 'submit', className: 'button full-name-submit' }, FULL_NAME_TEXT.submit),
  );
}

const section = (className: string, title: string, ...children: ReactNode[]) =>
  h('section', { className: `full-name-card ${className}`, 'aria-label': title }, h('h2', null, title), ...children);

/** The report: the name written out, initials and monogram, flow checks, syllables, siblings. */
export function FullNameReportView({ report }: { report: FullNameReport | null }) {
  if (!report || !report.written) return h('p', { className: 'full-name-empty' }, FULL_NAME_TEXT.empty);
  const { monogram } = report;
  return h(
    'div',
    { className: 'full-name-report' },
    h('p', { className: 'full-name-written', lang: 'en' }, report.written),
    section(
      'full-name-initials',
      FULL_NAME_TEXT.initials,
      h(
        'div',
        { className: 'full-name-initials-row' },
        h(
          'p',
          { className: 'full-name-letters' },
          h('span', { className: 'visually-hidden' }, 'Initials: '),
          report.initials,
        ),
        h(
          'p',
          {
            className: 'full-name-monogram',
            role: 'img',
            'aria-label': `${FULL_NAME_TEXT.monogram}: ${monogram.first} ${monogram.surname} ${monogram.middle}`.trim(),
          },
          h('span', { 'aria-hidden': true }, monogram.first),
          h('span', { 'aria-hidden': true, className: 'full-name-monogram-centre' }, monogram.surname),
          h('span', { 'aria-hidden': true }, monogram.middle),
        ),
      ),
      h('p', { className: 'full-name-help' }, FULL_NAME_TEXT.monogramHelp),
      ...report.initialsWarnings.map((w) =>
        h(
          'p',
          { key: w.order, className: 'full-name-warning', role: 'note' },
          `${w.order === 'monogram' ? 'The monogram reads' : 'The initials spell'} ${w.letters}, ${FULL_NAME_TEXT.kind[w.kind]}. Another middle name (or none) changes them.`,
        ),
      ),
    ),
    section(
      'full-name-flow',
      FULL_NAME_TEXT.flow,
      report.checks.length === 0
        ? h('p', null, FULL_NAME_TEXT.flowClear)
        : h(
            'ul',
            { className: 'full-name-checks' },
            ...report.checks.map((c) => h('li', { key: c.kind, 'data-tone': c.tone, 'data-kind': c.kind }, c.text)),
          ),
    ),
    section(
      'full-name-syllables',
      FULL_NAME_TEXT.syllables,
      h(
        'ul',
        { className: 'full-name-parts' },
        ...report.parts.map((p) =>
          h(
            'li',
            { key: p.role },
            h('strong', null, p.name),
            ` ${p.syllables} ${p.syllables === 1 ? 'syllable' : 'syllables'}`,
            p.respelling ? ` (said ${p.respelling})` : p.from === 'spelling' ? ' (by its spelling)' : '',
          ),
        ),
        h(
          'li',
          { key: 'total', className: 'full-name-total' },
          `In all: ${report.totals.syllables} syllables, ${report.totals.letters} letters`,
        ),
      ),
    ),
    report.siblings.length > 0
      ? section(
          'full-name-siblings',
          FULL_NAME_TEXT.siblingsHeading,
          h(
            'div',
            { className: 'full-name-table-wrap' },
            h(
              'table',
              null,
              h(
                'thead',
                null,
                h(
                  'tr',
                  null,
                  h('th', { scope: 'col' }, 'Name'),
                  h('th', { scope: 'col' }, 'Initial'),
                  h('th', { scope: 'col' }, FULL_NAME_TEXT.era),
                  h('th', { scope: 'col' }, FULL_NAME_TEXT.origin),
                ),
              ),
              h(
                'tbody',
                null,
                ...report.siblings.map((s, index) =>
                  h(
                    'tr',
                    { key: `${s.name}-${index}`, 'data-baby': s.isBaby || undefined },
                    h('th', { scope: 'row' }, s.name, s.isBaby ? ' (the baby)' : ''),
                    h('td', null, s.initial),
                    h('td', null, s.peakDecade ? `${s.peakDecade}s` : '—'),
                    h('td', null, s.origin ?? FULL_NAME_TEXT.unknown),
                  ),
                ),
              ),
            ),
          ),
          report.sharedInitial.length > 0
            ? h(
                'p',
                { className: 'full-name-help' },
                `Same initial as ${report.siblings[0]?.name}: ${report.sharedInitial.join(', ')}. Some families love matching initials; others find post and labels get mixed up.`,
              )
            : null,
        )
      : null,
  );
}
