/** Delete with a confirmation that says what else changes, for any kind. */
import { useState } from 'react';
import { UNIVERSAL_LABEL } from '../../shared/constants.ts';
import { deleteItem, problemOf, type CatalogueKind } from '../../lib/admin-client.ts';
import ConfirmDialog from './ConfirmDialog.tsx';
import { KIND_WORDS } from './kinds.ts';
import { useNotify } from './notices.tsx';

interface Target {
  id: string;
  name: string;
  /** God names that point at a religion, when known. */
  usedBy?: number;
}

export function useDelete(kind: CatalogueKind, onDeleted: (id: string) => void) {
  const { notify } = useNotify();
  const [target, setTarget] = useState<Target | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState('');
  const words = KIND_WORDS[kind];

  const close = () => {
    setTarget(null);
    setError('');
  };

  const confirm = () => {
    if (!target) return;
    setBusy(true);
    setError('');
    deleteItem(kind, target.id)
      .then(() => {
        setTarget(null);
        onDeleted(target.id);
        notify(`Deleted the ${words.singular} “${target.name}”.`);
      })
      .catch((e: unknown) => setError(problemOf(e).message))
      .finally(() => setBusy(false));
  };

  const dialog = (
    <ConfirmDialog
      open={target !== null}
      title={`Delete the ${words.singular} “${target?.name ?? ''}”?`}
      confirmLabel={`Delete ${words.singular}`}
      busy={busy}
      error={error}
      onConfirm={confirm}
      onClose={close}
    >
      {kind === 'religions' ? (
        <>
          <p>
            Its names stay in the catalogue and become {UNIVERSAL_LABEL} (no religion). Users’ favourites are not
            affected.
          </p>
          <p>
            A religion still used by god names cannot be deleted: move those god names to another religion or delete
            them first.
            {target?.usedBy === undefined
              ? ''
              : target.usedBy === 0
                ? ' No god names use this religion.'
                : ` ${target.usedBy} god ${target.usedBy === 1 ? 'name uses' : 'names use'} this religion.`}
          </p>
        </>
      ) : (
        <p>It is also removed from every user’s favourites. This cannot be undone.</p>
      )}
    </ConfirmDialog>
  );

  return { requestDelete: (item: Target) => setTarget(item), dialog };
}
