# The release (npm run release) on Node's current LTS, slim. Build: docker build -t chauffeur-booking .
# Run: see compose.yaml and docs/deploy.md. tests/deploy-files.test.ts keeps this file in step
# with the release (command, port, health path, settings).

FROM node:24-bookworm-slim AS build
WORKDIR /src
COPY package.json package-lock.json ./
# No install scripts: the build needs none (esbuild's only checks its binary, used by tests).
RUN npm ci --ignore-scripts --no-audit --no-fund
COPY . .
RUN npm run release -- --out /out && mv /out/chauffeur-booking-*/ /out/app

FROM node:24-bookworm-slim
ENV NODE_ENV=production \
    HOST=0.0.0.0 \
    PORT=3000 \
    DATA_DIR=/data
WORKDIR /app
# Owned by root and read-only to the server; it writes to DATA_DIR only (a volume), so the
# container runs with a read-only root filesystem.
COPY --from=build /out/app/ /app/
RUN mkdir -p /data && chown node:node /data && chmod 700 /data
USER node
VOLUME ["/data"]
EXPOSE 3000
# Liveness only: a database outage must not get the container restarted (docs/decisions/0074).
HEALTHCHECK --interval=10s --timeout=3s --start-period=30s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:'+process.env.PORT+'/api/health/live').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"]
# The graceful shutdown (docs/decisions/0037-graceful-shutdown.md) runs on SIGTERM.
STOPSIGNAL SIGTERM
CMD ["node", "server.js"]
