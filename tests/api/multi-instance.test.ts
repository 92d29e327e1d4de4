/**
 * Several stateless instances on one PostgreSQL: the sign-in throttle and the registration
 * limit hold across them (a guesser who moves to another instance behind the load balancer
 * finds the same counts). Runs when TEST_DATABASE_URL names a PostgreSQL database (CI does).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashPassword } from '../../src/server/auth/passwords.ts';
import { startTwoInstances, type TwoInstances } from '../helpers/two-instances.ts';

const url = process.env['TEST_DATABASE_URL'];
const MAX = 3;

describe.runIf(url)('two instances on one PostgreSQL', () => {
  let two: TwoInstances;
  const email = 'shared@example.test';
  const password = 'the right password';

  beforeAll(async () => {
    two = await startTwoInstances(url!, { loginRateLimit: { max: MAX, windowMs: 15 * 60_000, slowdownMs: 0 } });
    await two.db.query(
      `insert into users (email, name, display_name, role, password_hash) values ($1, 'Shared', 'Shared', 'user', $2)`,
      [email, await hashPassword(password)],
    );
  });
  afterAll(() => two?.close());

  const login = (instance: 0 | 1, pw: string, ip: string) =>
    two.apps[instance].inject({
      method: 'POST',
      url: '/api/auth/user/login',
      payload: { email, password: pw },
      remoteAddress: ip,
    });

  it('failures counted on one instance block the same pair on the other', async () => {
    for (let i = 0; i < MAX; i++)
      expect((await login(i % 2 === 0 ? 0 : 1, 'wrong guess', '10.9.0.1')).statusCode).toBe(401);
    for (const instance of [0, 1] as const) expect((await login(instance, password, '10.9.0.1')).statusCode).toBe(429);
    // The owner elsewhere is not locked out, on either instance.
    expect((await login(1, password, '10.9.0.2')).statusCode).toBe(200);
  });

  it('a parallel burst spread over both instances gets at most the limit judged', async () => {
    // Counted atomically in the shared database before judging: 40 guesses at once, half on each
    // instance, cannot all read "no failures yet"; the right password sent last is refused.
    const statuses = (
      await Promise.all(
        Array.from({ length: 40 }, (_, i) =>
          login(i % 2 === 0 ? 0 : 1, i === 39 ? password : 'wrong guess', '10.9.2.1'),
        ),
      )
    ).map((r) => r.statusCode);
    expect(statuses.filter((s) => s === 401 || s === 200).length).toBeLessThanOrEqual(MAX);
    expect(statuses.filter((s) => s === 429).length).toBeGreaterThanOrEqual(40 - MAX);
    expect(statuses[39]).toBe(429);
  });

  it('the registration limit is one count across instances', async () => {
    const register = (instance: 0 | 1, i: number) =>
      two.apps[instance].inject({
        method: 'POST',
        url: '/api/auth/user/register',
        remoteAddress: '10.9.1.1',
        payload: { name: 'Spread', email: `spread${i}@example.test`, password: 'password123' },
      });
    for (let i = 0; i < MAX; i++) expect((await register(i % 2 === 0 ? 0 : 1, i)).statusCode).toBe(201);
    expect((await register(0, MAX)).statusCode).toBe(429);
    expect((await register(1, MAX + 1)).statusCode).toBe(429);
  });
});
