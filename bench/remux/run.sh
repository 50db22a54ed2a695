#!/usr/bin/env bash
# Media pipeline benchmark, two parts.
#
# 1. Remux: a 10-minute 1080p30 H.264 + AAC MP4 made by ffmpeg, with its moov
#    box at the end (no +faststart), is uploaded through the API. Timed: from
#    sending complete until the first detail answer with status 1 (ok), polled
#    every 20 ms. Target < 2 s. Then checked: the play URL (Range, 206) starts
#    with moov before mdat, and the duration is 600000 ms (+- 1 s). Repeated
#    REMUX_ROUNDS times (default 3), one new video each; verdict on the median.
# 2. API latency during a transcode: a 2-minute 1080p MPEG-4 Part 2 .mov (not
#    playable in browsers, so the server re-encodes it to H.264) is uploaded
#    and completed; while it is in status 5 (processing), LOAD_N requests
#    (default 10000), half GET /api/video/list/0 and half GET /api/user/info,
#    are sent with LOAD_C (default 4) in flight over keep-alive connections,
#    for at most 60 s. The load stops early if the video leaves status 5, and
#    the run fails unless it stayed in 5 and ffmpeg was running before and
#    after. Target p95 < 100 ms. The same load on the idle server is printed
#    first as a baseline.
#
# The server runs ffmpeg and ffprobe through a small wrapper that logs each
# run's wall, user and system time (it costs a few ms a run; TRACE_FFMPEG=0
# turns it off), so every round shows where the time went.
#
# Generated videos are cached in BENCH_CACHE (default /tmp/reelroom-bench-cache)
# so reruns skip making them. The HTTP client is bench/remux/client.go, built
# with the standard library only (GOWORK=off: it joins no module).
#
# Usage: bash bench/remux/run.sh   (REELROOM_BIN, REMUX_ROUNDS, LOAD_N, LOAD_C)
set -euo pipefail

source "$(dirname "$0")/../lib.sh"
need curl jq go ffmpeg ffprobe od awk ps

BENCH_CACHE=${BENCH_CACHE:-/tmp/reelroom-bench-cache}
REMUX_ROUNDS=${REMUX_ROUNDS:-3}
LOAD_N=${LOAD_N:-10000}
TRACE_FFMPEG=${TRACE_FFMPEG:-1}
LOAD_C=${LOAD_C:-4}
REMUX_TARGET_S=2
P95_TARGET_MS=100

WORK=
cleanup() {
	stop_server
	[ -n "$WORK" ] && rm -rf "$WORK"
}
trap cleanup EXIT
trap 'exit 130' INT TERM

# cached NAME ARGS... makes $BENCH_CACHE/NAME with ffmpeg ARGS unless it exists.
cached() {
	local name=$1
	shift
	if [ ! -s "$BENCH_CACHE/$name" ]; then
		mkdir -p "$BENCH_CACHE"
		echo "making $name with ffmpeg (cached for later runs)..." >&2
		ffmpeg -hide_banner -nostdin -v error -y "$@" "$BENCH_CACHE/.tmp-$name"
		mv "$BENCH_CACHE/.tmp-$name" "$BENCH_CACHE/$name"
	fi
	echo "$BENCH_CACHE/$name"
}

