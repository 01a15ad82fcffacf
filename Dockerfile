# Production image: Next's standalone server. Migrations run in instrumentation.ts when the
# server starts, before it answers requests.
FROM node:20-bookworm-slim AS deps
WORKDIR /app
COPY package.json package-lock.json ./
# npm ci applies them (postinstall): fixes to dependencies that upstream has not released yet.
COPY patches ./patches
RUN npm ci --no-audit --no-fund

FROM deps AS build
COPY . .
ENV NEXT_OUTPUT=standalone NEXT_TELEMETRY_DISABLED=1
RUN npm run build
# `npm run operator` for the container (`docker compose exec app node operator.mjs add <email>`):
# one file, since the standalone server has neither tsx nor the scripts.
RUN npx esbuild scripts/operator.ts --bundle --platform=node --format=esm --target=node20 \
      --external:../db/embedded --outfile=operator.mjs --log-level=warning

FROM node:20-bookworm-slim AS runner
WORKDIR /app
# KEEP_ALIVE_TIMEOUT: idle connections outlive a load balancer's 60 s (see scripts/launch.ts).
ENV NODE_ENV=production PORT=3000 HOSTNAME=0.0.0.0 NEXT_TELEMETRY_DISABLED=1 KEEP_ALIVE_TIMEOUT=65000
RUN groupadd --system --gid 1001 app && useradd --system --uid 1001 --gid app app
COPY --from=build --chown=app:app /app/.next/standalone ./
COPY --from=build --chown=app:app /app/.next/static ./.next/static
COPY --from=build --chown=app:app /app/public ./public
COPY --from=build --chown=app:app /app/drizzle ./drizzle
COPY --from=build --chown=app:app /app/operator.mjs ./operator.mjs
USER app
EXPOSE 3000
HEALTHCHECK --interval=10s --timeout=5s --start-period=20s \
  CMD node -e "fetch('http://127.0.0.1:3000/api/health').then(r => process.exit(r.ok ? 0 : 1)).catch(() => process.exit(1))"
CMD ["node", "server.js"]
