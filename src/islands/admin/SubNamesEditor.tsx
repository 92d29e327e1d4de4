/**
 * The ordered list of a god name's other names: add one, paste many (one per line or comma
 * separated), edit in place, move up and down, remove. Order matters: it is the traditional one.
 * After a move or a removal, focus stays on the control the user was using.
 */
import { useEffect, useRef, useState } from 'react';
import { LIMITS, humaniseMessage, mergeSubNames, moveItem, parseSubNames } from '../../lib/admin-validation.ts';
import { fieldId } from './Field.tsx';
import { describedBy, errorIdOf } from '../parts/field-ids.ts';
import { useNotify } from './notices.tsx';

interface Props {
  value: string[];
  onChange: (value: string[]) => void;
  error: string | undefined;
  idPrefix: string;
}

export default function SubNamesEditor({ value, onChange, error, idPrefix }: Props) {
  const { notify } = useNotify();
  const [single, setSingle] = useState('');
  const [pasted, setPasted] = useState('');
  const listRef = useRef<HTMLOListElement>(null);
  const addRef = useRef<HTMLInputElement>(null);
  // Which control to focus once the list has re-rendered ("up-3", "remove-0", "add").
  const focusTarget = useRef<string | null>(null);
  const id = fieldId(idPrefix, 'subNames');

  useEffect(() => {
    if (!focusTarget.current) return;
    const target = listRef.current?.querySelector<HTMLElement>(`[data-focus="${focusTarget.current}"]`);
    (target ?? addRef.current)?.focus();
    focusTarget.current = null;
  });

  const add = (names: string[]) => {
    const { list, skipped } = mergeSubNames(value, names);
    onChange(list);
    const added = list.length - value.length;
    notify(
      `Added ${added} sub-name${added === 1 ? '' : 's'}` +
        (skipped.length
          ? `; skipped ${skipped.length} already in the list (${skipped.slice(0, 5).join(', ')}${skipped.length > 5 ? ', …' : ''}).`
          : '.'),
    );
    return added;
  };

  const move = (index: number, delta: number) => {
    onChange(moveItem(value, index, delta));
    const to = index + delta;
    // Keep focus on the same button if it still makes sense at the new place, else its twin.
    const direction = delta < 0 ? 'up' : 'down';
    const stillPossible = delta < 0 ? to > 0 : to < value.length - 1;
    focusTarget.current = `${stillPossible ? direction : direction === 'up' ? 'down' : 'up'}-${to}`;
    notify(`Moved ${value[index] ?? ''} to position ${to + 1} of ${value.length}.`);
  };

  const remove = (index: number) => {
    const name = value[index] ?? '';
    onChange(value.filter((_, i) => i !== index));
    focusTarget.current = value.length > 1 ? `remove-${Math.min(index, value.length - 2)}` : 'add';
    notify(`Removed ${name}.`);
  };

  return (
    <fieldset
      className={error ? 'field sub-names field-invalid' : 'field sub-names'}
      aria-describedby={describedBy(id, false, Boolean(error))}
    >
      <legend>
        Sub-names <span className="count">({value.length})</span>
      </legend>
      <p className="field-hint">
        The other names of this god, in their traditional order. Up to {LIMITS.subNames}, each up to {LIMITS.subName}{' '}
        characters.
      </p>
      {error ? (
        <p className="field-error" id={errorIdOf(id)}>
          {humaniseMessage(error, 'subNames', 'Sub-names')}
        </p>
      ) : null}
      {value.length > 0 ? (
        <ol className="sub-name-list" ref={listRef}>
          {value.map((name, index) => (
            <li key={`${index}-${name}`}>
              <label className="visually-hidden" htmlFor={`${id}-item-${index}`}>
                Sub-name {index + 1}
              </label>
              <input
                id={`${id}-item-${index}`}
                value={name}
                aria-invalid={name.trim() === '' || name.length > LIMITS.subName ? true : undefined}
                onChange={(e) => onChange(value.map((s, i) => (i === index ? e.target.value : s)))}
              />
              <button
                type="button"
                className="icon-button"
                data-focus={`up-${index}`}
                disabled={index === 0}
                onClick={() => move(index, -1)}
                aria-label={`Move ${name} up`}
              >
                ↑
              </button>
              <button
                type="button"
                className="icon-button"
                data-focus={`down-${index}`}
                disabled={index === value.length - 1}
                onClick={() => move(index, 1)}
                aria-label={`Move ${name} down`}
              >
                ↓
              </button>
              <button
                type="button"
                className="icon-button danger"
                data-focus={`remove-${index}`}
                onClick={() => remove(index)}
                aria-label={`Remove ${name}`}
              >
                ×
              </button>
            </li>
          ))}
        </ol>
      ) : (
        <p className="note">No sub-names yet.</p>
      )}
      <div className="sub-name-add">
        <label htmlFor={id}>Add a sub-name</label>
        <div className="inline">
          <input
            id={id}
            ref={addRef}
            value={single}
            onChange={(e) => setSingle(e.target.value)}
            onKeyDown={(e) => {
              // Enter adds the name instead of submitting the whole form.
              if (e.key === 'Enter') {
                e.preventDefault();
                if (!single.trim()) return;
                add(parseSubNames(single));
                setSingle('');
              }
            }}
          />
          <button
            type="button"
            className="button secondary"
            onClick={() => {
              add(parseSubNames(single));
              setSingle('');
              addRef.current?.focus();
            }}
            disabled={!single.trim()}
          >
            Add
          </button>
        </div>
      </div>
      <div className="sub-name-paste">
        <label htmlFor={`${id}-paste`}>Paste many at once</label>
        <p className="field-hint" id={`${id}-paste-hint`}>
          One per line or separated by commas.
        </p>
        <textarea
          id={`${id}-paste`}
          rows={4}
          value={pasted}
          aria-describedby={`${id}-paste-hint`}
          onChange={(e) => setPasted(e.target.value)}
        />
        <button
          type="button"
          className="button secondary"
          disabled={!pasted.trim()}
          onClick={() => {
            add(parseSubNames(pasted));
            setPasted('');
          }}
        >
          Add all
        </button>
      </div>
    </fieldset>
  );
}
