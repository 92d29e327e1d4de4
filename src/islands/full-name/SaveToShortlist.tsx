/**
 * Save the workbench's full name to the shortlist: for a signed-in member whose first name is one
 * of the pair's matches, one button writes it into that match's shared note ("Full name: Ava Rose
 * Smith"), keeping the note's other words. Nothing is stored until the button is pressed; signed
 * out, or with no shortlist, nothing is shown.
 */
import { useEffect, useState } from 'react';
import { startSession } from '../../lib/session-restore.ts';
import { checkAccess } from '../../lib/guard.ts';
import { fetchMatches, fetchMyShortlist, saveNote } from '../../lib/shortlist-client.ts';
import { problemOf } from '../../lib/api-errors.ts';
import { NOTE_MAX_LENGTH, type Match } from '../../shared/shortlist.ts';
import { noteWithFullName } from '../../shared/full-name.ts';

export const SAVE_TEXT = {
  button: 'Save to our shortlist',
  help: (name: string) => `Saved as the note on ${name} in your matches, for both of you to see.`,
  notMatch: (name: string) => `${name} is not one of your matches: a name you both like can keep its full name there.`,
  saved: (note: string) => `Saved. The note now reads: ${note}`,
  tooLong: 'The note on this match is too long to add the full name: shorten it on the shortlist first.',
} as const;

interface Props {
  first: string;
  written: string;
}

export default function SaveToShortlist({ first, written }: Props) {
  const [pair, setPair] = useState<{ id: string; matches: Match[] } | null>(null);
  const [status, setStatus] = useState<{ key: string; text: string } | null>(null);
  const [saving, setSaving] = useState(false);

  useEffect(() => {
    void startSession().then(async () => {
      if (!checkAccess('user').ok) return;
      try {
        const shortlist = await fetchMyShortlist();
        if (!shortlist) return;
        const answer = await fetchMatches(shortlist.id, null);
        setPair({ id: shortlist.id, matches: answer?.state.matches ?? [] });
      } catch {
        // Without the shortlist the workbench works as for anyone signed out.
      }
    });
  }, []);

  if (!pair || !first || !written) return null;
  const match = pair.matches.find((m) => m.name.toLowerCase() === first.toLowerCase());
  if (!match) {
    return (
      <p className="full-name-save full-name-help" data-testid="full-name-save">
        {SAVE_TEXT.notMatch(first)}
      </p>
    );
  }
  const key = `${match.nameId} ${written}`;
  const save = async () => {
    const note = noteWithFullName(match.note, written, NOTE_MAX_LENGTH);
    if (note === null) {
      setStatus({ key, text: SAVE_TEXT.tooLong });
      return;
    }
    setSaving(true);
    try {
      await saveNote(pair.id, match.nameId, note);
      setPair({ ...pair, matches: pair.matches.map((m) => (m.nameId === match.nameId ? { ...m, note } : m)) });
      setStatus({ key, text: SAVE_TEXT.saved(note) });
    } catch (error) {
      setStatus({ key, text: problemOf(error).message });
    } finally {
      setSaving(false);
    }
  };
  return (
    <div className="full-name-save" data-testid="full-name-save">
      <button type="button" className="button" disabled={saving} onClick={() => void save()}>
        {SAVE_TEXT.button}
      </button>
      <p className="full-name-help">{SAVE_TEXT.help(match.name)}</p>
      <p role="status" className="full-name-save-status">
        {status?.key === key ? status.text : ''}
      </p>
    </div>
  );
}
