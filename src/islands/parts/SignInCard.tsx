/**
 * The card both sign-in pages draw around their fields: the title, a line under it, the alert that
 * useSignInForm fills and focuses, the form, and its submit button that says it is busy while the
 * one attempt runs. The fields, and whatever follows the form, are the page's own.
 */
import type { FormEvent, ReactNode, RefObject } from 'react';
import type { FormErrors } from '../../lib/api-errors.ts';

interface Props {
  /** The heading, and the form's accessible name. */
  title: string;
  intro: ReactNode;
  errors: FormErrors | null;
  submitting: boolean;
  alertRef: RefObject<HTMLDivElement | null>;
  formRef: RefObject<HTMLFormElement | null>;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  submitLabel: string;
  busyLabel: string;
  /** The form's fields. */
  children: ReactNode;
  /** What follows the form inside the card (another way in). */
  after?: ReactNode;
}

export default function SignInCard({
  title,
  intro,
  errors,
  submitting,
  alertRef,
  formRef,
  onSubmit,
  submitLabel,
  busyLabel,
  children,
  after,
}: Props) {
  return (
    <div className="auth-card card">
      <h1>{title}</h1>
      <p className="auth-intro">{intro}</p>
      <div ref={alertRef} className="form-alert" role="alert" tabIndex={-1} hidden={!errors}>
        {errors?.message}
      </div>
      <form ref={formRef} className="auth-form" onSubmit={onSubmit} aria-busy={submitting} aria-label={title}>
        {children}
        <button className="button auth-submit" type="submit" disabled={submitting}>
          {submitting ? <span className="spinner" aria-hidden="true" /> : null}
          {submitting ? busyLabel : submitLabel}
        </button>
      </form>
      {after}
    </div>
  );
}
