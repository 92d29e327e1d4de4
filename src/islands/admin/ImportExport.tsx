/**
 * The catalogue files of the import CLI (seed/catalogue/FORMAT.md), from the browser. An import
 * is all or nothing on the server: a file with any bad row changes nothing and comes back with
 * every bad row listed, which this screen shows as a table.
 */
import { useEffect, useRef, useState } from 'react';
import { CATALOGUE_KINDS, type CatalogueKind } from '../../shared/catalogue-format.ts';
import {
  CATALOGUE_FORMATS,
  formatFromFileName,
  kindFromFileName,
  type CatalogueFormat,
} from '../../shared/catalogue-files.ts';
import { exportCatalogue, importCatalogue, problemOf, type ImportRowError } from '../../lib/admin-client.ts';
import { HEADING_ID } from './ConfirmDialog.tsx';
import { KIND_WORDS } from './kinds.ts';
import { useNotify } from './notices.tsx';

type Phase =
  | { step: 'idle' }
  | { step: 'reading'; loaded: number; total: number }
  | { step: 'importing' }
  | { step: 'done'; message: string }
  | { step: 'failed'; message: string; rows: ImportRowError[] };

/** The kind a file announces: a JSON file's own `kind`, else the start of its name (names.csv, god-names-hindu.csv). */
export function kindOfFile(fileName: string, content: string): CatalogueKind | null {
  if (formatFromFileName(fileName) === 'json') {
    try {
      const parsed = JSON.parse(content) as { kind?: unknown };
      const kind = CATALOGUE_KINDS.find((k) => k === parsed.kind);
      if (kind) return kind;
    } catch {
      // Not JSON after all: the server will say so with the row report.
    }
  }
  return kindFromFileName(fileName);
}

function readFile(file: File, onProgress: (loaded: number, total: number) => void): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onprogress = (event) => onProgress(event.loaded, event.total || file.size);
    reader.onload = () => resolve(typeof reader.result === 'string' ? reader.result : '');
    reader.onerror = () => reject(reader.error ?? new Error('The file could not be read'));
    reader.readAsText(file);
  });
}

export default function ImportExport() {
  return (
    <section aria-labelledby={HEADING_ID}>
      <h1 id={HEADING_ID} tabIndex={-1}>
        Import and export
      </h1>
      <p className="note">
        Files use the format of the catalogue import command: JSON <code>{'{ "kind": …, "items": [...] }'}</code> or CSV
        with a header row (sub-names separated by <code>|</code>). Items refer to religions by name.
      </p>
      <ImportPanel />
      <ExportPanel />
    </section>
  );
}

/**
 * A choice of the catalogue's kinds by their dashboard titles, for the import and the export;
 * `placeholder` puts an empty first choice before them (the import's kind is guessed or chosen).
 */
function KindField({
  id,
  label,
  value,
  disabled,
  placeholder,
  onChange,
}: {
  id: string;
  label: string;
  value: CatalogueKind | '';
  disabled?: boolean;
  placeholder?: string;
  /** The kind chosen; undefined for the empty choice. */
  onChange: (kind: CatalogueKind | undefined) => void;
}) {
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <select
        id={id}
        value={value}
        disabled={disabled}
        onChange={(e) => onChange(CATALOGUE_KINDS.find((k) => k === e.target.value))}
      >
        {placeholder ? <option value="">{placeholder}</option> : null}
        {CATALOGUE_KINDS.map((k) => (
          <option key={k} value={k}>
            {KIND_WORDS[k].title}
          </option>
        ))}
      </select>
    </div>
  );
}

