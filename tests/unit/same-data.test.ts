import { describe, expect, it } from 'vitest';
import { unlessSame } from '../../src/lib/same-data.ts';

// A refresh that brings what a built page already shows must leave React's state untouched (the
// same object), so the page does not re-render every row on a phone; a change must show.
describe('unlessSame', () => {
  const built = { names: [{ id: '1', name: 'Aarav', meaning: 'Peaceful' }], totalPages: 1, totalNames: 1 };

  it('keeps the value on screen when the fresh answer holds the same data', () => {
    const fresh = structuredClone(built);
    expect(unlessSame(fresh)(built)).toBe(built);
  });

  it('takes the fresh answer when anything in it changed', () => {
    const edited = { ...built, names: [{ id: '1', name: 'Aarav', meaning: 'Calm, peaceful' }] };
    expect(unlessSame(edited)(built)).toBe(edited);
    expect(unlessSame<typeof built | null>(null)(built)).toBeNull();
  });
});
