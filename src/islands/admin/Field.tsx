/** Labelled form controls with their hint and their error tied to them for assistive technology. */
import type { ReactNode } from 'react';
import { humaniseMessage, type FieldErrors } from '../../lib/admin-validation.ts';
import { describedBy, errorIdOf, hintIdOf } from '../parts/field-ids.ts';

interface BaseProps {
  /** The field's name in the form values and in the API's error details. */
  name: string;
  label: string;
  errors: FieldErrors;
  /** Prefix of element ids, unique per form. */
  idPrefix: string;
  required?: boolean;
  hint?: ReactNode;
}

export const fieldId = (idPrefix: string, name: string) => `${idPrefix}-${name}`;

function FieldFrame({ name, label, errors, idPrefix, required, hint, children }: BaseProps & { children: ReactNode }) {
  const id = fieldId(idPrefix, name);
  const error = errors[name];
  return (
    <div className={error ? 'field field-invalid' : 'field'}>
      <label htmlFor={id}>
        {label}
        {required ? <span className="required"> (required)</span> : null}
      </label>
      {hint ? (
        <p className="field-hint" id={hintIdOf(id)}>
          {hint}
        </p>
      ) : null}
      {children}
      {error ? (
        <p className="field-error" id={errorIdOf(id)}>
          {humaniseMessage(error, name, label)}
        </p>
      ) : null}
    </div>
  );
}

interface TextProps extends BaseProps {
  value: string;
  onChange: (value: string) => void;
  maxLength?: number;
  multiline?: boolean;
  type?: 'text' | 'password';
  autoComplete?: string;
}

export function TextField(props: TextProps) {
  const {
    name,
    value,
    onChange,
    maxLength,
    multiline,
    errors,
    idPrefix,
    required,
    hint,
    type = 'text',
    autoComplete,
  } = props;
  const id = fieldId(idPrefix, name);
  const count = maxLength ? `${value.length} / ${maxLength} characters` : null;
  const shared = {
    id,
    name,
    value,
    required,
    'aria-invalid': errors[name] ? true : undefined,
    'aria-describedby': describedBy(id, Boolean(hint ?? count), Boolean(errors[name])),
  };
  return (
    <FieldFrame {...props} hint={hint ?? count}>
      {multiline ? (
        <textarea {...shared} rows={5} onChange={(e) => onChange(e.target.value)} />
      ) : (
        <input
          {...shared}
          type={type}
          autoComplete={autoComplete ?? 'off'}
          onChange={(e) => onChange(e.target.value)}
        />
      )}
    </FieldFrame>
  );
}

interface SelectProps extends BaseProps {
  value: string;
  onChange: (value: string) => void;
  options: { value: string; label: string }[];
}

export function SelectField(props: SelectProps) {
  const { name, value, onChange, options, errors, idPrefix, required, hint } = props;
  const id = fieldId(idPrefix, name);
  return (
    <FieldFrame {...props}>
      <select
        id={id}
        name={name}
        value={value}
        required={required}
        aria-invalid={errors[name] ? true : undefined}
        aria-describedby={describedBy(id, Boolean(hint), Boolean(errors[name]))}
        onChange={(e) => onChange(e.target.value)}
      >
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </FieldFrame>
  );
}

/**
 * The list of problems at the top of a form, focused after a failed submit so a keyboard or
 * screen-reader user hears what to fix; each entry jumps to its field.
 */
export function ErrorSummary({
  errors,
  labels,
  idPrefix,
  formError,
  summaryRef,
}: {
  errors: FieldErrors;
  labels: Record<string, string>;
  idPrefix: string;
  formError: string;
  summaryRef: React.RefObject<HTMLDivElement | null>;
}) {
  // In the order of the form, whatever order the rules found them in.
  const order = Object.keys(labels);
  const rank = (field: string) => (order.includes(field) ? order.indexOf(field) : order.length);
  const entries = Object.entries(errors)
    .filter((entry): entry is [string, string] => Boolean(entry[1]))
    .sort(([a], [b]) => rank(a) - rank(b));
  if (!formError && entries.length === 0) return <div ref={summaryRef} tabIndex={-1} />;
  return (
    <div className="error-summary" role="alert" ref={summaryRef} tabIndex={-1}>
      <p className="error-summary-title">{formError || 'Please correct the highlighted fields.'}</p>
      {entries.length > 0 && (
        <ul>
          {entries.map(([field, message]) => (
            <li key={field}>
              <a
                href={`#${fieldId(idPrefix, field)}`}
                onClick={(event) => {
                  // Focus the control itself, not just scroll to it.
                  const target = document.getElementById(fieldId(idPrefix, field));
                  if (!target) return;
                  event.preventDefault();
                  target.focus();
                }}
              >
                {humaniseMessage(message, field, labels[field] ?? field)}
              </a>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