# box_order FILE prints the top-level box types of a local MP4, in order.
box_order() {
	local f=$1 off=0 total hex size
	total=$(stat -c %s "$f")
	while [ "$off" -lt "$total" ]; do
		hex=$(od -A n -t x1 -j "$off" -N 16 "$f" | tr -d ' \n')
		size=$((16#${hex:0:8}))
		[ "$size" = 1 ] && size=$((16#${hex:16:16}))
		[ "$size" = 0 ] && size=$((total - off))
		printf "%s " "$(dd if="$f" bs=1 skip=$((off + 4)) count=4 status=none)"
		[ "$size" -ge 8 ] || break
		off=$((off + size))
	done
}

# job_line ID prints the server's "video processed" log line for a video; the
# server writes it just after the video turns ok, so wait for it briefly.
job_line() {
	local i
	for i in $(seq 1 50); do
		if grep -m 1 "msg=\"video processed\" video_id=$1 " "$DATA_DIR.log"; then
			return
		fi
		sleep 0.1
	done
	echo "(no \"video processed\" log line for video $1)"
}

H264=$(cached h264-1080p-600s.mp4 \
	-f lavfi -i testsrc2=size=1920x1080:rate=30 -f lavfi -i sine=frequency=440:sample_rate=48000 \
	-t 600 -c:v libx264 -preset ultrafast -g 60 -pix_fmt yuv420p -c:a aac -b:a 128k -f mp4)
MPEG4=$(cached mpeg4-1080p-120s.mov \
	-f lavfi -i testsrc2=size=1920x1080:rate=30 -f lavfi -i sine=frequency=440:sample_rate=48000 \
	-t 120 -c:v mpeg4 -q:v 5 -c:a aac -b:a 128k -f mov)

WORK=$(mktemp -d /tmp/reelroom-bench-remux.XXXXXX)
TRACE=$WORK/ffmpeg-trace.log
: >"$TRACE"
# wrap PROGRAM writes $WORK/PROGRAM, which runs the real one and logs its times.
wrap() {
	local real
	real=$(command -v "$1")
	cat >"$WORK/$1" <<-EOF
		#!/usr/bin/env bash
		start=\$EPOCHREALTIME
		"$real" "\$@"
		rc=\$?
		times >"$TRACE.\$\$" # in this shell: a subshell would not see the child
		read -r child_user child_sys < <(tail -n 1 "$TRACE.\$\$")
		rm -f "$TRACE.\$\$"
		echo "$1 \$start \$EPOCHREALTIME \$child_user \$child_sys rc=\$rc" >>"$TRACE"
		exit \$rc
	EOF
	chmod +x "$WORK/$1"
	echo "$WORK/$1"
}
if [ "$TRACE_FFMPEG" = 1 ]; then
	export FFMPEG FFPROBE
	FFMPEG=$(wrap ffmpeg) FFPROBE=$(wrap ffprobe)
fi

# trace_since LINE prints the ffmpeg runs logged after line LINE of the trace.
trace_since() {
	tail -n +$(($1 + 1)) "$TRACE" | awk '{ gsub(/^0m|s$/, "", $4); gsub(/^0m|s$/, "", $5)
		printf "%s%s %.2f s (user %s, sys %s)", (NR > 1 ? ", " : ""), $1, $3 - $2, $4, $5 }'
}

(cd "$BENCH_DIR/remux" && GOWORK=off go build -o "$WORK/client" client.go)
CLIENT=$WORK/client

note_load
start_server
sign_up

echo
echo "== remux: $(basename "$H264"), $(($(stat -c %s "$H264") >> 20)) MiB, top-level boxes: $(box_order "$H264")"
secs_list=()
remux_ok=1
for r in $(seq 1 "$REMUX_ROUNDS"); do
	t0=$EPOCHREALTIME
	id=$(upload_file "remux bench $r" "$H264")
	up_s=$(awk -v a="$t0" -v b="$EPOCHREALTIME" 'BEGIN { printf "%.1f", b - a }')
	sync # the upload's writeback should not land inside the timed part
	traced=$(wc -l <"$TRACE")
	res=$("$CLIENT" wait -base "$BASE" -token "$TOKEN" -video "$id")
	s=$(jq -r '.seconds' <<<"$res")
	dur=$(jq -r '.duration_ms' <<<"$res")
	boxes=$("$CLIENT" boxes -base "$BASE" -url "$(jq -r '.play_url' <<<"$res")" | awk '{ printf "%s ", $1 }')
	line=$(job_line "$id")
	took=$(sed -n 's/.*took=\([^ ]*\).*/\1/p' <<<"$line")
	transcoded=$(sed -n 's/.*transcoded=\([^ ]*\).*/\1/p' <<<"$line")
	faststart=no
	[[ "$boxes" == *moov*mdat* ]] && faststart=yes
	dur_ok=no
	[ "$dur" -ge 599000 ] && [ "$dur" -le 601000 ] && dur_ok=yes
	printf 'round %s: upload %ss; complete -> ok %.3f s (server job took %s, transcoded=%s); output boxes: %s-> faststart %s; duration %s ms (%s)\n' \
		"$r" "$up_s" "$s" "${took:-?}" "${transcoded:-?}" "$boxes" "$faststart" "$dur" "$dur_ok"
	[ "$TRACE_FFMPEG" = 1 ] && echo "  runs: $(trace_since "$traced")"
	[ "$faststart" = yes ] && [ "$dur_ok" = yes ] && [ "$transcoded" = false ] || remux_ok=0
	secs_list+=("$s")
done
median() { printf '%s\n' "$@" | sort -g | awk '{ v[NR] = $1 } END { print (NR % 2) ? v[(NR + 1) / 2] : (v[NR / 2] + v[NR / 2 + 1]) / 2 }'; }
remux_s=$(median "${secs_list[@]}")
remux_verdict=FAIL
if [ "$remux_ok" = 1 ] && awk -v s="$remux_s" -v t="$REMUX_TARGET_S" 'BEGIN { exit !(s < t) }'; then
	remux_verdict=PASS
fi
printf '%s: 10-minute 1080p H.264 to faststart MP4, complete -> ok median %.3f s (target < %s s; all: %s)%s\n' \
	"$remux_verdict" "$remux_s" "$REMUX_TARGET_S" "${secs_list[*]}" \
	"$([ "$remux_ok" = 1 ] || echo '; an output was not faststart, not 600 s, or was re-encoded')"

echo
echo "== API latency while a transcode runs: $(basename "$MPEG4"), $(($(stat -c %s "$MPEG4") >> 20)) MiB"
for i in $(seq 1 20); do new_video "list filler $i" >/dev/null; done
echo "account holds $(api GET /api/video/list/0 | jq '.videos | length') videos"
show_load() {
	jq -r '"\(.requests) requests (\(.errors) errors), \(.concurrency) in flight, \(.seconds*10|round/10) s, \(.per_second|round)/s: p50 \(.p50_ms) ms, p95 \(.p95_ms) ms, p99 \(.p99_ms) ms, max \(.max_ms) ms"' <<<"$1"
}
idle=$("$CLIENT" load -base "$BASE" -token "$TOKEN" -n "$LOAD_N" -c "$LOAD_C")
echo "idle server:        $(show_load "$idle")"

id=$(upload_file "transcode bench" "$MPEG4")
api POST /api/v2/record/local/complete "{\"video_id\":$id}" >/dev/null
ffmpeg_running() { ps --ppid "$SERVER_PID" -o args= | grep -c -- '-c:v libx264' || true; }
for _ in $(seq 1 100); do
	[ "$(ffmpeg_running)" -ge 1 ] && break
	sleep 0.1
done
before=$(ffmpeg_running)
load=$("$CLIENT" load -base "$BASE" -token "$TOKEN" -watch "$id" -n "$LOAD_N" -c "$LOAD_C")
after=$(ffmpeg_running)
echo "during transcode:   $(show_load "$load")"
stayed=$(jq -r '.stayed_processing' <<<"$load")
echo "video $id stayed in status 5 throughout: $stayed; x264 ffmpeg running before: $before, after: $after; load average: $(cut -d' ' -f1-3 /proc/loadavg)"
p95=$(jq -r '.p95_ms' <<<"$load")
lat_verdict=FAIL
if [ "$stayed" = true ] && [ "$before" -ge 1 ] && [ "$after" -ge 1 ] &&
	awk -v p="$p95" -v t="$P95_TARGET_MS" 'BEGIN { exit !(p < t) }'; then
	lat_verdict=PASS
fi
echo "$lat_verdict: API p95 $p95 ms while transcoding (target < $P95_TARGET_MS ms)"
