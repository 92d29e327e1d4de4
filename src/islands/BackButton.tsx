interface Props {
  /** Where to go when this page was opened directly (no page of ours to go back to). */
  fallback: string;
  label?: string;
}

/** Back to the previous page of the site, or to the fallback list. */
export default function BackButton({ fallback, label = 'Back' }: Props) {
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
