/**
 * Keeps the served site fresh after admin edits without a full build: every admin write to the
 * catalogue through this server is noted with what the item was before it (its name, gender and
 * religion place it in the letter and religion lists), and a burst of writes becomes one
 * incremental build (`scripts/build.ts` with BUILD_ONLY) a second and a half after the last one: only
 * the pages those edits change are built and moved into the served folder (site-build.ts).
 *
 * - Only when the served folder holds a complete full build of this server's catalogue; until
 *   then (a first start's builds) the edits wait, and are built once it does.
 * - The edits waiting are kept beside the folder (`dist.pending.json`), so a server stopped
 *   before building them builds them when it starts again.
 * - Several instances on one machine share the folder and its lock: each builds the edits it
 *   took, one build at a time. Instances on several machines each serve their own folder, or,
 *   as the README's Deploy section says, a CDN serves the site: there the deployment runs the
 *   same incremental build and purges the paths it prints.
 * - A religion's edit or an import changes the whole site: a full build.
 */
import { existsSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { readFile, rm } from 'node:fs/promises';
import { spawn } from 'node:child_process';
import { setPriority } from 'node:os';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Queryable } from './db/index.ts';
import { buildProgress, hasSiteBuild, type BuildOutcome } from './site-build.ts';

/** One admin write, as the build's plan reads it (BUILD_ONLY, src/build/incremental-plan.ts). */
export interface ChangedItem {
  kind: 'names' | 'nicknames' | 'god-names' | 'religions' | 'catalogue';
  id: string;
  before: { name: string; gender?: 'male' | 'female'; religionId?: string | null } | null;
}

type ItemKind = Exclude<ChangedItem['kind'], 'catalogue'>;

/** The columns that place an item in the site's lists, by kind (a fixed table per kind, never from input). */
const BEFORE_SQL: Record<ItemKind, string> = {
  names: 'select name, gender, religion_id::text as "religionId" from names where id = $1',
  nicknames: 'select name from nicknames where id = $1',
  'god-names': 'select name, religion_id::text as "religionId" from god_names where id = $1',
  religions: 'select name from religions where id = $1',
};

async function beforeOf(db: Queryable, kind: ItemKind, id: string): Promise<ChangedItem['before']> {
  const [row] = await db.query<{ name: string; gender?: 'male' | 'female'; religionId?: string | null }>(
    BEFORE_SQL[kind],
    [id],
  );
  return row ?? null;
}

/** The admin writes that change the catalogue, by route: what changed is read from the request. */
const ITEM_ROUTE = /^\/api\/(names|nicknames|god-names|religions)(?:\/:id)?\/?$/;
const ACCEPT_ROUTE = '/api/corrections/:id/accept';
const IMPORT_ROUTE = '/api/admin/import';

const noted = new WeakMap<FastifyRequest, ChangedItem>();

/**
 * Notes each admin write to the catalogue: before the handler, the item as it is (a primary-key
 * read), and once the answer is a success, the change, passed to `onChange`.
 */
export function watchCatalogueWrites(app: FastifyInstance, onChange: (change: ChangedItem) => void): void {
  app.addHook('preHandler', async (request) => {
    if (request.method === 'GET' || request.method === 'HEAD') return;
    const route = request.routeOptions.url ?? '';
    const params = request.params as { id?: string } | undefined;
    const item = ITEM_ROUTE.exec(route);
    if (item) {
      const kind = item[1] as ItemKind;
      const id = params?.id;
      noted.set(request, { kind, id: id ?? '', before: id ? await beforeOf(app.db, kind, id) : null });
    } else if (route === ACCEPT_ROUTE && params?.id) {
      const [correction] = await app.db.query<{ kind: ItemKind; id: string }>(
        'select kind, item_id::text as id from corrections where id = $1',
        [params.id],
      );
      if (correction) {
        noted.set(request, { ...correction, before: await beforeOf(app.db, correction.kind, correction.id) });
      }
    } else if (route === IMPORT_ROUTE) {
      noted.set(request, { kind: 'catalogue', id: '', before: null });
    }
  });
  app.addHook('onSend', async (request, reply, payload) => {
    const change = noted.get(request);
    if (!change || reply.statusCode >= 300) return payload;
    // An added item's id is in the answer.
    if (!change.id && change.kind !== 'catalogue' && typeof payload === 'string') {
      try {
        const id = (JSON.parse(payload) as { data?: { id?: unknown } }).data?.id;
        if (typeof id === 'string' || typeof id === 'number') change.id = String(id);
      } catch {
        // Not the item: nothing to build for it.
      }
    }
    if (change.id || change.kind === 'catalogue') onChange(change);
    return payload;
  });
}

export interface IncrementalBuildsOptions {
  distDir: string;
  catalogueId: string;
  /** The API the build reads (this server's own, over loopback). */
  apiUrl: string;
  log: Pick<FastifyInstance['log'], 'info' | 'warn' | 'error'>;
  /** Quiet time after the last write before building: a burst of edits is one build. */
  debounceMs?: number;
  /** A full build of the site (a religion's edit, an import): 'built', 'busy' or 'failed'. */
  fullBuild: () => Promise<BuildOutcome>;
}

