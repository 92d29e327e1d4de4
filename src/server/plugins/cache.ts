/**
 * Catalogue reads change only when an admin writes, so their answers are kept in memory,
 * serialised and compressed once, with an ETag: a repeat GET costs a 304, and a first GET from
 * another client costs a map lookup instead of a database query (on PGlite, which answers one
 * query at a time, that is the difference between ~70 and thousands of requests/s for a letter
 * page at 100k names). Every admin write calls invalidate().
 *
 * The compressed copies are kept too, which is why this answer does not leave compression to
 * @fastify/compress (it skips an answer that already has a Content-Encoding and compresses every
 * other one, the site's files included): compressing a cached 100-name page on every request
 * cost about 4.5 ms instead of 0.4 ms, measured with `npm run bench`. The routes that answer
 * through send() say `compress: false`, which spares each of their answers that plugin's two
 * hooks as well.
 *
 * On PGlite this process is the only writer (the data folder is locked to it), so entries live
 * until a write. On a PostgreSQL server other instances and the import CLI may write too, so
 * entries there also expire after a few seconds.
 */
import { createHash } from 'node:crypto';
import { brotliCompressSync, gzipSync, constants as zlib } from 'node:zlib';
import fp from 'fastify-plugin';
import type { FastifyReply, FastifyRequest } from 'fastify';

export interface CatalogueCache {
  /** Answers a public read from memory when it can (computing it otherwise), with ETag and 304. */
  send(request: FastifyRequest, reply: FastifyReply, compute: () => Promise<unknown>): Promise<FastifyReply>;
  /** Remembers any value (counts of a filter, say) until the next write. */
  memo<T>(key: string, compute: () => Promise<T>): Promise<T>;
  /** Forgets everything; call after every write to the catalogue. */
  invalidate(): void;
}

declare module 'fastify' {
  interface FastifyInstance {
    catalogueCache: CatalogueCache;
  }
}

interface Response {
  body: Buffer;
  etag: string;
  br?: Buffer;
  gzip?: Buffer;
}
interface Entry {
  at: number;
  value: Promise<unknown>;
  bytes: number;
  /** The value once computed and kept (a write since, or a failure, leaves it unset). */
  kept?: unknown;
}

/**
 * Bounded in entries and in bytes, least recently used out first, so that endless distinct
 * searches (or junk query parameters on the big unpaged lists) cannot grow memory without limit.
 */
const MAX_ENTRIES = 5_000;
const MAX_BYTES = 64 * 1024 * 1024;
const POSTGRES_TTL_MS = 5_000;
const COMPRESS_FROM_BYTES = 1024;
export const CATALOGUE_CACHE_CONTROL = 'public, max-age=0, must-revalidate';

function etagOf(body: Buffer): string {
  return `W/"${createHash('sha1').update(body).digest('base64url').slice(0, 27)}"`;
}

/** The client's preferred encoding among those we keep: br, then gzip. */
function encodingFor(request: FastifyRequest): 'br' | 'gzip' | null {
  const header = request.headers['accept-encoding'];
  if (typeof header !== 'string' || request.headers['x-no-compression'] !== undefined) return null;
  const accepted = new Set(
    header
      .toLowerCase()
      .split(',')
      .map((part) => part.trim().split(';'))
      .filter(([, q]) => !q || !/^\s*q\s*=\s*0(\.0*)?\s*$/.test(q))
      .map(([coding]) => coding),
  );
  if (accepted.has('br')) return 'br';
  if (accepted.has('gzip') || accepted.has('x-gzip') || accepted.has('*')) return 'gzip';
  return null;
}

