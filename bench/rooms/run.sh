#!/usr/bin/env bash
# Rooms benchmark (PostgreSQL): a workspace of MEMBERS (200) members with
# ROOMS (100) rooms, every member in every room, and VIDEOS (100) videos in
# each room by its members, COMMENTS (3) comments on each, half the rooms
# read by the benchmark's user; all made straight in the database after the
# server has migrated it. Then CONNS (8) keep-alive connections ask for
# GET /api/channel/video/list/{id} (the rooms in turn) for DURATION (10 s),
# ROUNDS (3) times after a warm-up, and the same for GET /api/team/list when
# the server has that call. Prints per round req/s and p50/p95/p99, then the
# median. Target: p95 < 20 ms.
#
# Needs curl, jq, Go and psql. Uses TEST_PG_DSN, or starts PostgreSQL with
# scripts/pg-start.sh. Usage: bash bench/rooms/run.sh
set -euo pipefail

source "$(dirname "$0")/../lib.sh"
need curl jq go psql
ROOT=$(cd "$BENCH_DIR/.." && pwd)
ROUNDS=${ROUNDS:-3}
DURATION=${DURATION:-10s}
CONNS=${CONNS:-8}
MEMBERS=${MEMBERS:-200}
ROOMS=${ROOMS:-100}
VIDEOS=${VIDEOS:-100}
COMMENTS=${COMMENTS:-3}
WORK=$(mktemp -d /tmp/reelroom-bench-rooms.XXXXXX)

cleanup() {
	stop_server
	bench_pg_cleanup
	rm -rf "$WORK"
}
trap cleanup EXIT INT TERM

service_binary "$WORK"
(cd "$BENCH_DIR/rooms" && GOWORK=off go build -o "$WORK/client" client.go)

# seed makes the workspace, its members, rooms, videos and comments for
# user $1 (the workspace's owner and every room's creator).
seed() {
	psql -q -v ON_ERROR_STOP=1 "$DB_URL" <<SQL
BEGIN;
INSERT INTO users (email, password_hash, nickname, created_at, updated_at)
SELECT 'member' || g || '@bench.invalid', '-', 'Member ' || g, now(), now() FROM generate_series(2, $MEMBERS) g;
INSERT INTO teams (name, owner_id, created_at, updated_at) VALUES ('Bench', $1, now(), now());
INSERT INTO team_members (team_id, user_id, role, joined_at)
SELECT t.id, u.id, CASE WHEN u.id = $1 THEN 1 WHEN u.id % 10 = 0 THEN 4 ELSE 3 END, now()
FROM teams t, users u WHERE t.owner_id = $1 AND (u.id = $1 OR u.email LIKE '%@bench.invalid');
INSERT INTO channels (team_id, name, is_private, creator_id, created_at, updated_at)
SELECT t.id, 'room ' || g, g % 4 = 0, $1, now(), now() FROM teams t, generate_series(1, $ROOMS) g WHERE t.owner_id = $1;
INSERT INTO channel_members (channel_id, user_id, role, joined_at, last_read_at)
SELECT c.id, m.user_id, CASE WHEN m.user_id = $1 THEN 1 ELSE 2 END, now(),
       CASE WHEN m.user_id = $1 AND c.id % 2 = 0 THEN now() - interval '50 hours' END
FROM channels c JOIN team_members m ON m.team_id = c.team_id;
INSERT INTO videos (user_id, channel_id, added_at, title, status, duration_ms, size_bytes, width, height, created_at, updated_at)
SELECT (SELECT user_id FROM team_members m WHERE m.team_id = c.team_id ORDER BY user_id OFFSET (g * 7 + c.id) % $MEMBERS LIMIT 1),
       c.id, now() - g * interval '1 hour', 'video ' || g, 1, 60000, 1000000, 1280, 720, now(), now()
FROM channels c, generate_series(1, $VIDEOS) g;
INSERT INTO comments (video_id, user_id, blocks, created_at, updated_at)
SELECT v.id, v.user_id, '[{"type":"text","text":"nice"}]', now(), now() FROM videos v, generate_series(1, $COMMENTS) g
WHERE v.channel_id <> 0;
COMMIT;
SQL
	vacuum
}

# vacuum does what autovacuum does to a live database (statistics, and the
# visibility maps that let index-only scans skip the tables). A VACUUM run
# at once after the seed may leave the maps empty (the rows just committed
# are not yet known visible to every transaction), so it runs again until
# the big tables' pages are all-visible, and says how far it got.
vacuum() {
	local i seen
	for i in $(seq 1 10); do
		psql -q "$DB_URL" -c "VACUUM ANALYZE"
		seen=$(psql -qAt "$DB_URL" -c "SELECT string_agg(relname || ' ' || relallvisible || '/' || relpages, ', ' ORDER BY relname)
			|| CASE WHEN bool_and(relallvisible >= relpages) THEN '' ELSE ' (not all-visible)' END
			FROM pg_class WHERE relname IN ('videos', 'channel_members', 'comments')")
		[[ $seen == *"not all-visible"* ]] || break
		sleep 1
	done
	echo "visibility map (pages all-visible/pages): $seen"
}

# median prints the middle of its arguments.
median() { printf '%s\n' "$@" | sort -g | sed -n "$((($# + 1) / 2))p"; }

# load NAME PATHS runs the rounds against PATHS and prints the figures.
load() {
	local name=$1 paths=$2 i out rps=() p95=() p99=()
	"$WORK/client" -base "$BASE" -token "$TOKEN" -paths "$paths" -c "$CONNS" -d 2s >/dev/null # warm-up
	echo "$name: $CONNS connections, $DURATION per round"
	for i in $(seq 1 "$ROUNDS"); do
		out=$("$WORK/client" -base "$BASE" -token "$TOKEN" -paths "$paths" -c "$CONNS" -d "$DURATION")
		echo "  round $i: $out"
		[ "$(awk '{ print $4 }' <<<"$out")" = 0 ] || die "$name: requests failed"
		rps+=("$(awk '{ print $6 }' <<<"$out")")
		p95+=("$(awk '{ print $10 }' <<<"$out")")
		p99+=("$(awk '{ print $12 }' <<<"$out")")
	done
	local m95
	m95=$(median "${p95[@]}")
	echo "  median: req/s $(median "${rps[@]}")  p95 ${m95} ms  p99 $(median "${p99[@]}") ms"
	awk -v p="$m95" -v n="$name" 'BEGIN { printf "  %s: %s (median p95 < 20 ms)\n", n, (p < 20) ? "PASS" : "FAIL" }'
}

note_load
bench_pg_start rooms
bench_pg_database rooms
DATABASE_URL=$DB_URL start_server
sign_up
ME=$(api GET /api/user/info | jq -r '.id')
seed "$ME"
ROOM_IDS=$(psql -qAt "$DB_URL" -c "SELECT id FROM channels ORDER BY id")
[ "$(api GET "/api/channel/video/list/$(head -1 <<<"$ROOM_IDS")" | jq '.videos | length')" = 30 ] ||
	die "a room's first page does not hold 30 videos"
echo "workspace: $MEMBERS members, $ROOMS rooms x $VIDEOS videos, $COMMENTS comments a video"
load "GET /api/channel/video/list/{id}" "$(sed 's#^#/api/channel/video/list/#' <<<"$ROOM_IDS" | paste -sd,)"
if [ "$(curl -s -H "Authorization: Bearer $TOKEN" "$BASE/api/team/list" | jq -r '.code')" = 0 ]; then
	load "GET /api/team/list" "/api/team/list"
else
	echo "GET /api/team/list: not served by this build; skipped"
fi