/** Debounced incremental builds of the edits noted by watchCatalogueWrites. */
export class IncrementalBuilds {
  private readonly pending = new Map<string, ChangedItem>();
  private timer: NodeJS.Timeout | null = null;
  private running: Promise<void> | null = null;
  private failures = 0;
  private readonly options: Required<IncrementalBuildsOptions>;
  private readonly pendingFile: string;
  /** The site paths the last build changed (for a CDN purge), and when it ended. */
  last: { changed: string[]; at: Date } | null = null;

  constructor(options: IncrementalBuildsOptions) {
    this.options = { debounceMs: 1500, ...options };
    this.pendingFile = `${options.distDir}.pending.json`;
    // Edits a stopped server did not build: built now.
    try {
      const kept = JSON.parse(readFileSync(this.pendingFile, 'utf8')) as ChangedItem[];
      for (const change of kept) this.keep(change);
    } catch {
      // None waiting.
    }
    if (this.pending.size > 0) this.schedule();
  }

  /** Notes an edit and builds it, with the others of its burst, once writes pause. */
  add(change: ChangedItem): void {
    this.keep(change);
    this.save();
    this.schedule();
  }

  stop(): void {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
  }

  private keep(change: ChangedItem): void {
    const key = `${change.kind} ${change.id}`;
    // The first edit of a burst knows where the item was on the built pages.
    const earlier = this.pending.get(key);
    this.pending.set(key, earlier ? { ...change, before: earlier.before } : change);
  }

  private save(): void {
    try {
      if (this.pending.size === 0) {
        if (existsSync(this.pendingFile)) void rm(this.pendingFile, { force: true });
        return;
      }
      writeFileSync(`${this.pendingFile}.tmp`, JSON.stringify([...this.pending.values()]));
      renameSync(`${this.pendingFile}.tmp`, this.pendingFile);
    } catch (error) {
      this.options.log.warn({ err: error }, 'the edits waiting for the site build were not saved');
    }
  }

  private schedule(delay = this.options.debounceMs): void {
    if (this.timer) clearTimeout(this.timer);
    this.timer = setTimeout(() => {
      this.timer = null;
      if (this.running) return; // The running build schedules the next when it ends.
      this.running = this.build().finally(() => {
        this.running = null;
      });
    }, delay);
    this.timer.unref();
  }

  private async build(): Promise<void> {
    const { distDir, catalogueId, log } = this.options;
    if (this.pending.size === 0) return;
    if (!hasSiteBuild(distDir, catalogueId, { full: true })) {
      // A full build is still to come or under way: the edits wait for it to be in place.
      this.schedule(5000);
      return;
    }
    if (buildProgress(distDir) !== null) {
      // Another build holds the folder's lock: asked again once it is likely done.
      this.schedule(2000);
      return;
    }
    const batch = [...this.pending.values()];
    this.pending.clear();
    const whole = batch.some((change) => change.kind === 'religions' || change.kind === 'catalogue');
    const status = whole ? await this.runFullBuild() : await this.runScript(batch);
    if (status.code === 0) {
      this.failures = 0;
      this.last = { changed: status.changed, at: new Date() };
      log.info({ paths: status.changed }, `site: ${status.changed.length} paths rebuilt after ${batch.length} edits`);
    } else {
      // Put back, unless newer edits of the same items came meanwhile (they know the same past).
      for (const change of batch) if (!this.pending.has(`${change.kind} ${change.id}`)) this.keep(change);
      if (status.code === 75) this.schedule(2000);
      else if (++this.failures < 3) this.schedule(5000);
      else {
        log.error('site: the incremental build failed three times; run npm run build to bring the site up to date');
        this.failures = 0;
        this.pending.clear();
      }
    }
    this.save();
    if (this.pending.size > 0 && !this.timer) this.schedule();
  }

  private async runFullBuild(): Promise<{ code: number; changed: string[] }> {
    const outcome = await this.options.fullBuild();
    return { code: outcome === 'built' ? 0 : outcome === 'busy' ? 75 : 1, changed: ['/*'] };
  }

  private async runScript(batch: ChangedItem[]): Promise<{ code: number; changed: string[] }> {
    const { distDir, apiUrl } = this.options;
    const changedFile = `${distDir}.changed-${process.pid}.json`;
    const code = await new Promise<number>((resolve) => {
      const child = spawn(process.execPath, ['scripts/build.ts'], {
        stdio: ['ignore', 'ignore', 'inherit'],
        env: {
          ...process.env,
          BUILD_API_URL: apiUrl,
          DIST_DIR: distDir,
          BUILD_ONLY: JSON.stringify(batch),
          BUILD_CHANGED_FILE: changedFile,
          BUILD_ITEM_PAGES: 'true',
        },
      });
      // Background work: the build yields the CPU to the API's answers (on two cores a build at
      // the same priority slowed sign-ins and saves past their timeouts).
      try {
        if (child.pid !== undefined) setPriority(child.pid, 10);
      } catch {
        // Not permitted here (some containers): the build runs at the server's priority.
      }
      const stop = () => child.kill();
      process.once('exit', stop);
      child.on('exit', (status) => {
        process.off('exit', stop);
        resolve(status ?? 1);
      });
    });
    let changed: string[] = [];
    if (code === 0) {
      try {
        changed = JSON.parse(await readFile(changedFile, 'utf8')) as string[];
      } catch {
        // A full build (the edits needed one) writes no list: the whole site changed.
        changed = ['/*'];
      }
    }
    await rm(changedFile, { force: true });
    return { code, changed };
  }
}
