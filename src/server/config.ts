/**
 * Server configuration from the environment, checked at start against one schema: every variable
 * the server reads is in ENV_SCHEMA with the rule its value must meet, and a value that breaks it
 * stops the start with a message naming the variable (`PORT=80a` is an error, never port 4321).
 * Every variable is listed in the README's Configuration table (tests/unit/config.test.ts checks both).
 */
import { isIP } from 'node:net';
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
  /**
   * Which proxies to believe about the client's address (Fastify's trustProxy): false, true
   * (every proxy), or a list of addresses, CIDR ranges and the names loopback, linklocal and
   * uniquelocal. (Fastify 5 ignores a number of hops, so it is refused rather than accepted.)
   */
  trustProxy: boolean | string;
}

/** A variable's rule: what it must look like, said in words for the error. */
interface Rule {
  /** What a valid value is, for the message. */
  expects: string;
  valid(value: string): boolean;
}

const positiveInteger: Rule = {
  expects: 'a whole number above 0',
  valid: (v) => /^\d{1,15}$/.test(v) && Number(v) > 0,
};
const text: Rule = { expects: 'some text', valid: (v) => v.trim() !== '' && !v.includes('\u0000') };
const url = (protocols: string[]): Rule => ({
  expects: `a URL starting with ${protocols.map((p) => `${p}//`).join(' or ')}`,
  valid: (v) => {
    try {
      return protocols.includes(new URL(v).protocol);
    } catch {
      return false;
    }
  },
});
const oneOf = (values: string[]): Rule => ({
  expects: `one of ${values.join(', ')}`,
  valid: (v) => values.includes(v),
});
const email: Rule = { expects: 'an email address', valid: (v) => /^[^\s@]+@[^\s@]+$/.test(v) };
const PROXY_NAMES = ['loopback', 'linklocal', 'uniquelocal'];
const trustProxyRule: Rule = {
  expects: 'true, false, or a comma-separated list of proxy addresses, CIDR ranges, loopback, linklocal or uniquelocal',
  valid: (v) =>
    /^(true|false)$/.test(v) ||
    v.split(',').every((part) => {
      const [address = '', bits, ...rest] = part.trim().split('/');
      if (PROXY_NAMES.includes(address) && bits === undefined) return true;
      const family = isIP(address);
      if (!family || rest.length > 0) return false;
      return bits === undefined || (/^\d{1,3}$/.test(bits) && Number(bits) <= (family === 4 ? 32 : 128));
    }),
};

/**
 * Every variable the server (and the build it starts) reads, with its rule. Unset or empty means
 * the default of the README's table.
 */
export const ENV_SCHEMA = {
  PORT: { expects: 'a port number from 1 to 65535', valid: (v) => /^\d{1,5}$/.test(v) && +v >= 1 && +v <= 65535 },
  HOST: text,
  DATA_DIR: text,
  DATABASE_URL: url(['postgres:', 'postgresql:']),
  DIST_DIR: text,
  JWT_SECRET: { expects: 'at least 32 characters', valid: (v) => v.length >= 32 },
  USER_TOKEN_TTL: positiveInteger,
  ADMIN_TOKEN_TTL: positiveInteger,
  ADMIN_EMAIL: email,
  ADMIN_PASSWORD: text,
  GOOGLE_CLIENT_ID: text,
  GOOGLE_CLIENT_SECRET: text,
  GOOGLE_ISSUER: url(['https:', 'http:']),
  SITE_URL: url(['https:', 'http:']),
  BUILD_API_URL: url(['https:', 'http:']),
  PUBLIC_API_URL: url(['https:', 'http:']),
  LOGIN_RATE_LIMIT: positiveInteger,
  LOGIN_RATE_WINDOW_MS: positiveInteger,
  LOGIN_SLOWDOWN_MS: positiveInteger,
  TRUST_PROXY: trustProxyRule,
  SEED: oneOf(['true', 'false']),
  LOG_LEVEL: oneOf(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']),
  CONTACT_EMAIL: email,
} satisfies Record<string, Rule>;

export type EnvVariable = keyof typeof ENV_SCHEMA;

/** A configuration that breaks the schema: its message names each variable and what it must be. */
export class ConfigError extends Error {
  readonly variables: string[];

  constructor(problems: { variable: string; message: string }[]) {
    super(`The configuration is not valid:\n${problems.map((p) => `  ${p.message}`).join('\n')}`);
    this.name = 'ConfigError';
    this.variables = problems.map((p) => p.variable);
  }
}

/** The problems of an environment against ENV_SCHEMA, one per variable; empty when it is valid. */
export function checkEnv(env: NodeJS.ProcessEnv): { variable: string; message: string }[] {
  return Object.entries(ENV_SCHEMA).flatMap(([variable, rule]: [string, Rule]) => {
    const value = env[variable];
    if (value === undefined || value === '' || rule.valid(value)) return [];
    const shown = variable.includes('SECRET') || variable.includes('PASSWORD') ? '(hidden)' : JSON.stringify(value);
    return [{ variable, message: `${variable}=${shown} is not valid: use ${rule.expects}.` }];
  });
}

function trustProxyOf(value: string | undefined): Config['trustProxy'] {
  if (!value || value === 'false') return false;
  return value === 'true' ? true : value;
}

/** The configuration of an environment; throws ConfigError when a variable breaks its rule. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env, overrides: Partial<Config> = {}): Config {
  const problems = checkEnv(env);
  if (problems.length > 0) throw new ConfigError(problems);
  const get = (name: EnvVariable) => env[name] || undefined;
  const int = (name: EnvVariable, fallback: number) => Number(get(name) ?? fallback);
  const port = int('PORT', 4321);
  return {
    port,
    host: get('HOST') ?? '0.0.0.0',
    dataDir: path.resolve(get('DATA_DIR') ?? 'data'),
    databaseUrl: get('DATABASE_URL'),
    jwtSecret: get('JWT_SECRET'),
    userTokenTtlSeconds: int('USER_TOKEN_TTL', 7 * 24 * 3600),
    adminTokenTtlSeconds: int('ADMIN_TOKEN_TTL', 8 * 3600),
    distDir: path.resolve(get('DIST_DIR') ?? 'dist'),
    logLevel: get('LOG_LEVEL') ?? 'info',
    siteUrl: (get('SITE_URL') ?? `http://localhost:${port}`).replace(/\/$/, ''),
    google: {
      clientId: get('GOOGLE_CLIENT_ID'),
      clientSecret: get('GOOGLE_CLIENT_SECRET'),
      issuer: get('GOOGLE_ISSUER') ?? 'https://accounts.google.com',
    },
    adminEmail: get('ADMIN_EMAIL'),
    adminPassword: get('ADMIN_PASSWORD'),
    seed: get('SEED') !== 'false',
    loginRateLimit: {
      max: int('LOGIN_RATE_LIMIT', 10),
      windowMs: int('LOGIN_RATE_WINDOW_MS', 15 * 60_000),
      slowdownMs: int('LOGIN_SLOWDOWN_MS', 1_000),
    },
    trustProxy: trustProxyOf(get('TRUST_PROXY')),
    ...overrides,
  };
}

/** loadConfig for a command-line start: a bad configuration prints its message and exits 1. */
export function loadConfigOrExit(env: NodeJS.ProcessEnv = process.env): Config {
  try {
    return loadConfig(env);
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    console.error(error.message);
    process.exit(1);
  }
}
