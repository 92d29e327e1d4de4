/**
 * The rules for what people type into the account forms, with messages a person can act on
 * (the schema validator's own wording is meant for developers).
 */
import type { FieldError } from '../../shared/catalogue-format.ts';
import { HttpError } from '../errors.ts';
import {
  ACCOUNT_NAME_MAX,
  characterCount,
  EMAIL_MAX,
  PASSWORD_LIMITS,
  PASSWORD_RULE,
} from '../../shared/account-rules.ts';

// Deliberately loose: one @, something on each side, a dot in the domain. The only real check of
// an address is mail reaching it; this catches typing slips without refusing real addresses.
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@.]+$/;

/** Emails are case-insensitive: stored and looked up trimmed and lower-cased. */
export function normaliseEmail(email: string): string {
  return email.trim().toLowerCase();
}

export function emailProblem(email: string): string | null {
  const normalised = normaliseEmail(email);
  if (!normalised) return 'Email is required';
  if (normalised.length > EMAIL_MAX || !EMAIL_PATTERN.test(normalised)) return 'Enter a valid email address';
  return null;
}

export function passwordProblem(password: string, label = 'Password'): string | null {
  const length = characterCount(password);
  if (length < PASSWORD_LIMITS.min || length > PASSWORD_LIMITS.max) return `${label} must be ${PASSWORD_RULE}`;
  return null;
}

export function nameProblem(name: string): string | null {
  const length = characterCount(name.trim());
  if (length < 1 || length > ACCOUNT_NAME_MAX) return `Name must be 1 to ${ACCOUNT_NAME_MAX} characters`;
  return null;
}

/** Throws a 400 listing every field that breaks its rule; returns quietly when all are fine. */
export function assertValid(checks: Record<string, string | null>): void {
  const details: FieldError[] = [];
  for (const [field, message] of Object.entries(checks)) if (message) details.push({ field, message });
  const first = details[0];
  if (first) throw new HttpError(400, `Invalid input: ${first.message}`, details);
}
