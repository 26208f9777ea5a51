# Multi-stage build: dependencies and build in one stage, a slim runtime as a non-root user in the other.
FROM node:20-bookworm-slim AS build
WORKDIR /app
COPY package.json package-lock.json .npmrc turbo.json tsconfig.base.json ./
COPY apps/api/package.json apps/api/
COPY apps/web/package.json apps/web/
COPY packages/contracts/package.json packages/contracts/
COPY packages/db/package.json packages/db/
RUN npm ci --no-audit --no-fund
COPY . .
RUN npm run build && npm prune --omit=dev --no-audit --no-fund

FROM node:20-bookworm-slim
ENV NODE_ENV=production PORT=3000 DATA_DIR=/data WEB_DIST=/app/apps/web/dist
WORKDIR /app
COPY --from=build --chown=node:node /app/node_modules ./node_modules
COPY --from=build --chown=node:node /app/package.json ./
COPY --from=build --chown=node:node /app/packages ./packages
COPY --from=build --chown=node:node /app/apps/api/dist ./apps/api/dist
COPY --from=build --chown=node:node /app/apps/api/package.json ./apps/api/
# The API's own node_modules: the packages npm could not hoist (@fastify/static, @fastify/swagger-ui… in versions
# other than the root's). Without them the server does not start (found by deploy/image.test.ts).
COPY --from=build --chown=node:node /app/apps/api/node_modules ./apps/api/node_modules
COPY --from=build --chown=node:node /app/apps/web/dist ./apps/web/dist
# /backups: the backup service's volume (docker-compose.yml) takes this owner when first created.
RUN mkdir -p /data /backups && chown node:node /data /backups
USER node
EXPOSE 3000
HEALTHCHECK --interval=30s --timeout=5s --start-period=30s CMD node -e "fetch('http://127.0.0.1:3000/api/health').then(r=>process.exit(r.ok?0:1)).catch(()=>process.exit(1))"
# A young generation of 64 MB: a request's garbage dies there instead of being promoted, so the old generation's
# full collections (20–35 ms pauses on a 60 MB heap) come far less often (bench/recruitment.ts's p99).
CMD ["node", "--max-semi-space-size=64", "apps/api/dist/server.js"]
