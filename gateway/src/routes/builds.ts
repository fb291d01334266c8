import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { FastifyPluginAsync } from 'fastify';

/** The build the web app wrote to `web/dist/builds/latest.json`; "development" before any build. */
export function buildInfo(distDir: string): { id: string; builtAt: string | null } {
  try {
    const latest = JSON.parse(readFileSync(path.join(distDir, 'builds', 'latest.json'), 'utf8')) as {
      id?: string;
      timestamp?: number;
      builtAt?: string;
    };
    return {
      id: latest.id ?? 'development',
      builtAt: latest.builtAt ?? (latest.timestamp ? new Date(latest.timestamp).toISOString() : null),
    };
  } catch {
    return { id: 'development', builtAt: null };
  }
}

/**
 * Behaviour §7 build housekeeping: `/builds/latest.json` (polled with a cache-busting query, never
 * cached) and `/builds/meta/{id}.json` (immutable per build).
 */
export const buildRoutes: FastifyPluginAsync = async (app) => {
  const distDir = app.config.WEB_DIST_DIR;
  app.get('/builds/latest.json', async (_request, reply) => {
    const info = buildInfo(distDir);
    reply.header('cache-control', 'no-cache, no-store, must-revalidate');
    return { id: info.id, timestamp: info.builtAt ? Date.parse(info.builtAt) : 0 };
  });
  app.get<{ Params: { file: string } }>('/builds/meta/:file', async (request, reply) => {
    const id = request.params.file.replace(/\.json$/, '');
    if (!/^[A-Za-z0-9_-]{1,80}$/.test(id)) return reply.code(404).send({ error: 'not found' });
    try {
      const meta = JSON.parse(
        readFileSync(path.join(distDir, 'builds', 'meta', `${id}.json`), 'utf8'),
      ) as unknown;
      reply.header('cache-control', 'public, max-age=31536000, immutable');
      return meta;
    } catch {
      const current = buildInfo(distDir);
      if (id !== current.id) return reply.code(404).send({ error: 'not found' });
      reply.header('cache-control', 'no-cache');
      return {
        id: current.id,
        timestamp: current.builtAt ? Date.parse(current.builtAt) : 0,
        matcher: {},
        prerendered: [],
      };
    }
  });
};
