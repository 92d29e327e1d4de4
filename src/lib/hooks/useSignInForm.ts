/**
 * The submit of a sign-in form (the user's and the admin's): one attempt at a time, the API's
 * errors shown (a sentence for the form, a message under each field it names), and focus moved
 * to the first field in error, else to the alert, so keyboard and screen-reader users land on what
 * needs fixing. `send` signs in with the form's data and answers the address to go to next.
 */
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { formErrorsOf, type FormErrors } from '../api-errors.ts';

export function useSignInForm(send: (data: FormData) => Promise<string>, initialErrors?: () => FormErrors | null) {
  const [submitting, setSubmitting] = useState(false);
  const [errors, setErrors] = useState<FormErrors | null>(initialErrors ?? null);
  const alertRef = useRef<HTMLDivElement>(null);
  const formRef = useRef<HTMLFormElement>(null);

  useEffect(() => {
    if (!errors) return;
    const invalid = formRef.current?.querySelector<HTMLInputElement>('[aria-invalid="true"]');
    (invalid ?? alertRef.current)?.focus();
  }, [errors]);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (submitting) return;
    const data = new FormData(event.currentTarget);
    setSubmitting(true);
    setErrors(null);
    try {
      location.assign(await send(data));
    } catch (error) {
      setErrors(formErrorsOf(error));
      setSubmitting(false);
    }
  };
  const onSubmit = (event: FormEvent<HTMLFormElement>) => void submit(event);

  return { submitting, errors, setErrors, alertRef, formRef, onSubmit };
}
