import { useHydrated } from '../lib/hooks/useHydrated.ts';

interface Props {
  /**
   * The list this page belongs to (a name's letter page, a god name's religion): where Back leads
   * without JavaScript, and with it when the page was opened directly (no page of ours to go back to).
   */
  fallback: string;
  label?: string;
}

/**
 * Back to the previous page of the site, or to the fallback list. Static HTML (no JavaScript, or
 * before the island runs) has a plain link to the list; the island makes it a history step back.
 */
export default function BackButton({ fallback, label = 'Back' }: Props) {
  const hydrated = useHydrated();
  if (!hydrated) {
    return (
      <a className="button secondary back-button" href={fallback}>
        <span aria-hidden="true">←</span> {label}
      </a>
    );
  }
  const goBack = () => {
    const cameFromHere = document.referrer && new URL(document.referrer).origin === window.location.origin;
    if (cameFromHere && window.history.length > 1) window.history.back();
    else window.location.assign(fallback);
  };
  return (
    <button type="button" className="button secondary back-button" onClick={goBack}>
      <span aria-hidden="true">←</span> {label}
    </button>
  );
}
