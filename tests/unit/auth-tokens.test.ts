import { describe, expect, it } from 'vitest';
import { decodeJwt } from 'jose';
import { createTokenService } from '../../src/server/auth/tokens.ts';

const tokens = createTokenService('unit-test-secret-0123456789-0123456789');

describe('token service', () => {
  it('signs HS256 tokens with sub, role, iat and exp, and verifies them', async () => {
    const token = await tokens.sign({ id: '42', role: 'user' }, 3600);
    expect(JSON.parse(Buffer.from(token.split('.')[0]!, 'base64url').toString())).toEqual({ alg: 'HS256', typ: 'JWT' });
    const claims = await tokens.verify(token);
    expect(claims).toEqual({ sub: '42', role: 'user', iat: expect.any(Number), exp: claims!.iat + 3600 });
  });

  it('can date a token from a given moment (a password change cut-off)', async () => {
    const at = Math.floor(Date.now() / 1000) + 1;
    const claims = decodeJwt(await tokens.sign({ id: '7', role: 'admin' }, 60, at));
    expect(claims).toMatchObject({ iat: at, exp: at + 60 });
  });

  it('refuses a token made with another secret', async () => {
    const other = createTokenService('another-secret-0123456789-0123456789-00');
    expect(await tokens.verify(await other.sign({ id: '42', role: 'user' }, 3600))).toBeNull();
  });

  it('seals state that only it can open, and never as a sign-in token', async () => {
    const verifier = 'pkce-verifier-that-must-stay-hidden';
    const sealed = await tokens.seal({ verifier, state: 's', nonce: 'n' }, 60);
    for (const part of sealed.split('.'))
      expect(Buffer.from(part, 'base64url').toString('latin1')).not.toContain(verifier);
    expect(await tokens.unseal(sealed)).toMatchObject({ verifier, state: 's', nonce: 'n' });
    expect(await tokens.verify(sealed)).toBeNull();
    const tampered = sealed.slice(0, -4) + (sealed.endsWith('AAAA') ? 'BBBB' : 'AAAA');
    expect(await tokens.unseal(tampered)).toBeNull();
    expect(await createTokenService('another-secret-0123456789-0123456789-00').unseal(sealed)).toBeNull();
    expect(await tokens.unseal(await tokens.sign({ id: '1', role: 'user' }, 60))).toBeNull();
  });

  it('does not open sealed state after it expires', async () => {
    const sealed = await tokens.seal({ state: 's' }, -10);
    expect(await tokens.unseal(sealed)).toBeNull();
  });
});
