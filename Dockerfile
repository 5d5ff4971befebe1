# The marketplace image used by compose.yaml: one image for every role (ROLE=api|worker).
# Two stages: the build has every dependency (Vite, esbuild, TypeScript) and builds the web app
# and the server bundle; the image that runs keeps only the production dependencies and the
# build, and runs as the unprivileged `node` user. No instance builds at start and none runs
# tsx (tools/build-server.mjs says why; tsx is a development dependency and not in this image).
# The backup commands are compiled too (`node dist/server/backup-cli.js FILE`); on PostgreSQL
# they need pg_dump and pg_restore, which this image leaves out (docs/backup.md).

FROM node:24-bookworm-slim AS build
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --no-audit --no-fund
COPY . .
RUN npm run build

FROM node:24-bookworm-slim
# MALLOC_ARENA_MAX=2: glibc gives each thread that allocates its own arena and keeps what they
# freed; libvips' threads (photos) made that 65 MB an instance (docs/performance.md, ADR 0015).
# MALLOC_MMAP_THRESHOLD_=65536: blocks of 64 KB and more (zlib's and brotli's windows) are mapped on
# their own and given back when freed, instead of glibc raising the threshold and keeping them.
ENV NODE_ENV=production HOST=0.0.0.0 PORT=3000 DATA_DIR=/data MALLOC_ARENA_MAX=2 MALLOC_MMAP_THRESHOLD_=65536
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --omit=dev --no-audit --no-fund && npm cache clean --force
COPY --from=build /app/dist ./dist
# The data directory (mail outbox and file caches when SMTP_URL or STORAGE_URL are unset): a
# volume mounted here starts out owned by the user the server runs as.
RUN mkdir -p /data && chown node:node /data
USER node
EXPOSE 3000
# Liveness: /api/health answers 200 while the database (and Redis, when configured) answer.
# Node's own fetch, since the slim image has no curl.
HEALTHCHECK --interval=15s --timeout=5s --start-period=120s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:' + (process.env.PORT || 3000) + '/api/health').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
CMD ["node", "--max-semi-space-size=16", "dist/server/main.js"]
