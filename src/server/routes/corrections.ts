/**
 * /api/corrections: visitors report what is wrong on a name, god name or nickname (no account), and
 * admins review the queue: accept with an edit of the record (kept in the catalogue's history with
 * who changed what), or reject.
 *
 * The public POST takes JSON (the page's script) or a plain HTML form post
 * (application/x-www-form-urlencoded, a page without JavaScript): a form post is answered with a
 * 303 to a built page that says what happened (/corrections/sent, /corrections/not-sent,
 * /corrections/too-many), never with HTML put together here. Against spam, as public forms do: a
 * honeypot field people never see, a minimum time between opening the form and sending it (when
 * the page's script stamped it), length limits, only real items and fields, and a limit per
 * address kept in the database, so it holds across every instance.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { ok, errorResponses, errorsOf, IdParams } from '../schemas/common.ts';
import * as corrections from '../repositories/corrections.ts';
import * as names from '../repositories/names.ts';
import * as godNames from '../repositories/god-names.ts';
import * as nicknames from '../repositories/nicknames.ts';
import { checkInput, guardedWrite } from '../catalogue/write.ts';
import { hit } from '../auth/rate-limit.ts';
import { HttpError, notFound } from '../errors.ts';
import { userId } from '../auth/caller.ts';
import type { Outcome } from '../repositories/outcome.ts';
import {
  CORRECTION_FIELDS,
  CORRECTION_HONEYPOT,
  CORRECTION_KINDS,
  CORRECTION_LIMITS,
  EDITABLE_FIELDS,
  type CorrectionKind,
} from '../../shared/corrections.ts';

const Kind = Type.Union([Type.Literal('names'), Type.Literal('god-names'), Type.Literal('nicknames')]);
const Status = Type.Union([Type.Literal('open'), Type.Literal('accepted'), Type.Literal('rejected')]);
const Nullable = (schema: ReturnType<typeof Type.String>) => Type.Union([schema, Type.Null()]);

const CorrectionSchema = Type.Object({
  id: Type.String(),
  kind: Kind,
  itemId: Type.String(),
  itemName: Nullable(Type.String()),
  field: Type.String(),
  problem: Type.String(),
  source: Type.String(),
  status: Status,
  createdAt: Type.String(),
  reviewedAt: Nullable(Type.String()),
  reviewedBy: Nullable(Type.String()),
});
const HistorySchema = Type.Object({
  id: Type.String(),
  kind: Type.String(),
  itemId: Type.String(),
  field: Type.String(),
  oldValue: Type.String(),
  newValue: Type.String(),
  changedBy: Nullable(Type.String()),
  correctionId: Nullable(Type.String()),
  changedAt: Type.String(),
});

/** The public form's fields. Strings throughout: a form post sends nothing else. */
const ReportBody = Type.Object({
  kind: Type.String({ maxLength: 20 }),
  itemId: Type.String({ maxLength: 20 }),
  field: Type.String({ maxLength: 40 }),
  problem: Type.String({ maxLength: CORRECTION_LIMITS.problem.max }),
  source: Type.Optional(Type.String({ maxLength: CORRECTION_LIMITS.source.max })),
  /** When the page's script opened the form (ms since the epoch); absent without JavaScript. */
  startedAt: Type.Optional(Type.String({ maxLength: 20 })),
  [CORRECTION_HONEYPOT]: Type.Optional(Type.String({ maxLength: 500 })),
});

const REPOSITORIES = { names, 'god-names': godNames, nicknames } as const;

/** Why a report is refused: the built page a form post is sent to says it in words. */
type Refusal = 'invalid' | 'too-many';

