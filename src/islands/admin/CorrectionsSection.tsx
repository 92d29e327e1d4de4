/**
 * The review queue of corrections visitors reported: oldest first. Reviewing one shows the field's
 * current value, ready to edit, and the item's history (who changed what); Accept saves the edit to
 * the record and the history, Reject closes it with the record unchanged.
 */
import { useCallback, useState } from 'react';
import { api } from '../../lib/api.ts';
import { problemOf } from '../../lib/admin-client.ts';
import { CORRECTION_FIELDS, EDITABLE_FIELDS, type CorrectionKind } from '../../shared/corrections.ts';
import { ROUTES } from '../../shared/constants.ts';
import { HEADING_ID } from './ConfirmDialog.tsx';
import { LoadFailed, useLoad } from './list-kit.tsx';
import { useNotify } from './notices.tsx';

interface Correction {
  id: string;
  kind: CorrectionKind;
  itemId: string;
  itemName: string | null;
  field: string;
  problem: string;
  source: string;
  createdAt: string;
}

interface HistoryEntry {
  id: string;
  field: string;
  oldValue: string;
  newValue: string;
  changedBy: string | null;
  changedAt: string;
}

interface Review {
  correction: Correction;
  current: string | null;
  history: HistoryEntry[];
}

const PAGES: Record<CorrectionKind, string> = {
  names: ROUTES.names,
  'god-names': ROUTES.godName,
  nicknames: ROUTES.nicknames,
};

const fieldLabel = (kind: CorrectionKind, field: string) =>
  CORRECTION_FIELDS[kind].find((f) => f.value === field)?.label ?? field;

const when = (iso: string) => new Date(iso).toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' });

async function listOpen(): Promise<Correction[]> {
  return (await api<{ data: Correction[] }>('/api/corrections', { query: { status: 'open' } })).data;
}

export default function CorrectionsSection() {
  const [load, reload] = useLoad(listOpen);
  return (
    <section aria-labelledby={HEADING_ID} className="corrections-queue">
      <h1 id={HEADING_ID} tabIndex={-1}>
        Corrections
      </h1>
      <p>What visitors reported as wrong, oldest first. Check each against its source before you accept it.</p>
      {load.state === 'loading' ? <p role="status">Loading…</p> : null}
      {load.state === 'failed' ? <LoadFailed message={load.message} onRetry={reload} /> : null}
      {load.state === 'ready' && load.data.length === 0 ? <p>No corrections are waiting.</p> : null}
      {load.state === 'ready' && load.data.length > 0 ? (
        <ol className="correction-list">
          {load.data.map((c) => (
            <CorrectionCard key={c.id} correction={c} onDone={reload} />
          ))}
        </ol>
      ) : null}
    </section>
  );
}

function CorrectionCard({ correction: c, onDone }: { correction: Correction; onDone: () => void }) {
  const { notify } = useNotify();
  const [review, setReview] = useState<Review | null>(null);
  const [value, setValue] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const editable = EDITABLE_FIELDS[c.kind].includes(c.field);
  const title = c.itemName ?? `(deleted ${c.kind} ${c.itemId})`;

  const open = useCallback(async () => {
    setError(null);
    try {
      const body = await api<{ data: Review }>(`/api/corrections/${c.id}`);
      setReview(body.data);
      setValue(body.data.current ?? '');
    } catch (e) {
      setError(problemOf(e).message);
    }
  }, [c.id]);

  const act = async (action: 'accept' | 'reject', edit: boolean) => {
    setBusy(true);
    setError(null);
    try {
      await api(`/api/corrections/${c.id}/${action}`, {
        method: 'POST',
        body: action === 'accept' && edit ? { field: c.field, value } : {},
      });
      notify(
        action === 'reject'
          ? `Rejected the correction of “${title}”.`
          : edit
            ? `Accepted the correction: ${fieldLabel(c.kind, c.field)} of “${title}” changed.`
            : `Accepted the correction of “${title}”, with no edit.`,
      );
      onDone();
    } catch (e) {
      setError(problemOf(e).message);
      setBusy(false);
    }
  };

  const valueId = `correction-value-${c.id}`;
  return (
    <li className="correction-card card">
      <h2>
        {c.itemName ? <a href={`${PAGES[c.kind]}/${c.itemId}`}>{title}</a> : title}{' '}
        <span className="muted">· {fieldLabel(c.kind, c.field)}</span>
      </h2>
      <p className="correction-problem">{c.problem}</p>
      {c.source ? <p className="muted">Source given: {c.source}</p> : <p className="muted">No source given.</p>}
      <p className="muted">Reported {when(c.createdAt)}</p>
      {error ? (
        <p className="field-error" role="alert">
          {error}
        </p>
      ) : null}
      {review ? (
        <div className="correction-review">
          {editable ? (
            <div className="field">
              <label htmlFor={valueId}>{fieldLabel(c.kind, c.field)}: the record as it will be</label>
              <textarea id={valueId} rows={4} value={value} onChange={(e) => setValue(e.currentTarget.value)} />
            </div>
          ) : (
            <p>This is not a field that can be edited here: open the record to change it, then accept.</p>
          )}
          <div className="form-actions">
            {editable ? (
              <button type="button" className="button" disabled={busy} onClick={() => void act('accept', true)}>
                Accept with this edit
              </button>
            ) : null}
            <button
              type="button"
              className="button secondary"
              disabled={busy}
              onClick={() => void act('accept', false)}
            >
              Accept without edit
            </button>
            <button
              type="button"
              className="button secondary"
              disabled={busy}
              onClick={() => void act('reject', false)}
            >
              Reject
            </button>
          </div>
          <h3>History of this record</h3>
          {review.history.length === 0 ? (
            <p className="muted">No changes through corrections yet.</p>
          ) : (
            <ul className="correction-history">
              {review.history.map((h) => (
                <li key={h.id}>
                  {when(h.changedAt)}: {h.changedBy ?? 'a deleted admin'} changed {h.field} from “{h.oldValue}” to “
                  {h.newValue}”
                </li>
              ))}
            </ul>
          )}
        </div>
      ) : (
        <button type="button" className="button secondary" onClick={() => void open()}>
          Review
        </button>
      )}
    </li>
  );
}
