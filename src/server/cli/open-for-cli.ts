/**
 * Opens the configured database for a one-off command. PGlite lets one process at a time use a
 * data folder and does not stop a second one, so the command checks first: while the folder is
 * open PGlite keeps a postmaster.pid in it (removed on a clean close).
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { loadConfig, type Config } from '../config.ts';
import { openDatabase, type Db } from '../db/index.ts';
import { migrate } from '../db/migrate.ts';

export class DatabaseBusyError extends Error {}

export async function openForCli(config: Config = loadConfig()): Promise<Db> {
  if (!config.databaseUrl) {
    const pid = path.join(config.dataDir, 'pglite', 'postmaster.pid');
    if (existsSync(pid)) {
      throw new DatabaseBusyError(
        `The embedded database in ${config.dataDir} is open in another process (is \`npm start\` running?).\n` +
          'Stop the server first, or import and export through the admin dashboard while it runs.\n' +
          `If no server is running, the last one stopped abruptly: delete ${pid} and try again.`,
      );
    }
  }
  const db = await openDatabase({ url: config.databaseUrl, dataDir: config.dataDir });
  try {
    await migrate(db);
  } catch (error) {
    await db.close();
    throw error;
  }
  return db;
}

/** openForCli for a command's main: a busy database is said on stderr and gives null. */
export async function openOrExplain(): Promise<Db | null> {
  try {
    return await openForCli();
  } catch (error) {
    if (!(error instanceof DatabaseBusyError)) throw error;
    console.error(error.message);
    return null;
  }
}

/** `--name value` and `--name=value` flags plus positional arguments. */
export function parseArgs(argv: string[]): { flags: Map<string, string>; positional: string[] } {
  const flags = new Map<string, string>();
  const positional: string[] = [];
  for (let i = 0; i < argv.length; i += 1) {
    const arg = argv[i]!;
    if (arg.startsWith('--')) {
      const [name, inline] = arg.slice(2).split('=', 2) as [string, string | undefined];
      // A flag followed by another flag (or nothing) is a switch.
      const next = argv[i + 1];
      const value = inline ?? (next !== undefined && !next.startsWith('--') ? next : undefined);
      if (inline === undefined && value !== undefined) i += 1;
      flags.set(name, value ?? '');
    } else positional.push(arg);
  }
  return { flags, positional };
}
