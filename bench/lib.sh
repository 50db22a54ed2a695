# Shared by the benchmark scripts: start a throwaway server, sign up, and
# send a file through init + tus. Source it; it expects `set -euo pipefail`.
#
# Everything targets 127.0.0.1 only.

BENCH_DIR=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)
REELROOM_BIN=${REELROOM_BIN:-$BENCH_DIR/../bin/reelroom}

SERVER_PID=
DATA_DIR=
BASE=
TOKEN=

die() { echo "bench: $*" >&2; exit 1; }

need() {
	local p
	for p in "$@"; do
		command -v "$p" >/dev/null || die "$p is needed"
	done
}

# free_port prints a loopback port nobody listens on.
free_port() {
	local p i
	for i in $(seq 1 50); do
		p=$((20000 + RANDOM % 40000))
		if ! (: </dev/tcp/127.0.0.1/$p) 2>/dev/null; then
			echo "$p"
			return
		fi
	done
	die "no free port found"
}

# start_server runs the binary on a free port with a fresh DATA_DIR under
# /tmp and waits until /healthz answers 200. Its log is $DATA_DIR.log.
start_server() {
	[ -x "$REELROOM_BIN" ] || die "no server binary at $REELROOM_BIN (make build, or set REELROOM_BIN)"
	DATA_DIR=$(mktemp -d /tmp/reelroom-bench-data.XXXXXX)
	local port
	port=$(free_port)
	BASE=http://127.0.0.1:$port
	# The lowest bcrypt cost keeps sign-up quick; it does not touch what is measured.
	PORT=$port DATA_DIR=$DATA_DIR BCRYPT_COST=10 LOG_LEVEL=info \
		"$REELROOM_BIN" >"$DATA_DIR.log" 2>&1 &
	SERVER_PID=$!
	local i
	for i in $(seq 1 150); do
		if [ "$(curl -s -o /dev/null -w '%{http_code}' "$BASE/healthz" || true)" = 200 ]; then
			return
		fi
		kill -0 "$SERVER_PID" 2>/dev/null || { cat "$DATA_DIR.log" >&2; die "server exited at start"; }
		sleep 0.2
	done
	die "server did not become healthy in 30 s"
}

# stop_server stops our server and removes its data; safe to call twice.
stop_server() {
	if [ -n "$SERVER_PID" ]; then
		kill "$SERVER_PID" 2>/dev/null || true
		wait "$SERVER_PID" 2>/dev/null || true
		SERVER_PID=
	fi
	if [ -n "$DATA_DIR" ]; then
		rm -rf "$DATA_DIR" "$DATA_DIR.log"
		DATA_DIR=
	fi
}

# api METHOD PATH [JSON] prints the envelope's data, failing on a non-zero code.
api() {
	local method=$1 path=$2 body=${3:-}
	local args=(-sS -X "$method" -H 'Content-Type: application/json')
	[ -n "$TOKEN" ] && args+=(-H "Authorization: Bearer $TOKEN")
	[ -n "$body" ] && args+=(--data "$body")
	local out
	out=$(curl "${args[@]}" "$BASE$path")
	if [ "$(jq -r '.code' <<<"$out")" != 0 ]; then
		die "$method $path: $out"
	fi
	jq -c '.data' <<<"$out"
}

# sign_up registers a fresh account and keeps its access token in TOKEN.
sign_up() {
	TOKEN=
	TOKEN=$(api POST /api/auth/register \
		"{\"email\":\"bench-$RANDOM$RANDOM@example.com\",\"password\":\"bench-kettle-harbor-7\",\"nickname\":\"bench\"}" |
		jq -r '.token')
}

# new_video TITLE prints the id of a new video waiting for its bytes.
new_video() {
	api POST /api/v2/record/local/init "$(jq -cn --arg t "$1" '{title: $t, folder_id: 0}')" | jq -r '.video_id'
}

# tus_create VIDEO_ID SIZE prints the absolute URL of a new tus upload.
tus_create() {
	local id=$1 size=$2 headers loc
	headers=$(curl -sS -o /dev/null -D - -X POST "$BASE/api/v2/record/upload/" \
		-H "Authorization: Bearer $TOKEN" -H 'Tus-Resumable: 1.0.0' \
		-H "Upload-Length: $size" \
		-H "Upload-Metadata: video_id $(printf '%s' "$id" | base64)")
	loc=$(tr -d '\r' <<<"$headers" | awk 'tolower($1) == "location:" {print $2}')
	[ -n "$loc" ] || die "tus create for video $id: no Location in: $headers"
	case $loc in
	http*) echo "$loc" ;;
	*) echo "$BASE$loc" ;;
	esac
}

