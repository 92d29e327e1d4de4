/** Server configuration from the environment; every variable is listed in the README. */
import path from 'node:path';

export interface Config {
  port: number;
  host: string;
  dataDir: string;
  /** postgres://… switches from the embedded PGlite to a PostgreSQL server. */
  databaseUrl: string | undefined;
  /** HS256 secret; when unset, one is generated once and kept in the data folder. */
  jwtSecret: string | undefined;
  userTokenTtlSeconds: number;
  adminTokenTtlSeconds: number;
  distDir: string;
  logLevel: string;
  /** Public origin of the site (OAuth redirect URIs, canonical URLs). */
  siteUrl: string;
  google: { clientId: string | undefined; clientSecret: string | undefined; issuer: string };
  adminEmail: string | undefined;
  adminPassword: string | undefined;
  /** Skip seeding the catalogue on an empty database (tests that want an empty one). */
  seed: boolean;
  /** Rate limiting of login and registration; tests may raise it. */
  loginRateLimit: { max: number; windowMs: number; slowdownMs: number };
}

function int(value: string | undefined, fallback: number): number {
  const n = Number(value);
  return Number.isInteger(n) && n > 0 ? n : fallback;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env, overrides: Partial<Config> = {}): Config {
  const port = int(env['PORT'], 4321);
  return {
    port,
    host: env['HOST'] ?? '0.0.0.0',
    dataDir: path.resolve(env['DATA_DIR'] ?? 'data'),
    databaseUrl: env['DATABASE_URL'] || undefined,
    jwtSecret: env['JWT_SECRET'] || undefined,
    userTokenTtlSeconds: int(env['USER_TOKEN_TTL'], 7 * 24 * 3600),
    adminTokenTtlSeconds: int(env['ADMIN_TOKEN_TTL'], 8 * 3600),
    distDir: path.resolve(env['DIST_DIR'] ?? 'dist'),
    logLevel: env['LOG_LEVEL'] ?? 'info',
    siteUrl: (env['SITE_URL'] ?? `http://localhost:${port}`).replace(/\/$/, ''),
    google: {
      clientId: env['GOOGLE_CLIENT_ID'] || undefined,
      clientSecret: env['GOOGLE_CLIENT_SECRET'] || undefined,
      issuer: env['GOOGLE_ISSUER'] ?? 'https://accounts.google.com',
    },
    adminEmail: env['ADMIN_EMAIL'] || undefined,
    adminPassword: env['ADMIN_PASSWORD'] || undefined,
    seed: env['SEED'] !== 'false',
    loginRateLimit: {
      max: int(env['LOGIN_RATE_LIMIT'], 10),
      windowMs: int(env['LOGIN_RATE_WINDOW_MS'], 15 * 60_000),
      slowdownMs: int(env['LOGIN_SLOWDOWN_MS'], 1_000),
    },
    ...overrides,
  };
}
