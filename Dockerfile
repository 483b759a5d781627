# The product's container image (decision 153). Build: `docker build -t sovereign-defence .`
# Stage 1 builds with every dependency; stage 2 runs the build with production dependencies only, as the
# unprivileged `node` user. docs/deployment.md shows it in the production layout (compose.yaml).
ARG NODE_VERSION=22

FROM node:${NODE_VERSION}-bookworm-slim AS build
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci
COPY . .
RUN npm run build

FROM node:${NODE_VERSION}-bookworm-slim AS runtime
# MALLOC_ARENA_MAX: server/node-flags.ts' SERVER_PROCESS_ENVIRONMENT (decision 164), read by glibc at start.
ENV NODE_ENV=production \
    MALLOC_ARENA_MAX=2 \
    HOST=0.0.0.0 \
    PORT=3000 \
    DATA_DIR=/data
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --omit=dev && npm cache clean --force
# The server finds its migrations beside package.json (server/paths.ts) and its bundle in build/.
COPY --from=build /app/build ./build
COPY drizzle ./drizzle
# DATA_DIR: the auth secret (when BETTER_AUTH_SECRET is unset), the embedded database and local files
# when DATABASE_URL and S3_BUCKET are not set. With both set, nothing in it needs to survive.
RUN mkdir -p /data && chown node:node /data
VOLUME /data
USER node
EXPOSE 3000
# Liveness only (GET /api/health); the proxy and orchestrators ask GET /api/ready before sending traffic.
HEALTHCHECK --interval=15s --timeout=5s --start-period=90s --retries=3 \
  CMD ["node", "-e", "fetch(`http://127.0.0.1:${process.env.PORT}/api/health`).then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
# No V8 flag (server/node-flags.ts, decision 269): one would override the database thread's own heap limits.
CMD ["node", "build/server/main.js"]