# tus_patch URL FILE streams FILE as one PATCH (curl reads it in chunks, it
# never holds it whole) and prints curl's seconds from start to the response.
tus_patch() {
	local url=$1 file=$2 out
	# "Expect:" turns off curl's 100-continue wait; the server reads the body at once.
	out=$(curl -sS -o /dev/null -X PATCH -T "$file" -w '%{http_code} %{time_total}' \
		-H 'Expect:' -H "Authorization: Bearer $TOKEN" -H 'Tus-Resumable: 1.0.0' \
		-H 'Upload-Offset: 0' -H 'Content-Type: application/offset+octet-stream' "$url")
	[ "${out%% *}" = 204 ] || die "PATCH $url answered ${out%% *}"
	echo "${out#* }"
}

# upload_file TITLE FILE creates a video and sends FILE; prints the video id.
upload_file() {
	local id url
	id=$(new_video "$1")
	url=$(tus_create "$id" "$(stat -c %s "$2")")
	tus_patch "$url" "$2" >/dev/null
	echo "$id"
}

# note_load prints the load average: other work on the machine skews every
# figure here, so the output should say how busy it was.
note_load() {
	local one
	one=$(cut -d ' ' -f 1 /proc/loadavg)
	echo "machine: $(nproc) cores, load average $(cut -d ' ' -f 1-3 /proc/loadavg)$(
		awk -v l="$one" 'BEGIN { if (l > 0.5) print " (busy: other work skews these figures)" }')"
}

# Benchmarks on PostgreSQL: bench_pg_start NAME uses TEST_PG_DSN or starts a
# throwaway cluster (PG_DIR), and bench_pg_database NAME makes a fresh database
# (DB, its URL in DB_URL); bench_pg_cleanup drops and stops what they made.
PG_DIR= DB= DB_URL=
bench_pg_start() {
	if [ -z "${TEST_PG_DSN:-}" ]; then
		PG_DIR=$(mktemp -u "/tmp/reelroom-bench-$1-pg.XXXXXX") # PostgreSQL's own user must reach it
		TEST_PG_DSN=$(bash "$ROOT/scripts/pg-start.sh" "$PG_DIR")
	fi
}
bench_pg_database() {
	DB=bench_$1_$RANDOM$RANDOM
	psql -q "$TEST_PG_DSN" -c "CREATE DATABASE $DB"
	local dsn
	dsn=$(sed -E "s#/[^/?]*(\?|$)#/$DB\1#" <<<"${TEST_PG_DSN#*://}")
	DB_URL=${TEST_PG_DSN%%://*}://$dsn
}
bench_pg_cleanup() {
	[ -n "$DB" ] && psql -q "$TEST_PG_DSN" -c "DROP DATABASE IF EXISTS $DB WITH (FORCE)" >/dev/null 2>&1 || true
	[ -n "$PG_DIR" ] && bash "$ROOT/scripts/pg-stop.sh" "$PG_DIR" >/dev/null 2>&1 || true
}

# service_binary builds the service alone into DIR when REELROOM_BIN is not
# built (the web app plays no part in API benchmarks).
service_binary() {
	if [ ! -x "$REELROOM_BIN" ]; then
		(cd "$ROOT" && go build -o "$1/reelroom" ./cloud/cmd/reelroom)
		REELROOM_BIN=$1/reelroom
	fi
}

# wrk_parse reads the output of `wrk --latency` and prints
# "requests N errors E seconds S rps R p50_ms A p99_ms B", as the Go load
# clients do; errors are socket errors and answers other than 2xx/3xx.
wrk_parse() {
	awk 'function ms(v, u) { u = v; sub(/[0-9.]+/, "", u); v += 0
			return u == "us" ? v / 1000 : u == "s" ? v * 1000 : u == "m" ? v * 60000 : v }
		/requests in/ { n = $1; s = $4; sub(/s,$/, "", s) }
		$1 == "50%" { p50 = ms($2) }
		$1 == "99%" { p99 = ms($2) }
		/Non-2xx/ { e += $NF }
		/Socket errors/ { gsub(/,/, ""); e += $4 + $6 + $8 + $10 }
		END { if (n == "" || s == 0) exit 1
			printf "requests %d errors %d seconds %.2f rps %.0f p50_ms %.2f p99_ms %.2f\n", n, e, s, n / s, p50, p99 }'
}
