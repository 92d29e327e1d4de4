import fp from 'fastify-plugin';
import type { Db } from '../db/index.ts';
import type { Config } from '../config.ts';

declare module 'fastify' {
  interface FastifyInstance {
    db: Db;
    config: Config;
  }
}

/** Makes the database and the configuration reachable from every route as app.db / app.config. */
export default fp(
  async (app, options: { db: Db; config: Config }) => {
    app.decorate('db', options.db);
    app.decorate('config', options.config);
  },
  { name: 'db' },
);
