import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    projects: [
      {
        // Some unit files read the seed's data files whole in beforeAll (a few seconds on a busy
        // machine), so set-up has the API project's allowance.
        test: { name: 'unit', include: ['tests/unit/**/*.test.ts'], environment: 'node', hookTimeout: 60_000 },
      },
      {
        test: {
          name: 'api',
          include: ['tests/api/**/*.test.ts'],
          environment: 'node',
          // Each file starts its own app on a fresh in-memory PGlite; two at a time fit two cores.
          maxWorkers: 2,
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
    ],
  },
});
