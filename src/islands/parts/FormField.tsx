import { useId, type InputHTMLAttributes } from 'react';
import { describedBy, errorIdOf, hintIdOf } from './field-ids.ts';

interface Props extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'aria-invalid' | 'aria-describedby'> {
  label: string;
  name: string;
  /** The field's error, shown under it and tied to the input (aria-describedby). */
  error?: string | undefined;
  hint?: string | undefined;
}

/** A labelled input whose hint and error are announced with it. */
export default function FormField({ label, name, error, hint, ...input }: Props) {
  const id = useId();
  const hintId = hintIdOf(id);
  const errorId = errorIdOf(id);
  return (
    <div className="form-field" data-invalid={Boolean(error)}>
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        name={name}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, Boolean(hint), Boolean(error))}
        {...input}
      />
      {hint ? (
        <p id={hintId} className="form-hint">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={errorId} className="form-error">
          {error}
        </p>
      ) : null}
    </div>
  );
}
