#!/usr/bin/env bash
# The production install path, as the Dockerfile runs it: a copy of the build with
# production dependencies only must start and answer /readyz and / with 200.
set -euo pipefail
cd "$(dirname "$0")/.."
[ -f build/server/index.js ] || npm run build
dir=$(mktemp -d)
trap 'kill "${pid:-0}" 2>/dev/null || true; rm -rf "$dir"' EXIT
cp -r package.json package-lock.json build server content migrations "$dir/"
mkdir -p "$dir/app/server" "$dir/app/lib"
cp app/server/env.server.ts "$dir/app/server/"
cp app/lib/public-config.ts "$dir/app/lib/"
(cd "$dir" && npm install --omit=dev --no-audit --no-fund --loglevel=error >/dev/null)
[ ! -d "$dir/node_modules/vite" ] || { echo "prod-check: dev dependencies were installed"; exit 1; }
port=3990
(cd "$dir" && PORT=$port HOST=127.0.0.1 DATA_DIR="$dir/data" node server/main.ts >"$dir/server.log" 2>&1) &
pid=$!
for _ in $(seq 1 120); do
  curl -fs "http://127.0.0.1:$port/readyz" >/dev/null 2>&1 && break
  sleep 0.5
done
for path in /readyz / /pl/kontakt; do
  code=$(curl -s -o /dev/null -w '%{http_code}' "http://127.0.0.1:$port$path")
  echo "prod-check: GET $path -> $code"
  [ "$code" = 200 ] || { cat "$dir/server.log"; exit 1; }
done
echo "prod-check: production install serves the site"
