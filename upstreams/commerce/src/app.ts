import Fastify, { type FastifyServerOptions } from 'fastify';
import mercurius from 'mercurius';
import { NoSchemaIntrospectionCustomRule, type GraphQLError } from 'graphql';
import type { CommerceContext, CommerceRuntime } from './graphql/context.ts';
import { buildCommerceSchema } from './graphql/schema.ts';
import { commerceResolvers, createContextExtension } from './graphql/resolvers.ts';
import { uploadsRoute } from './images/uploads-route.ts';
import { shopRoutes } from './shop/index.ts';

/**
 * The commerce HTTP app: WooGraphQL at /graphql (POST, GET for queries, batches), /healthz, and
 * images under /wp-content/uploads/. `src/index.ts` starts it; tests start it on port 0.
 */
export async function buildCommerceApp(runtime: CommerceRuntime, options: FastifyServerOptions = {}) {
  const app = Fastify({ ...options, bodyLimit: 1024 * 1024 });
  app.decorate('commerce', runtime);

  app.get('/healthz', async () => {
    runtime.db.prepare('SELECT 1').get();
    return { status: 'ok', service: 'commerce' };
  });

  await app.register(uploadsRoute);
  // Signed download links and, outside production, the developer mailbox (src/shop/routes.ts).
  await app.register(shopRoutes);

  const extendContext = await createContextExtension();
  await app.register(mercurius, {
    schema: buildCommerceSchema(await commerceResolvers()),
    path: '/graphql',
    routes: true,
    allowBatchedQueries: true,
    graphiql: runtime.config.APP_MODE !== 'production',
    // Production hides the schema from strangers (the gateway reads schema/commerce.graphql).
    validationRules: runtime.config.APP_MODE === 'production' ? [NoSchemaIntrospectionCustomRule] : [],
    context: async (request, reply): Promise<CommerceContext> => {
      const { shop } = await extendContext(request, reply);
      return { runtime, db: runtime.db, catalogue: runtime.catalogue, request, reply, shop };
    },
    // WPGraphQL answers every GraphQL error with HTTP 200 and `errors[]`; so does this back end.
    errorFormatter: (execution, context) => {
      const formatted = mercurius.defaultErrorFormatter(execution, context);
      for (const error of (execution.errors ?? []) as GraphQLError[]) {
        // Unexpected resolver failures only: validation errors and our coded errors are the caller's.
        if (!error.path || !error.originalError || error.extensions?.code) continue;
        context.reply.log.error({ err: error.originalError, path: error.path }, 'resolver failed');
      }
      return { statusCode: 200, response: formatted.response };
    },
  });

  return app;
}
