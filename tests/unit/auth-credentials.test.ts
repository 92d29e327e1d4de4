import { describe, expect, it } from 'vitest';
import { emailProblem, nameProblem, normaliseEmail, passwordProblem } from '../../src/server/auth/credentials.ts';

describe('account form rules', () => {
  it('treats emails case-insensitively and ignores surrounding spaces', () => {
    expect(normaliseEmail('  Asha.Rao@Example.COM ')).toBe('asha.rao@example.com');
  });

  it('accepts ordinary addresses and refuses typing slips', () => {
    for (const ok of ['a@b.co', 'first.last+tag@sub.example.org', 'Ünïcode@例え.jp'])
      expect(emailProblem(ok)).toBeNull();
    for (const bad of ['', 'plain', 'a@b', '@b.co', 'a b@c.co', 'a@b.', `${'x'.repeat(250)}@b.co`])
      expect(emailProblem(bad)).not.toBeNull();
  });

  it('wants passwords of 8 to 128 characters, counting an emoji as one', () => {
    expect(passwordProblem('1234567')).toBe('Password must be 8 to 128 characters');
    expect(passwordProblem('12345678')).toBeNull();
    expect(passwordProblem('x'.repeat(128))).toBeNull();
    expect(passwordProblem('x'.repeat(129))).not.toBeNull();
    expect(passwordProblem('🔑'.repeat(8))).toBeNull();
    expect(passwordProblem('short', 'New password')).toBe('New password must be 8 to 128 characters');
  });

  it('wants a name of 1 to 100 characters after trimming', () => {
    expect(nameProblem('   ')).toBe('Name must be 1 to 100 characters');
    expect(nameProblem('A')).toBeNull();
    expect(nameProblem('n'.repeat(101))).not.toBeNull();
  });
});
