import { useHydrated } from '../../lib/hooks/useHydrated.ts';
import BackButton from '../BackButton.tsx';

interface Props {
  /** Still loading, or nothing to show. */
  kind: 'loading' | 'notFound';
  /** The not-found heading: NAME_NOT_FOUND, NICKNAME_NOT_FOUND. */
  notFound: string;
  /** The list 'Go Back' leads to when the page was opened directly. */
  backTo: string;
}

/** A detail page before it has an item: 'Loading…', or the not-found heading and 'Go Back'. */
export default function DetailPending({ kind, notFound, backTo }: Props) {
  const hydrated = useHydrated();
  if (kind === 'loading') {
    return (
      <p className="status" role="status" data-hydrated={hydrated}>
        Loading…
      </p>
    );
  }
  return (
    <div className="detail-missing" data-hydrated={hydrated}>
      <h1>{notFound}</h1>
      <BackButton fallback={backTo} label="Go Back" />
    </div>
  );
}
