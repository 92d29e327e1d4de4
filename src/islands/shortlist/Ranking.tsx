/**
 * The shared ranking of the matches: reorder by dragging a row's handle (pointer events, so a
 * finger works as well as a mouse) or by its Move up / Move down buttons; a note per name; and
 * the full name with the surname typed here ("Aarav Mehta", AM). Every move is announced.
 */
import { useEffect, useRef, useState, type PointerEvent } from 'react';
import { useStore } from '@nanostores/react';
import { $matches, $surname, moved, reorder, saveNote } from '../../lib/stores/shortlist.ts';
import { NOTE_MAX_LENGTH, SHORTLIST_TEXT, SURNAME_MAX_LENGTH, initialsOf, type Match } from '../../shared/shortlist.ts';

export default function Ranking() {
  const state = useStore($matches);
  const surname = useStore($surname);
  const [spoken, setSpoken] = useState('');
  const [dragging, setDragging] = useState<{ id: string; order: string[] } | null>(null);
  const listRef = useRef<HTMLOListElement>(null);

  if (!state || state.matches.length === 0) return null;
  const byId = new Map(state.matches.map((m) => [m.nameId, m]));
  const order = (dragging?.order ?? state.ranking).filter((id) => byId.has(id));

  const move = (id: string, to: number, focusSelector?: string) => {
    const next = moved(order, id, to);
    const at = next.indexOf(id);
    setSpoken(`${byId.get(id)?.name ?? ''} moved to position ${at + 1} of ${next.length}`);
    void reorder(next).then(() => {
      if (focusSelector) listRef.current?.querySelector<HTMLElement>(`[data-id="${id}"] ${focusSelector}`)?.focus();
    });
  };

  const onHandleDown = (event: PointerEvent<HTMLButtonElement>, id: string) => {
    event.currentTarget.setPointerCapture(event.pointerId);
    setDragging({ id, order });
  };
  const onHandleMove = (event: PointerEvent<HTMLButtonElement>) => {
    if (!dragging || !listRef.current) return;
    const rows = [...listRef.current.querySelectorAll<HTMLElement>(':scope > li')];
    let to = rows.length;
    for (const [index, row] of rows.entries()) {
      const box = row.getBoundingClientRect();
      if (event.clientY < box.top + box.height / 2) {
        to = index;
        break;
      }
    }
    // The index among the other rows: below its own place, the dragged row no longer counts.
    const from = dragging.order.indexOf(dragging.id);
    const target = to > from ? to - 1 : to;
    if (target !== from) setDragging({ ...dragging, order: moved(dragging.order, dragging.id, target) });
  };
  const onHandleUp = () => {
    if (!dragging) return;
    const { id, order: next } = dragging;
    setDragging(null);
    if (next.join() !== state.ranking.join()) {
      setSpoken(`${byId.get(id)?.name ?? ''} moved to position ${next.indexOf(id) + 1} of ${next.length}`);
      void reorder(next);
    }
  };

  return (
    <section className="shortlist-ranking" aria-labelledby="ranking-heading">
      <h2 id="ranking-heading">{SHORTLIST_TEXT.shortlistHeading}</h2>
      <label className="surname-field">
        {SHORTLIST_TEXT.surnameLabel}
        <input
          type="text"
          value={surname}
          maxLength={SURNAME_MAX_LENGTH}
          autoComplete="family-name"
          onChange={(e) => $surname.set(e.target.value)}
        />
      </label>
      <ol className="ranking-list" ref={listRef}>
        {order.map((id, index) => (
          <RankRow
            key={id}
            match={byId.get(id)!}
            position={index}
            total={order.length}
            surname={surname.trim()}
            dragging={dragging?.id === id}
            onMove={move}
            onHandleDown={onHandleDown}
            onHandleMove={onHandleMove}
            onHandleUp={onHandleUp}
          />
        ))}
      </ol>
      <p className="visually-hidden" aria-live="polite">
        {spoken}
      </p>
    </section>
  );
}

interface RowProps {
  match: Match;
  position: number;
  total: number;
  surname: string;
  dragging: boolean;
  onMove: (id: string, to: number, focusSelector?: string) => void;
  onHandleDown: (event: PointerEvent<HTMLButtonElement>, id: string) => void;
  onHandleMove: (event: PointerEvent<HTMLButtonElement>) => void;
  onHandleUp: () => void;
}

function RankRow({
  match,
  position,
  total,
  surname,
  dragging,
  onMove,
  onHandleDown,
  onHandleMove,
  onHandleUp,
}: RowProps) {
  const [note, setNote] = useState(match.note);
  const [status, setStatus] = useState('');
  const full = surname ? `${match.name} ${surname}` : match.name;
  const noteId = `note-${match.nameId}`;
  const inputRef = useRef<HTMLInputElement>(null);

  // The partner's note arrives with a poll; it replaces the field unless someone is typing in it.
  useEffect(() => {
    if (document.activeElement !== inputRef.current) setNote(match.note);
  }, [match.note]);

  const submit = async () => {
    if (note.trim() === match.note) return;
    setStatus('Saving…');
    setStatus((await saveNote(match.nameId, note.trim())) ? 'Note saved' : '');
  };

  return (
    <li className="rank-row" data-id={match.nameId} data-dragging={dragging || undefined}>
      <button
        type="button"
        className="rank-handle"
        aria-label={`Drag to reorder ${match.name}`}
        tabIndex={-1}
        onPointerDown={(e) => onHandleDown(e, match.nameId)}
        onPointerMove={onHandleMove}
        onPointerUp={onHandleUp}
        onPointerCancel={onHandleUp}
      >
        <span aria-hidden="true">⠿</span>
      </button>
      <span className="rank-number" aria-hidden="true">
        {position + 1}
      </span>
      <div className="rank-body">
        <p className="rank-name">
          <span className="rank-initials" aria-hidden="true">
            {initialsOf(full)}
          </span>
          <span>
            {full}
            {surname ? <span className="visually-hidden">, initials {initialsOf(full)}</span> : null}
          </span>
        </p>
        <form
          className="rank-note"
          onSubmit={(e) => {
            e.preventDefault();
            void submit();
          }}
        >
          <label htmlFor={noteId} className="visually-hidden">
            {SHORTLIST_TEXT.noteLabel} for {match.name}
          </label>
          <input
            id={noteId}
            ref={inputRef}
            type="text"
            value={note}
            maxLength={NOTE_MAX_LENGTH}
            placeholder="Add a note"
            onChange={(e) => setNote(e.target.value)}
            onBlur={() => void submit()}
          />
          <span className="rank-note-status" role="status">
            {status}
          </span>
        </form>
      </div>
      <div className="rank-buttons">
        <button
          type="button"
          className="rank-up"
          disabled={position === 0}
          aria-label={`${SHORTLIST_TEXT.moveUp}: ${match.name}`}
          onClick={() => onMove(match.nameId, position - 1, position - 1 === 0 ? '.rank-down' : '.rank-up')}
        >
          <span aria-hidden="true">↑</span>
        </button>
        <button
          type="button"
          className="rank-down"
          disabled={position === total - 1}
          aria-label={`${SHORTLIST_TEXT.moveDown}: ${match.name}`}
          onClick={() => onMove(match.nameId, position + 1, position + 1 === total - 1 ? '.rank-up' : '.rank-down')}
        >
          <span aria-hidden="true">↓</span>
        </button>
      </div>
    </li>
  );
}
