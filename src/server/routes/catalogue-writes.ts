/**
 * The item routes of a catalogue resource, one shape for the four kinds: the public, cached
 * GET /:id and the admin writes (POST /, PUT /:id, DELETE /:id). Each resource file passes in
 * what is its own: schemas, repository, wording, and any rule that keeps a delete from breaking
 * other records; it keeps its list route (GET /), whose query differs per kind.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { Static, TObject, TSchema } from 'typebox';
import type { Queryable } from '../db/index.ts';
import type { CatalogueKind } from '../../shared/catalogue-format.ts';
import { checkInput, FOREIGN_KEY_VIOLATION, guardedWrite, pgCode, type InputOfKind } from '../catalogue/write.ts';
import { HttpError, notFound } from '../errors.ts';
import type { Outcome } from '../repositories/outcome.ts';
import { ok, errorResponses, errorsOf, IdParams } from '../schemas/common.ts';
import { DeletedSchema } from '../schemas/catalogue.ts';

type RouteApp = Parameters<FastifyPluginAsyncTypebox>[0];

/** What the writes need of a repository module (repositories/names.ts and its siblings). */
export interface CatalogueRepository<Input, Item> {
  get(db: Queryable, id: string): Promise<Outcome<Item, 'not-found'>>;
  getInput(db: Queryable, id: string): Promise<Outcome<Input, 'not-found'>>;
  create(db: Queryable, input: Input): Promise<string>;
  update(db: Queryable, id: string, input: Input): Promise<Outcome<void, 'not-found'>>;
  remove(db: Queryable, id: string): Promise<Outcome<void, 'not-found'>>;
}

export interface CatalogueResource<K extends CatalogueKind, Item extends TSchema> {
  /** Picks the record rules of checkInput, and is the OpenAPI tag. */
  kind: K;
  /** Lower case, as in "Create a god name (admin)"; capitalised it names the 404. */
  noun: string;
  /**
   * The noun as one word for operationIds ("GodName": getGodName, createGodName, …): client
   * generators name their calls after them.
   */
  operation: string;
  /** The schema of one item, as the resource's GET /:id answers it. */
  item: Item;
  /** POST body; PUT takes the same fields, each optional. */
  body: TObject;
  patch: TObject;
  repository: CatalogueRepository<InputOfKind[K], Static<Item>>;
  /** The 409 sentence when the item would repeat one that exists. */
  duplicate: string;
  /** What else a delete does, for its summary. */
  deleteEffect: string;
  /**
   * For an item other records still point at (a religion's god names): the delete is refused
   * with a 409 while `count` finds any.
   */
  inUse?: { message: string; count(db: Queryable, id: string): Promise<number> };
}

const admin = (kind: CatalogueKind) => ({ tags: [kind], security: [{ bearerAuth: [] }], 'x-role': 'admin' as const });

export function catalogueItemRoutes<K extends CatalogueKind, Item extends TSchema>(
  app: RouteApp,
  writes: CatalogueResource<K, Item>,
): void {
  const { kind, noun, operation, repository, duplicate, inUse } = writes;
  // Fastify cannot resolve its request and reply types from a generic schema; Item has done its
  // work at the call site (the repository returns what the schema says).
  const item: TSchema = writes.item;
  const notFoundNoun = noun.charAt(0).toUpperCase() + noun.slice(1);
  const cache = app.catalogueCache;

  app.get(
    '/:id',
    {
      compress: false,
      schema: {
        tags: [kind],
        operationId: `get${operation}`,
        summary: `One ${noun}`,
        description: `The ${noun} with this id; 404 when there is none (or it was deleted).`,
        params: IdParams,
        response: { 200: ok(item), 400: errorResponses[400], 404: errorResponses[404] },
      },
    },
    async (request, reply) =>
      cache.send(request, reply, async () => {
        const stored = await repository.get(app.db, request.params.id);
        if (!stored.ok) throw notFound(notFoundNoun);
        return { success: true as const, data: stored.value };
      }),
  );

  app.post(
    '/',
    {
      onRequest: app.requireRole('admin'),
      schema: {
        ...admin(kind),
        operationId: `create${operation}`,
        summary: `Create a ${noun} (admin)`,
        description: `Adds a ${noun} and answers it as stored, with its new id; 409 when it would repeat one that exists.`,
        body: writes.body,
        response: {
          201: ok(item),
          ...errorsOf(400, 401, 403, 409),
        },
      },
    },
    async (request, reply) => {
      const input = await checkInput(app.db, kind, request.body);
      const id = await guardedWrite(duplicate, () => repository.create(app.db, input));
      cache.invalidate();
      // Deleted by another admin between the write and this read: it is gone, as a GET would say.
      const stored = await repository.get(app.db, id);
      if (!stored.ok) throw notFound(notFoundNoun);
      return reply.status(201).send({ success: true as const, data: stored.value });
    },
  );

  app.put(
    '/:id',
    {
      onRequest: app.requireRole('admin'),
      schema: {
        ...admin(kind),
        operationId: `update${operation}`,
        summary: `Update a ${noun} (admin); fields not sent keep their values`,
        description: `Changes the fields sent, checks the whole ${noun} again and answers it as stored.`,
        params: IdParams,
        body: writes.patch,
        response: {
          200: ok(item),
          ...errorsOf(400, 401, 403, 404, 409),
        },
      },
    },
    async (request) => {
      const { id } = request.params;
      // Read, check, write and read back in one transaction: the answer is the item as this write
      // stored it, and a refused write leaves nothing behind.
      const updated = await app.db.transaction(async (tx) => {
        const stored = await repository.getInput(tx, id);
        if (!stored.ok) return stored;
        const input = await checkInput(tx, kind, { ...stored.value, ...request.body });
        const written = await guardedWrite(duplicate, () => repository.update(tx, id, input));
        if (!written.ok) return written;
        return repository.get(tx, id);
      });
      if (!updated.ok) throw notFound(notFoundNoun);
      cache.invalidate();
      return { success: true as const, data: updated.value };
    },
  );

  app.delete(
    '/:id',
    {
      onRequest: app.requireRole('admin'),
      schema: {
        ...admin(kind),
        operationId: `delete${operation}`,
        summary: `Delete a ${noun} (admin)`,
        description: `Deletes the ${noun}; ${writes.deleteEffect}.`,
        params: IdParams,
        response: {
          200: DeletedSchema,
          ...errorsOf(400, 401, 403, 404),
          ...(inUse ? { 409: errorResponses[409] } : {}),
        },
      },
    },
    async (request) => {
      const { id } = request.params;
      if (inUse && (await inUse.count(app.db, id)) > 0) throw new HttpError(409, inUse.message);
      let removed: Outcome<void, 'not-found'>;
      try {
        removed = await repository.remove(app.db, id);
      } catch (error) {
        // A referring record added between the check and the delete: the foreign key still says no.
        if (inUse && pgCode(error) === FOREIGN_KEY_VIOLATION) throw new HttpError(409, inUse.message);
        throw error;
      }
      if (!removed.ok) throw notFound(notFoundNoun);
      cache.invalidate();
      return { success: true as const };
    },
  );
}
