# syntax=docker/dockerfile:1.7
# One image recipe for the three Node services of the monorepo; pick one with --target
# (commerce | content | gateway). Build context: the repository root
#   docker build -f ops/docker/node.Dockerfile --target gateway .
# TypeScript runs through tsx (as in `npm start`), so there is no compile step; the gateway
# image also carries the built storefront (web/dist), which it serves.

FROM node:20.20-bookworm-slim AS deps
WORKDIR /app
# better-sqlite3 and sharp build or download native code during `npm ci`.
RUN apt-get update \
  && apt-get install -y --no-install-recommends python3 make g++ ca-certificates \
  && rm -rf /var/lib/apt/lists/*
COPY . .
RUN npm ci --no-audit --no-fund

FROM deps AS web
RUN npm run build -w web

FROM node:20.20-bookworm-slim AS runtime
WORKDIR /app
# Every service listens on all interfaces inside its container.
ENV APP_MODE=production \
    NODE_ENV=production \
    HOST=0.0.0.0 \
    COMMERCE_HOST=0.0.0.0 \
    CONTENT_HOST=0.0.0.0 \
    VAR_DIR=/app/var
COPY --from=deps /app /app
RUN mkdir -p /app/var && chown -R node:node /app/var
USER node

FROM runtime AS commerce
ENV COMMERCE_PORT=4010
EXPOSE 4010
HEALTHCHECK --interval=10s --timeout=3s --start-period=60s --retries=5 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:4010/healthz').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"]
# Telemetry is preloaded so every module is instrumented before it loads (platform/src/telemetry).
CMD ["node", "--import", "tsx", "--import", "@nails/platform/telemetry/register", "upstreams/commerce/src/server.ts"]

FROM runtime AS content
ENV CONTENT_PORT=4020
EXPOSE 4020
HEALTHCHECK --interval=10s --timeout=3s --start-period=60s --retries=5 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:4020/healthz').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"]
# Telemetry is preloaded so every module is instrumented before it loads (platform/src/telemetry).
CMD ["node", "--import", "tsx", "--import", "@nails/platform/telemetry/register", "upstreams/content/src/server.ts"]

FROM runtime AS gateway
COPY --from=web --chown=node:node /app/web/dist /app/web/dist
ENV PORT=3000
EXPOSE 3000
HEALTHCHECK --interval=10s --timeout=3s --start-period=60s --retries=5 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:3000/healthz').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"]
# Telemetry is preloaded so every module is instrumented before it loads (platform/src/telemetry).
CMD ["node", "--import", "tsx", "--import", "@nails/platform/telemetry/register", "gateway/src/server.ts"]
