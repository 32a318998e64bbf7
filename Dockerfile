# syntax=docker/dockerfile:1
# Build: full dependencies, production build. Run: production dependencies only, non-root.

FROM node:24-bookworm-slim AS build
WORKDIR /app
COPY package.json package-lock.json ./
COPY scripts/check-node.cjs ./scripts/
RUN npm ci --no-audit --no-fund
COPY . .
RUN npm run build

FROM node:24-bookworm-slim AS runtime
ENV NODE_ENV=production PORT=3000 DATA_DIR=/data
WORKDIR /app
COPY package.json package-lock.json ./
COPY scripts/check-node.cjs ./scripts/
RUN npm ci --omit=dev --no-audit --no-fund && npm cache clean --force
# The build, the server that serves it and the migrations: nothing of app/ or content/
# (the build bundles what the server needs; decision record 004).
COPY --from=build /app/build ./build
COPY server ./server
COPY migrations ./migrations
# `npm run leads` (list, retry, data-subject requests) inside the container, next to the running server
COPY scripts/leads.ts ./scripts/leads.ts
RUN mkdir -p /data && chown node:node /data
USER node
EXPOSE 3000
VOLUME ["/data"]
HEALTHCHECK --interval=15s --timeout=3s --start-period=30s \
  CMD node -e "fetch('http://127.0.0.1:'+(process.env.PORT||3000)+'/readyz').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"
CMD ["node", "server/main.ts"]
