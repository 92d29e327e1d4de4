/**
 * The state every admin form keeps: its values, the field errors with the sentence above them,
 * and whether a save is under way. Problems focus the error summary once React has painted it,
 * so a screen reader announces what to fix.
 */
import { useRef, useState } from 'react';
import { problemOf } from '../../lib/admin-client.ts';
import { toFieldErrors, type FieldErrors } from '../../lib/admin-validation.ts';

/** K: the field names `set` accepts (the form's own keys unless a form of several shapes widens it). */
export function useAdminForm<V extends object, K extends string = Extract<keyof V, string>>(initial: V) {
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [formError, setFormError] = useState('');
  const [saving, setSaving] = useState(false);
  const summaryRef = useRef<HTMLDivElement>(null);

  const set = (field: K) => (value: unknown) => {
    setValues((v) => ({ ...v, [field]: value }));
    // A corrected field loses its error at once; the others keep theirs until the next save.
    setErrors((e) => (e[field] ? { ...e, [field]: undefined } : e));
  };

  const showProblems = (fieldErrors: FieldErrors, message: string) => {
    setErrors(fieldErrors);
    setFormError(message);
    window.requestAnimationFrame(() => summaryRef.current?.focus());
  };

  /** Runs a save; a failure shows as "{failPrefix}: {API message}" with the API's field details. */
  const save = <T>(run: () => Promise<T>, failPrefix: string, onSaved: (result: T) => void) => {
    setSaving(true);
    setFormError('');
    run()
      .then(onSaved)
      .catch((error: unknown) => {
        const problem = problemOf(error);
        showProblems(toFieldErrors(problem.details), `${failPrefix}: ${problem.message}`);
      })
      .finally(() => setSaving(false));
  };

  return { values, setValues, errors, setErrors, formError, saving, summaryRef, set, showProblems, save };
}
