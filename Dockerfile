# syntax=docker/dockerfile:1
# Deckdoctor: build with dev dependencies, run with production ones only.
# docker build -t deckdoctor .
# docker run -p 8080:8080 -v deckdoctor-data:/data deckdoctor
# The card store is built into the /data volume on first start (see README, Deploy).

ARG NODE_IMAGE=node:20-bookworm-slim

# better-sqlite3 compiles from source when no prebuilt binary fits: the toolchain lives only in these stages.
FROM ${NODE_IMAGE} AS toolchain
RUN apt-get update \
 && apt-get install -y --no-install-recommends python3 make g++ \
 && rm -rf /var/lib/apt/lists/*
WORKDIR /app

# Stage 1: compile TypeScript with the dev dependencies.
FROM toolchain AS build
COPY package.json package-lock.json tsconfig.json ./
COPY scripts/prepare.mjs scripts/bundle-typebox.mjs scripts/
COPY src src
# npm ci runs `prepare`, which compiles src/ to dist/ and inlines TypeBox (tests and benches are not in the context).
RUN npm ci --no-audit --no-fund

# Stage 2: production dependencies only, as `npm ci --omit=dev` installs them beside the compiled output.
FROM toolchain AS deps
COPY package.json package-lock.json ./
COPY scripts/prepare.mjs scripts/
COPY --from=build /app/dist/src dist/src
RUN npm ci --omit=dev --no-audit --no-fund && npm cache clean --force

# Stage 3: the image: no compiler, no dev dependencies, not root.
FROM ${NODE_IMAGE}
ENV NODE_ENV=production \
    DECKDOCTOR_DATA_DIR=/data \
    HOST=0.0.0.0 \
    PORT=8080 \
    WORKERS=1
WORKDIR /app
COPY --from=deps /app/node_modules node_modules
COPY --from=build /app/dist/src dist/src
COPY package.json ./
COPY web web
COPY docker/entrypoint.sh /usr/local/bin/deckdoctor-start
RUN mkdir -p /data && chown node:node /data
USER node
VOLUME ["/data"]
EXPOSE 8080
# Healthy once the card store is loaded; a first start that imports or downloads it takes a few minutes at most.
HEALTHCHECK --interval=30s --timeout=5s --start-period=300s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:'+(process.env.PORT||8080)+'/readyz').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"]
ENTRYPOINT ["deckdoctor-start"]
CMD ["serve"]
