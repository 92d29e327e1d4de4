/** The admin's own account: change the password (which signs out every other session) and log out. */
import type { FormEvent } from 'react';
import { ROUTES } from '../../shared/constants.ts';
import { changePassword } from '../../lib/admin-client.ts';
import { PASSWORD_LIMITS, validatePasswordChange, type PasswordFormValues } from '../../lib/admin-validation.ts';
import { $token, clearSession } from '../../lib/stores/session.ts';
import { HEADING_ID } from './ConfirmDialog.tsx';
import { ErrorSummary, TextField } from './Field.tsx';
import { useNotify } from './notices.tsx';
import { useAdminForm } from './useAdminForm.ts';

const EMPTY: PasswordFormValues = { currentPassword: '', newPassword: '', confirmPassword: '' };
const LABELS = {
  currentPassword: 'Current password',
  newPassword: 'New password',
  confirmPassword: 'New password again',
};

export function logoutAdmin(): void {
  clearSession();
  location.assign(ROUTES.adminLogin);
}

export default function Account() {
  const { notify } = useNotify();
  const { values, setValues, errors, setErrors, formError, saving, summaryRef, set, showProblems, save } =
    useAdminForm(EMPTY);
  const idPrefix = 'password';

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (saving) return;
    const problems = validatePasswordChange(values);
    if (Object.keys(problems).length > 0) {
      showProblems(problems, 'Please correct the highlighted fields.');
      return;
    }
    save(
      () => changePassword(values.currentPassword, values.newPassword),
      'Password not changed',
      (token) => {
        // Tokens issued before the change stop working; the answer carries this client's new one.
        if (token) $token.set(token);
        setValues(EMPTY);
        setErrors({});
        notify('Password changed. Other sessions of this account have been signed out.');
      },
    );
  };

  const common = { errors, idPrefix, required: true, type: 'password' as const };
  return (
    <section aria-labelledby={HEADING_ID}>
      <h1 id={HEADING_ID} tabIndex={-1}>
        Account
      </h1>
      <div className="card admin-panel">
        <h2>Change password</h2>
        <form className="admin-form" noValidate onSubmit={submit}>
          <ErrorSummary
            errors={errors}
            labels={LABELS}
            idPrefix={idPrefix}
            formError={formError}
            summaryRef={summaryRef}
          />
          <TextField
            {...common}
            name="currentPassword"
            label={LABELS.currentPassword}
            autoComplete="current-password"
            value={values.currentPassword}
            onChange={set('currentPassword')}
          />
          <TextField
            {...common}
            name="newPassword"
            label={LABELS.newPassword}
            autoComplete="new-password"
            hint={`${PASSWORD_LIMITS.min} to ${PASSWORD_LIMITS.max} characters.`}
            value={values.newPassword}
            onChange={set('newPassword')}
          />
          <TextField
            {...common}
            name="confirmPassword"
            label={LABELS.confirmPassword}
            autoComplete="new-password"
            value={values.confirmPassword}
            onChange={set('confirmPassword')}
          />
          <div className="form-actions">
            <button type="submit" className="button" disabled={saving}>
              {saving ? 'Changing…' : 'Change password'}
            </button>
          </div>
        </form>
      </div>
      <div className="card admin-panel">
        <h2>Log out</h2>
        <p>Ends this session on this browser.</p>
        <button type="button" className="button secondary" onClick={logoutAdmin}>
          Log out
        </button>
      </div>
    </section>
  );
}
