/**
 * The email and password of a sign-in form, the user's and the admin's alike. A new account's
 * password is a new one (the browser may suggest it) and says its rule under it; signing in asks
 * for the saved one. Each field shows the API's message for it.
 */
import type { FormErrors } from '../../lib/api-errors.ts';
import { PASSWORD_LIMITS, PASSWORD_RULE } from '../../shared/account-rules.ts';
import FormField from './FormField.tsx';

interface Props {
  errors: FormErrors | null;
  /** Creating an account rather than signing in to one. */
  newAccount?: boolean;
}

export default function CredentialFields({ errors, newAccount = false }: Props) {
  return (
    <>
      <FormField
        label="Email"
        name="email"
        type="email"
        autoComplete={newAccount ? 'email' : 'username'}
        required
        error={errors?.fields['email']}
      />
      <FormField
        label="Password"
        name="password"
        type="password"
        autoComplete={newAccount ? 'new-password' : 'current-password'}
        required
        minLength={newAccount ? PASSWORD_LIMITS.min : undefined}
        maxLength={PASSWORD_LIMITS.max}
        hint={newAccount ? `${PASSWORD_RULE}.` : undefined}
        error={errors?.fields['password']}
      />
    </>
  );
}
