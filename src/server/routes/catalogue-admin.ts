/**
 * /api/admin/import and /api/admin/export: the catalogue files of the import CLI, through the
 * API, for the admin dashboard (the CLI cannot open an embedded database the server holds).
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { errorResponses } from '../schemas/common.ts';
import { CATALOGUE_KINDS } from '../../shared/catalogue-format.ts';
import { CATALOGUE_FORMATS } from '../../shared/catalogue-files.ts';
import { CatalogueImportError } from '../catalogue/import.ts';
import { exportCatalogue, importCatalogueFile } from '../catalogue/files.ts';

const Kind = Type.Enum(CATALOGUE_KINDS, { description: 'What the file holds' });
const Format = Type.Enum(CATALOGUE_FORMATS, { description: 'The file format' });
const FieldErrors = Type.Array(Type.Object({ field: Type.String(), message: Type.String() }));

const ImportBody = Type.Object({
  kind: Type.Optional(Kind),
  format: Format,
  content: Type.String({ description: 'The whole file, as text (FORMAT.md). A JSON file may carry its own kind.' }),
  skipExisting: Type.Optional(
    Type.Boolean({ description: 'Leave out rows already in the catalogue instead of refusing the file' }),
  ),
});
const ImportAnswer = Type.Object({
  success: Type.Literal(true),
  data: Type.Object({ kind: Kind, imported: Type.Integer({ description: 'Records written' }) }),
});
const ImportRefused = Type.Object({
  success: Type.Literal(false),
  error: Type.String(),
  details: FieldErrors,
  rows: Type.Optional(
    Type.Array(
      Type.Object({
        row: Type.Integer({ description: 'CSV line or JSON item number; 0 for the file as a whole' }),
        errors: FieldErrors,
      }),
      { description: 'Each bad row of the file (absent when the request itself is malformed)' },
    ),
  ),
});

const IMPORT_BODY_LIMIT = 32 * 1024 * 1024;
const adminOnly = { tags: ['admin'], security: [{ bearerAuth: [] }], 'x-role': 'admin' as const };

const routes: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    '/import',
    {
      onRequest: app.requireRole('admin'),
      bodyLimit: IMPORT_BODY_LIMIT,
      schema: {
        ...adminOnly,
        operationId: 'importCatalogue',
        summary: 'Import a catalogue file, all or nothing (admin)',
        description: 'Every row is checked first; any bad row refuses the whole file with a 400 listing each bad row.',
        body: ImportBody,
        response: { 200: ImportAnswer, 400: ImportRefused, 401: errorResponses[401], 403: errorResponses[403] },
      },
    },
    async (request, reply) => {
      const { kind, format, content, skipExisting = false } = request.body;
      try {
        const outcome = await importCatalogueFile(app.db, content, {
          format,
          kind,
          skipExisting,
          warn: (err) => request.log.warn({ err }, "the imported names' US births were not loaded"),
        });
        app.catalogueCache.invalidate();
        return reply.send({ success: true as const, data: outcome });
      } catch (error) {
        if (!(error instanceof CatalogueImportError)) throw error;
        const details = error.rows.flatMap(({ row, errors }) =>
          errors.map((e) => ({ field: e.field, message: row > 0 ? `row ${row}: ${e.message}` : e.message })),
        );
        return reply.status(400).send({ success: false as const, error: error.message, details, rows: error.rows });
      }
    },
  );

  app.get(
    '/export',
    {
      onRequest: app.requireRole('admin'),
      schema: {
        ...adminOnly,
        operationId: 'exportCatalogue',
        summary: 'Export one kind of the catalogue as a file the import reads (admin)',
        description: 'One kind of the catalogue, as JSON (default) or CSV, in the format the import reads back.',
        querystring: Type.Object({ kind: Kind, format: Type.Optional(Format) }),
        response: {
          200: Type.String({ description: 'The file (JSON or CSV), as an attachment' }),
          400: errorResponses[400],
          401: errorResponses[401],
          403: errorResponses[403],
        },
      },
    },
    async (request, reply) => {
      const { kind, format = 'json' } = request.query;
      const file = await exportCatalogue(app.db, kind, format);
      return reply
        .header('content-type', format === 'csv' ? 'text/csv; charset=utf-8' : 'application/json; charset=utf-8')
        .header('content-disposition', `attachment; filename="${kind}.${format}"`)
        .header('cache-control', 'no-store')
        .send(file);
    },
  );
};

export default routes;
