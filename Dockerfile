# Quiz Dojo's image: docs/deploy.md#container-image, docs/decisions/0020-container-image.md.
#   podman build --format docker -t quiz-dojo .    (or docker build -t quiz-dojo .)
#   podman run -d -p 3000:3000 -v quiz-dojo-data:/data -e PUBLIC_URL=https://quiz.example.org quiz-dojo
# Every stage starts from NODE_IMAGE, so that better-sqlite3's binary (one per platform, inside its
# package) is the one of the platform the server runs on. The image test passes a base assembled
# from Debian's packages, as no registry is reachable there (scripts/container/base-image.ts).
ARG NODE_IMAGE=node:26-bookworm-slim

# npm reaches the registry through the build's network and proxy settings (HTTP_PROXY and HTTPS_PROXY
# are passed on by the engine). A registry behind a private certificate authority: pass its
# certificates with `--secret id=npm_ca,src=/path/to/ca.pem`; without that secret Node ignores the
# missing file.
FROM ${NODE_IMAGE} AS build
WORKDIR /app
COPY package.json package-lock.json .npmrc ./
RUN --mount=type=secret,id=npm_ca NODE_EXTRA_CA_CERTS=/run/secrets/npm_ca \
    npm ci --no-audit --no-fund --ignore-scripts
COPY . .
RUN npm run build

# The production dependencies alone, without the sources better-sqlite3 carries for compilers and
# its binaries for other platforms (node_modules/better-sqlite3/prebuilds: about 20 MB).
FROM ${NODE_IMAGE} AS dependencies
WORKDIR /app
COPY package.json package-lock.json .npmrc ./
RUN --mount=type=secret,id=npm_ca NODE_EXTRA_CA_CERTS=/run/secrets/npm_ca \
    npm ci --omit=dev --no-audit --no-fund --ignore-scripts \
  && cd node_modules/better-sqlite3 \
  && rm -rf deps src \
  && find prebuilds -type f ! -name "linux-$(node -p process.arch).node" -delete \
  && node -e "new (require('better-sqlite3'))(':memory:').prepare('select 1').get()" \
  && npm cache clean --force

FROM ${NODE_IMAGE} AS run
# tini as PID 1: it passes SIGTERM to the server (which then drains its connections) and reaps
# zombies. From Debian's packages, so its updates come with the base's.
RUN apt-get update \
  && apt-get install -y --no-install-recommends tini \
  && rm -rf /var/lib/apt/lists/* /var/cache/apt/*.bin \
  && useradd --system --uid 10001 --user-group --home-dir /app --no-create-home --shell /usr/sbin/nologin quiz-dojo \
  && mkdir /data \
  && chown quiz-dojo:quiz-dojo /data \
  && chmod 0700 /data
WORKDIR /app
COPY --from=dependencies /app/node_modules node_modules
COPY --from=build /app/dist/client dist/client
COPY --from=build /app/dist/render dist/render
COPY --from=build /app/dist/server dist/server
COPY package.json ./
COPY content content
# Any of the README's settings can be given with -e; these are the ones a container changes.
ENV NODE_ENV=production \
    PORT=3000 \
    HOST=0.0.0.0 \
    DATABASE_URL=file:/data/quiz-dojo.sqlite
VOLUME /data
USER quiz-dojo
EXPOSE 3000
# No curl in the image: Node asks /api/health itself (200 while the process runs).
HEALTHCHECK --interval=30s --timeout=5s --start-period=60s --retries=3 \
  CMD ["node", "-e", "fetch(`http://127.0.0.1:${process.env.PORT}/api/health`).then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
ENTRYPOINT ["/usr/bin/tini", "--"]
CMD ["node", "dist/server/server/index.js"]

# compose.yaml's backups: the server's files with PostgreSQL's client tools (Debian 12's 15: pg_dump,
# pg_restore and psql) for `node dist/server/scripts/db-backup.js [--restore]`, into /app/backups.
FROM run AS backup
USER root
RUN apt-get update \
  && apt-get install -y --no-install-recommends postgresql-client \
  && rm -rf /var/lib/apt/lists/* /var/cache/apt/*.bin \
  && mkdir /app/backups \
  && chown quiz-dojo:quiz-dojo /app/backups \
  && chmod 0700 /app/backups
USER quiz-dojo
HEALTHCHECK NONE
CMD ["node", "dist/server/scripts/db-backup.js"]

# The image `docker build .` makes: the server, as the run stage left it.
FROM run
