/**
 * How a form field ties its line under it and its error to its control, in the sign-in forms and
 * on the dashboard alike: each takes the control's id with -hint or -error, and the control is
 * described by those it shows, the hint first, so a screen reader reads them with it.
 */
export const hintIdOf = (id: string) => `${id}-hint`;
export const errorIdOf = (id: string) => `${id}-error`;

/** The control's aria-describedby: its hint's and its error's ids, of those it shows; none, undefined. */
export function describedBy(id: string, hasHint: boolean, hasError: boolean): string | undefined {
  return [hasHint ? hintIdOf(id) : '', hasError ? errorIdOf(id) : ''].filter(Boolean).join(' ') || undefined;
}
