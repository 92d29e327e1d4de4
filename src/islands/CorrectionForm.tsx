/**
 * "Report a correction" on a name, god name or nickname page: which field is wrong, what is wrong,
 * and a source, with no account. Static HTML is a plain form that posts to the API, which answers
 * with a built page saying what happened, so it works without JavaScript; the island sends the
 * same fields as JSON and answers in place. The honeypot field is out of sight and out of the
 * keyboard's and screen readers' way; the island stamps when the form was opened, which the API
 * uses to drop forms sent faster than anyone writes.
 */
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { formErrorsOf, type FormErrors } from '../lib/api-errors.ts';
import { useHydrated } from '../lib/hooks/useHydrated.ts';
import {
  CORRECTION_FIELDS,
  CORRECTION_HONEYPOT,
  CORRECTION_LIMITS,
  CORRECTION_TEXT,
  CORRECTIONS_PATH,
  type CorrectionKind,
} from '../shared/corrections.ts';

interface Props {
  kind: CorrectionKind;
  id: string;
  name: string;
}

type State = { kind: 'idle' } | { kind: 'sending' } | { kind: 'sent' } | { kind: 'failed'; errors: FormErrors };

const ACTION = `${import.meta.env.PUBLIC_API_URL ?? ''}${CORRECTIONS_PATH}`;

export default function CorrectionForm({ kind, id, name }: Props) {
  const hydrated = useHydrated();
  const [state, setState] = useState<State>({ kind: 'idle' });
  const openedAt = useRef<number | null>(null);
  const errors = state.kind === 'failed' ? state.errors : null;
  // The island runs as the form scrolls into view, before anyone can have typed in it.
  useEffect(() => {
    openedAt.current ??= Date.now();
  }, []);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (state.kind === 'sending') return;
    const data = Object.fromEntries(
      [...new FormData(event.currentTarget)].map(([key, value]) => [key, typeof value === 'string' ? value : '']),
    );
    setState({ kind: 'sending' });
    try {
      // The API client loads when a correction is sent: the page's first load does without it.
      const { api } = await import('../lib/api.ts');
      await api(CORRECTIONS_PATH, {
        method: 'POST',
        body: openedAt.current === null ? data : { ...data, startedAt: String(openedAt.current) },
      });
      setState({ kind: 'sent' });
    } catch (error) {
      setState({ kind: 'failed', errors: formErrorsOf(error) });
    }
  };

  const fieldId = (field: string) => `correction-${field}-${id}`;
  return (
    <details
      className="correction card"
      data-hydrated={hydrated}
      onToggle={(event) => {
        if (event.currentTarget.open) openedAt.current ??= Date.now();
      }}
    >
      <summary>{CORRECTION_TEXT.heading}</summary>
      {state.kind === 'sent' ? (
        <p className="correction-sent" role="status">
          {CORRECTION_TEXT.sent}
        </p>
      ) : (
        <form
          className="correction-form"
          method="post"
          action={ACTION}
          onSubmit={hydrated ? (event) => void onSubmit(event) : undefined}
          aria-label={`Report a correction of ${name}`}
        >
          <p className="muted">{CORRECTION_TEXT.intro}</p>
          {errors ? (
            <p className="form-alert" role="alert">
              {errors.message}
            </p>
          ) : null}
          <input type="hidden" name="kind" value={kind} />
          <input type="hidden" name="itemId" value={id} />
          <div className="form-field">
            <label htmlFor={fieldId('field')}>What is wrong</label>
            <select id={fieldId('field')} name="field" required defaultValue={CORRECTION_FIELDS[kind][0]!.value}>
              {CORRECTION_FIELDS[kind].map((option) => (
                <option key={option.value} value={option.value}>
                  {option.label}
                </option>
              ))}
            </select>
          </div>
          <div className="form-field" data-invalid={errors?.fields['problem'] ? true : undefined}>
            <label htmlFor={fieldId('problem')}>What should it say, and why</label>
            <textarea
              id={fieldId('problem')}
              name="problem"
              required
              minLength={CORRECTION_LIMITS.problem.min}
              maxLength={CORRECTION_LIMITS.problem.max}
              rows={4}
              aria-invalid={errors?.fields['problem'] ? true : undefined}
            />
            {errors?.fields['problem'] ? <p className="form-error">{errors.fields['problem']}</p> : null}
          </div>
          <div className="form-field">
            <label htmlFor={fieldId('source')}>Source (optional)</label>
            <input
              id={fieldId('source')}
              name="source"
              type="text"
              maxLength={CORRECTION_LIMITS.source.max}
              placeholder="A dictionary, a book, a link"
            />
          </div>
          {/* The honeypot: people never see it or reach it; a form-filling script fills it. */}
          <div className="correction-trap" aria-hidden="true">
            <label htmlFor={fieldId(CORRECTION_HONEYPOT)}>Leave this empty</label>
            <input
              id={fieldId(CORRECTION_HONEYPOT)}
              name={CORRECTION_HONEYPOT}
              type="text"
              tabIndex={-1}
              autoComplete="off"
            />
          </div>
          <button type="submit" className="button" disabled={state.kind === 'sending'}>
            {state.kind === 'sending' ? 'Sending…' : 'Send the correction'}
          </button>
        </form>
      )}
    </details>
  );
}
