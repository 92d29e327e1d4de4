/**
 * The account rules both sides apply (passwords of 8 to 128 characters, and
 * the rest below): the
 * forms use them for their hints and checks, the server for the answer that counts.
 */

export const PASSWORD_LIMITS = { min: 8, max: 128 } as const;
/** The hint under a new-password field and the API document's word for the field. */
export const PASSWORD_RULE = `${PASSWORD_LIMITS.min} to ${PASSWORD_LIMITS.max} characters`;
export const ACCOUNT_NAME_MAX = 100;
export const EMAIL_MAX = 254;

/** Code points, not UTF-16 units, so an emoji counts as one character as people expect. */
export function characterCount(text: string): number {
  return [...text].length;
}
