#!/usr/bin/env bash
# The production install path, as the Dockerfile runs it: the files its runtime stage
# copies, with production dependencies only, must start and answer /readyz, / and the
# pages rendered per request that need bundled content (blog posts, jobs) with 200.
# The file list is read from the Dockerfile itself, so the image and this check cannot
# drift apart. It also proves the seam of decision record 004: no app/ and no content/
# in the image, and no import of app/ from server/.
set -euo pipefail
cd "$(dirname "$0")/.."
[ -f build/server/entry.mjs ] || npm run build
dir=$(mktemp -d)
trap 'kill "${pid:-0}" 2>/dev/null || true; rm -rf "$dir"' EXIT

# COPY lines of the runtime stage: "COPY src... dest" or "COPY --from=build /app/x dest".
awk '/^FROM .* AS runtime/{on=1; next} on && /^COPY /' Dockerfile | while read -r _ first rest; do
  if [[ $first == --from=* ]]; then
    set -- $rest; src=("${1#/app/}"); dest=$2
  else
    set -- $first $rest; dest=${!#}; src=("${@:1:$#-1}")
  fi
  for s in "${src[@]}"; do
    target="$dir/${dest#./}"
    [[ $dest == */ || $# -gt 2 ]] && mkdir -p "$target"
    mkdir -p "$(dirname "$target")"
    cp -r "$s" "$target"
  done
done

if grep -rnE "(from|import\() *['\"]\.\./app" server/; then echo "prod-check: server/ imports application source"; exit 1; fi
for absent in app content; do
  [ ! -e "$dir/$absent" ] || { echo "prod-check: the runtime holds $absent/"; exit 1; }
done
(cd "$dir" && npm ci --omit=dev --no-audit --no-fund --loglevel=error >/dev/null)
[ ! -d "$dir/node_modules/vitest" ] || { echo "prod-check: dev dependencies were installed"; exit 1; }
port=$(node -e "const s=require('node:net').createServer().listen(0,'127.0.0.1',()=>{console.log(s.address().port);s.close()})")
# Started from another folder: nothing may depend on the working directory either.
(cd / && PORT=$port HOST=127.0.0.1 DATA_DIR="$dir/data" BUILD_DIR="$dir/build" exec node "$dir/server/main.ts" >"$dir/server.log" 2>&1) &
pid=$!
for _ in $(seq 1 120); do
  curl -fs "http://127.0.0.1:$port/readyz" >/dev/null 2>&1 && break
  kill -0 "$pid" 2>/dev/null || break
  sleep 0.5
done
# /blog?tag= and /contact?position= are rendered per request from the bundled posts and jobs.
# The first open job's English slug and title, from its content file (content/jobs/<key>.yaml).
read -r job title < <(node -e "
const { load } = require('js-yaml'); const fs = require('node:fs')
const jobs = fs.readdirSync('content/jobs').filter((n) => n.endsWith('.yaml'))
  .map((n) => load(fs.readFileSync('content/jobs/' + n, 'utf8'))).filter((j) => j.open !== false && !j.closingDate)
console.log(jobs[0].en.slug + ' ' + jobs[0].en.title)")
for path in /readyz / /pl/kontakt "/blog?tag=kpi" "/contact?position=$job" /pl/blog/rss.xml; do
  code=$(curl -s -o /dev/null -w '%{http_code}' "http://127.0.0.1:$port$path" || true)
  echo "prod-check: GET $path -> $code"
  [ "$code" = 200 ] || { echo "prod-check: server log:"; cat "$dir/server.log"; exit 1; }
done
# Read whole before searching: grep -q stops at the first match, and under pipefail the
# SIGPIPE that curl then gets on a large page would fail the check.
contact_page=$(curl -fs "http://127.0.0.1:$port/contact?position=$job")
grep -qF "$title" <<<"$contact_page" \
  || { echo "prod-check: the contact page does not name the bundled position $job"; exit 1; }
# A data-subject request through the running server's local socket, as an operator runs it.
subject=$(cd "$dir" && DATA_DIR="$dir/data" node scripts/leads.ts subject nobody@example.com)
grep -q '"leads": \[\]' <<<"$subject" || { echo "prod-check: leads CLI answered: $subject"; exit 1; }
echo "prod-check: production install serves the site and answers npm run leads"