function etagMatches(request: FastifyRequest, etag: string): boolean {
  const header = request.headers['if-none-match'];
  if (!header) return false;
  const bare = etag.replace(/^W\//, '');
  return header === '*' || header.split(',').some((tag) => tag.trim().replace(/^W\//, '') === bare);
}

/**
 * The cache of the app serving a database, for code that writes behind the API's back (test
 * factories, another route file) and so must invalidate it too.
 */
const cachesByDb = new WeakMap<object, CatalogueCache>();
export function catalogueCacheOf(db: object): CatalogueCache | undefined {
  return cachesByDb.get(db);
}

export default fp(
  async (app) => {
    const entries = new Map<string, Entry>();
    const ttl = app.db.kind === 'pglite' ? Infinity : POSTGRES_TTL_MS;
    let generation = 0;

    let bytes = 0;

    function forget(key: string): void {
      const entry = entries.get(key);
      if (!entry) return;
      bytes -= entry.bytes;
      entries.delete(key);
    }

    function evict(): void {
      while (entries.size > MAX_ENTRIES || bytes > MAX_BYTES) {
        const oldest = entries.keys().next().value;
        if (oldest === undefined) return;
        forget(oldest);
      }
    }

    /** The entry under this key if it has not expired, marked as the most recently used. */
    function live(key: string, now: number): Entry | undefined {
      const hit = entries.get(key);
      if (!hit || now - hit.at >= ttl) return undefined;
      // Re-inserting keeps the map in least-recently-used order for eviction.
      entries.delete(key);
      entries.set(key, hit);
      return hit;
    }

    function remember<T>(key: string, compute: () => Promise<T>, sizeOf: (value: T) => number = () => 64): Promise<T> {
      const now = Date.now();
      const hit = live(key, now);
      if (hit) return hit.value as Promise<T>;
      forget(key);
      const startedIn = generation;
      const value = compute();
      // Concurrent first requests share one computation; a failure or a write that lands
      // while it runs means it is not kept.
      const entry: Entry = { at: now, value, bytes: 0 };
      entries.set(key, entry);
      value.then(
        (result) => {
          if (startedIn !== generation || entries.get(key) !== entry) {
            if (entries.get(key) === entry) forget(key);
            return;
          }
          entry.kept = result;
          entry.bytes = sizeOf(result);
          bytes += entry.bytes;
          evict();
        },
        () => {
          if (entries.get(key) === entry) forget(key);
        },
      );
      evict();
      return value;
    }

    const responseKey = (url: string) => `response ${url}`;

    /** A kept answer for this URL, if there is one (and it has not expired). */
    function keptResponse(url: string): Response | undefined {
      return live(responseKey(url), Date.now())?.kept as Response | undefined;
    }

    function answer(request: FastifyRequest, reply: FastifyReply, response: Response): FastifyReply {
      void reply
        .header('etag', response.etag)
        .header('cache-control', CATALOGUE_CACHE_CONTROL)
        .header('vary', 'accept-encoding');
      if (etagMatches(request, response.etag)) return reply.code(304).send();
      void reply.type('application/json; charset=utf-8');
      const encoding = response.body.length >= COMPRESS_FROM_BYTES ? encodingFor(request) : null;
      if (encoding === 'br') {
        response.br ??= brotliCompressSync(response.body, { params: { [zlib.BROTLI_PARAM_QUALITY]: 6 } });
        return reply.header('content-encoding', 'br').send(response.br);
      }
      if (encoding === 'gzip') {
        response.gzip ??= gzipSync(response.body, { level: 6 });
        return reply.header('content-encoding', 'gzip').send(response.gzip);
      }
      return reply.send(response.body);
    }

    /*
     * A read whose URL has a kept answer is answered before its query is parsed, validated and
     * guarded: the answer was computed for this very URL (method, path and query string), which
     * passed those checks then, and they depend on nothing else. That is most of a cached read's
     * cost beside the wire (validation, two guard walks, three async steps and the handler).
     * Only a route answering through send() below ever puts a URL here, all of them public
     * reads; this hook runs after the security headers' hook, which was registered first.
     */
    app.addHook('onRequest', (request, reply, done) => {
      if (request.method === 'GET' || request.method === 'HEAD') {
        const response = keptResponse(request.url);
        if (response) {
          answer(request, reply, response);
          return;
        }
      }
      done();
    });

    const cache: CatalogueCache = {
      async send(request, reply, compute) {
        const response = await remember<Response>(
          responseKey(request.url),
          async () => {
            // The route's own response schema serialises, so nothing outside the shape leaves.
            const body = Buffer.from(reply.serialize(await compute()) as string);
            return { body, etag: etagOf(body) };
            // Room for the compressed copies made on demand.
          },
          (response) => response.body.length * 2,
        );
        return answer(request, reply, response);
      },
      memo: (key, compute) => remember(`memo ${key}`, compute),
      invalidate() {
        generation += 1;
        entries.clear();
        bytes = 0;
      },
    };
    app.decorate('catalogueCache', cache);
    cachesByDb.set(app.db, cache);
  },
  { name: 'catalogue-cache', dependencies: ['db'] },
);