function ImportPanel() {
  const { notify } = useNotify();
  const [file, setFile] = useState<File | null>(null);
  const [kind, setKind] = useState<CatalogueKind | ''>('');
  const [phase, setPhase] = useState<Phase>({ step: 'idle' });
  const abortRef = useRef<AbortController | null>(null);
  const reportRef = useRef<HTMLDivElement>(null);
  const busy = phase.step === 'reading' || phase.step === 'importing';

  useEffect(() => () => abortRef.current?.abort(), []);
  useEffect(() => {
    if (phase.step === 'done' || phase.step === 'failed') reportRef.current?.focus();
  }, [phase.step]);

  const choose = (chosen: File | null) => {
    setFile(chosen);
    setPhase({ step: 'idle' });
    if (!chosen) return;
    // Guess the kind from the name now; a JSON file's own kind is read when it is opened.
    const guess = kindOfFile(chosen.name, '');
    if (guess) setKind(guess);
    if (formatFromFileName(chosen.name) === 'json' && chosen.size < 50 * 1024 * 1024) {
      void chosen.text().then((text) => {
        const fromFile = kindOfFile(chosen.name, text);
        if (fromFile) setKind(fromFile);
      });
    }
  };

  const start = async () => {
    if (!file || busy) return;
    const format = formatFromFileName(file.name);
    if (!format) {
      setPhase({ step: 'failed', message: 'Choose a .json or .csv file.', rows: [] });
      return;
    }
    if (!kind) {
      setPhase({ step: 'failed', message: 'Choose what the file holds.', rows: [] });
      return;
    }
    const controller = new AbortController();
    abortRef.current = controller;
    try {
      setPhase({ step: 'reading', loaded: 0, total: file.size });
      const content = await readFile(file, (loaded, total) => setPhase({ step: 'reading', loaded, total }));
      setPhase({ step: 'importing' });
      const result = await importCatalogue({ kind, format, content }, controller.signal);
      const message = `Imported ${result.imported.toLocaleString('en')} ${result.imported === 1 ? KIND_WORDS[kind].singular : KIND_WORDS[kind].plural} from ${file.name}.`;
      setPhase({ step: 'done', message });
      notify(message);
    } catch (error) {
      if (controller.signal.aborted) {
        setPhase({
          step: 'failed',
          message: 'Import cancelled. If the server had already received the file it may still finish.',
          rows: [],
        });
        return;
      }
      const problem = problemOf(error);
      setPhase({ step: 'failed', message: `Nothing was imported: ${problem.message}`, rows: problem.rows });
    } finally {
      abortRef.current = null;
    }
  };

  return (
    <div className="card admin-panel">
      <h2>Import a file</h2>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          void start();
        }}
      >
        <div className="field">
          <label htmlFor="import-file">Catalogue file (.json or .csv)</label>
          <input
            id="import-file"
            type="file"
            accept=".json,.csv,application/json,text/csv"
            disabled={busy}
            onChange={(e) => choose(e.target.files?.[0] ?? null)}
          />
        </div>
        <KindField
          id="import-kind"
          label="The file holds"
          value={kind}
          disabled={busy}
          placeholder="Choose…"
          onChange={(chosen) => setKind(chosen ?? '')}
        />
        <div className="form-actions">
          <button type="submit" className="button" disabled={!file || busy}>
            Import
          </button>
          {busy ? (
            <button type="button" className="button secondary" onClick={() => abortRef.current?.abort()}>
              Cancel
            </button>
          ) : null}
        </div>
      </form>
      <ImportProgress phase={phase} />
      <div ref={reportRef} tabIndex={-1} className="import-report">
        {phase.step === 'done' ? <p className="success">{phase.message}</p> : null}
        {phase.step === 'failed' ? <RowReport message={phase.message} rows={phase.rows} /> : null}
      </div>
    </div>
  );
}

function ImportProgress({ phase }: { phase: Phase }) {
  if (phase.step !== 'reading' && phase.step !== 'importing') return null;
  const label =
    phase.step === 'reading' ? 'Reading the file…' : 'Uploading and importing… The server checks every row first.';
  return (
    <div className="progress" role="status">
      <label htmlFor="import-progress">{label}</label>
      {phase.step === 'reading' ? (
        <progress id="import-progress" max={phase.total || 1} value={phase.loaded} />
      ) : (
        // No value: an indeterminate bar, the server reports only when it is done.
        <progress id="import-progress" />
      )}
    </div>
  );
}

function RowReport({ message, rows }: { message: string; rows: ImportRowError[] }) {
  const lines = rows.flatMap((r) =>
    r.errors.length ? r.errors.map((e) => ({ row: r.row, ...e })) : [{ row: r.row, field: '', message: '' }],
  );
  return (
    <div role="alert">
      <p className="field-error">{message}</p>
      {lines.length > 0 ? (
        <div className="table-scroll">
          <table className="admin-table">
            <caption>
              {rows.length} row{rows.length === 1 ? '' : 's'} with errors (CSV line or JSON item number; 0 is the file
              as a whole)
            </caption>
            <thead>
              <tr>
                <th scope="col">Row</th>
                <th scope="col">Field</th>
                <th scope="col">Problem</th>
              </tr>
            </thead>
            <tbody>
              {lines.map((line, i) => (
                <tr key={`${line.row}-${i}`}>
                  <td>{line.row || 'file'}</td>
                  <td>{line.field || '—'}</td>
                  <td>{line.message}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : null}
    </div>
  );
}

function ExportPanel() {
  const { notify } = useNotify();
  const [kind, setKind] = useState<CatalogueKind>('names');
  const [format, setFormat] = useState<CatalogueFormat>('json');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState('');

  const download = () => {
    setBusy(true);
    setError('');
    exportCatalogue(kind, format)
      .then((blob) => {
        const url = URL.createObjectURL(blob);
        const link = document.createElement('a');
        link.href = url;
        link.download = `${kind}.${format}`;
        document.body.append(link);
        link.click();
        link.remove();
        // Revoked later: some browsers read the blob after click() returns.
        window.setTimeout(() => URL.revokeObjectURL(url), 60_000);
        notify(`Downloaded ${kind}.${format}.`);
      })
      .catch((e: unknown) => setError(`Export failed: ${problemOf(e).message}`))
      .finally(() => setBusy(false));
  };

  return (
    <div className="card admin-panel">
      <h2>Export</h2>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          download();
        }}
      >
        <KindField id="export-kind" label="What" value={kind} onChange={(chosen) => setKind(chosen ?? 'names')} />
        <fieldset className="field">
          <legend>Format</legend>
          {CATALOGUE_FORMATS.map((option) => (
            <label key={option} className="check">
              <input
                type="radio"
                name="export-format"
                value={option}
                checked={format === option}
                onChange={() => setFormat(option)}
              />{' '}
              {option.toUpperCase()}
            </label>
          ))}
        </fieldset>
        <button type="submit" className="button" disabled={busy}>
          {busy ? 'Preparing…' : 'Download'}
        </button>
        {error ? (
          <p className="field-error" role="alert">
            {error}
          </p>
        ) : null}
      </form>
    </div>
  );
}