const routes: FastifyPluginAsyncTypebox = async (app) => {
  /** A correction as it stands now (after its review, for accept and reject), or the 404. */
  const correctionOf = async (id: string) => {
    const correction = await corrections.get(app.db, id);
    if (!correction.ok) throw notFound('Correction');
    return correction.value;
  };

  // A plain HTML form posts urlencoded; parsed here only, into strings (the first of repeats).
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: 16_384 },
    (_request, body, done) => {
      const fields: Record<string, string> = {};
      for (const [key, value] of new URLSearchParams(body as string)) fields[key] ??= value;
      done(null, fields);
    },
  );

  app.post(
    '/',
    {
      schema: {
        tags: ['corrections'],
        operationId: 'reportCorrection',
        summary: 'Report a correction of a name, god name or nickname (no account)',
        description:
          `JSON or an HTML form post. ${CORRECTION_LIMITS.perAddress} reports per address an hour (429). A form post ` +
          'is answered with a 303 to the page that says the outcome.',
        body: ReportBody,
        response: {
          201: ok(Type.Object({ id: Type.String() })),
          303: Type.Null(),
          ...errorsOf(400, 404, 429),
        },
      },
    },
    async (request, reply) => {
      const body = request.body;
      const isForm = (request.headers['content-type'] ?? '').startsWith('application/x-www-form-urlencoded');
      const answer = (refusal: Refusal | null, error?: HttpError) => {
        if (isForm) {
          const page = refusal === null ? 'sent' : refusal === 'too-many' ? 'too-many' : 'not-sent';
          return reply.redirect(`/corrections/${page}`, 303);
        }
        if (error) throw error;
        return reply.status(201).send({ success: true as const, data: { id: '' } });
      };

      // Spam: a filled honeypot or a form sent faster than anyone reads it is thanked and dropped,
      // so a script learns nothing from the answer.
      const startedAt = Number(body.startedAt);
      const tooFast =
        body.startedAt !== undefined &&
        (!Number.isFinite(startedAt) || Date.now() - startedAt < CORRECTION_LIMITS.minFillMs);
      if ((body[CORRECTION_HONEYPOT] ?? '').trim() !== '' || tooFast) {
        request.log.info({ honeypot: Boolean(body[CORRECTION_HONEYPOT]), tooFast }, 'correction dropped as spam');
        return answer(null);
      }

      const { count, resetMs } = await hit(app.db, `correction:address:${request.ip}`, CORRECTION_LIMITS.windowMs);
      if (count > CORRECTION_LIMITS.perAddress) {
        const seconds = Math.ceil(resetMs / 1000);
        reply.header('retry-after', String(seconds));
        return answer(
          'too-many',
          new HttpError(429, 'Too many corrections from this address. Please try again later.'),
        );
      }

      const kind = CORRECTION_KINDS.find((k) => k === body.kind);
      const problem = body.problem.trim();
      const source = (body.source ?? '').trim();
      const details = [];
      if (!kind) details.push({ field: 'kind', message: 'kind must be names, god-names or nicknames' });
      if (!/^\d{1,18}$/.test(body.itemId)) details.push({ field: 'itemId', message: 'itemId is not an item' });
      if (kind && !CORRECTION_FIELDS[kind].some((f) => f.value === body.field)) {
        details.push({ field: 'field', message: 'field is not one of the choices' });
      }
      if (problem.length < CORRECTION_LIMITS.problem.min) {
        details.push({
          field: 'problem',
          message: `problem must say what is wrong in at least ${CORRECTION_LIMITS.problem.min} characters`,
        });
      }
      if (details.length > 0) return answer('invalid', new HttpError(400, 'The correction is not complete', details));
      const item = await corrections.itemName(app.db, kind!, body.itemId);
      if (!item.ok) return answer('invalid', notFound('Item'));

      const id = await corrections.create(app.db, {
        kind: kind!,
        itemId: body.itemId,
        field: body.field,
        problem,
        source,
      });
      if (isForm) return answer(null);
      return reply.status(201).send({ success: true as const, data: { id } });
    },
  );

  app.get(
    '/',
    {
      onRequest: app.requireRole('admin'),
      schema: {
        tags: ['corrections'],
        security: [{ bearerAuth: [] }],
        'x-role': 'admin',
        operationId: 'listCorrections',
        summary: 'The review queue (admin): corrections by status, oldest first',
        description: 'Open corrections by default; `status` lists the accepted or rejected ones. At most 200.',
        querystring: Type.Object({ status: Type.Optional(Status) }),
        response: { 200: ok(Type.Array(CorrectionSchema)), 401: errorResponses[401], 403: errorResponses[403] },
      },
    },
    async (request) => ({
      success: true as const,
      data: await corrections.list(app.db, request.query.status ?? 'open', 200),
    }),
  );

  app.get(
    '/:id',
    {
      onRequest: app.requireRole('admin'),
      schema: {
        tags: ['corrections'],
        security: [{ bearerAuth: [] }],
        'x-role': 'admin',
        operationId: 'getCorrection',
        summary: 'One correction (admin), for its review',
        description:
          "The correction, its item's current value of the field it names (null when the item is gone), and the " +
          "item's history of changes made through corrections, newest first.",
        params: IdParams,
        response: {
          200: ok(
            Type.Object({
              correction: CorrectionSchema,
              current: Nullable(Type.String()),
              history: Type.Array(HistorySchema),
            }),
          ),
          ...errorsOf(401, 403, 404),
        },
      },
    },
    async (request) => {
      const correction = await correctionOf(request.params.id);
      const item = await REPOSITORIES[correction.kind].getInput(app.db, correction.itemId);
      const stored: Record<string, unknown> | null = item.ok ? { ...item.value } : null;
      const value = stored?.[correction.field];
      return {
        success: true as const,
        data: {
          correction,
          current: typeof value === 'string' ? value : value == null && stored ? '' : null,
          history: await corrections.historyOf(app.db, correction.kind, correction.itemId),
        },
      };
    },
  );

  app.post(
    '/:id/accept',
    {
      onRequest: app.requireRole('admin'),
      schema: {
        tags: ['corrections'],
        security: [{ bearerAuth: [] }],
        'x-role': 'admin',
        operationId: 'acceptCorrection',
        summary: 'Accept a correction (admin), editing the field of the record; the history keeps who changed what',
        description:
          'With `field` and `value`, that text field of the item is set (checked like any edit) and the change is ' +
          'recorded in the history; without them the correction is closed as accepted with no edit.',
        params: IdParams,
        body: Type.Object({
          field: Type.Optional(Type.String({ maxLength: 40 })),
          value: Type.Optional(Type.String({ maxLength: 5000 })),
        }),
        response: {
          200: ok(CorrectionSchema),
          ...errorsOf(400, 401, 403, 404, 409),
        },
      },
    },
    async (request) => {
      const admin = userId(request);
      const correction = await correctionOf(request.params.id);
      if (correction.status !== 'open') throw new HttpError(409, `This correction was already ${correction.status}`);
      const { field, value } = request.body;
      await app.db.transaction(async (tx) => {
        if (field !== undefined && value !== undefined) {
          const kind: CorrectionKind = correction.kind;
          if (!EDITABLE_FIELDS[kind].includes(field)) {
            throw new HttpError(400, 'That field cannot be edited here', [
              { field: 'field', message: `field must be one of ${EDITABLE_FIELDS[kind].join(', ')}` },
            ]);
          }
          const repository = REPOSITORIES[kind];
          const item = await repository.getInput(tx, correction.itemId);
          if (!item.ok) throw notFound('Item');
          const stored: Record<string, unknown> = { ...item.value };
          const oldValue = typeof stored[field] === 'string' ? stored[field] : '';
          const input = await checkInput(tx, kind, { ...stored, [field]: value });
          // Each repository takes its own kind's input; checkInput has made it that.
          const written = await guardedWrite('An item with that name already exists', () =>
            (repository.update as (db: typeof tx, id: string, input: unknown) => Promise<Outcome<void, 'not-found'>>)(
              tx,
              correction.itemId,
              input,
            ),
          );
          if (!written.ok) throw notFound('Item');
          await corrections.recordChange(tx, {
            kind,
            itemId: correction.itemId,
            field,
            oldValue,
            newValue: value.trim(),
            changedBy: admin,
            correctionId: correction.id,
          });
        }
        if (!(await corrections.close(tx, correction.id, 'accepted', admin)).ok) {
          throw new HttpError(409, 'This correction was already reviewed');
        }
      });
      app.catalogueCache.invalidate();
      return { success: true as const, data: await correctionOf(correction.id) };
    },
  );

  app.post(
    '/:id/reject',
    {
      onRequest: app.requireRole('admin'),
      schema: {
        tags: ['corrections'],
        security: [{ bearerAuth: [] }],
        'x-role': 'admin',
        operationId: 'rejectCorrection',
        summary: 'Reject a correction (admin): closed, the record unchanged',
        description: 'Closes an open correction as rejected; 409 when it was already reviewed.',
        params: IdParams,
        response: {
          200: ok(CorrectionSchema),
          ...errorsOf(401, 403, 404, 409),
        },
      },
    },
    async (request) => {
      const correction = await correctionOf(request.params.id);
      if (!(await corrections.close(app.db, correction.id, 'rejected', userId(request))).ok) {
        throw new HttpError(409, `This correction was already ${correction.status}`);
      }
      return { success: true as const, data: await correctionOf(correction.id) };
    },
  );
};

export default routes;
