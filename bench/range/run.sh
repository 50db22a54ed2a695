#!/usr/bin/env bash
# Range serving against nginx: 1 MiB Range requests at random offsets of one
# video file, from wrk with CONNS (200) connections on THREADS (2) threads,
# to Reelroom's play URL and to Debian's nginx serving the same file from
# the same place on disk. ROUNDS (3) rounds of DURATION (10 s) each, after an
# untimed warm-up of both, alternating which server goes first. Prints per
# round and as min/median/max: req/s, MB/s of body, p50/p99 latency and each
# server's CPU per request (utime + stime from /proc/PID/stat; nginx: its
# master and workers), wrk's CPU per request and the TCP segments per request,
# then the ratios Reelroom / nginx. Server + wrk CPU per request is the steadier
# comparison on a busy machine: on loopback the kernel's sending and receiving
# work lands in either process's account.
# Target: median req/s ratio >= 0.8.
#
# The video (about 97 MiB, 40 s of 1280x720 noise at 20 Mbit/s, made once
# with ffmpeg in BENCH_CACHE) goes in through the API: init, tus, complete,
# processing; Reelroom serves it from local storage ($DATA_DIR/media). nginx
# runs as the user running this script, from a config and prefix of its own in
# a temp dir, on a free loopback port, with sendfile on as Debian ships it and
# no access log (Reelroom logs successful requests only at debug level).
#
# Needs curl, jq, ffmpeg, Go, nginx and wrk (bash bench/install-tools.sh).
# Usage: bash bench/range/run.sh
set -euo pipefail

source "$(dirname "$0")/../lib.sh"
ROOT=$(cd "$BENCH_DIR/.." && pwd)
NGINX=$(command -v nginx || echo /usr/sbin/nginx)
[ -x "$NGINX" ] && command -v wrk >/dev/null || die "nginx and wrk are needed: sudo bash bench/install-tools.sh"
need curl jq ffmpeg go cmp
ROUNDS=${ROUNDS:-3}
DURATION=${DURATION:-10s}
CONNS=${CONNS:-200}
THREADS=${THREADS:-2}
LEN=${LEN:-1048576}
CACHE=${BENCH_CACHE:-/tmp/reelroom-bench-cache}
WORK=$(mktemp -d /tmp/reelroom-bench-range.XXXXXX)
NGINX_PID=

cleanup() {
	if [ -n "$NGINX_PID" ]; then
		kill "$NGINX_PID" 2>/dev/null || true # SIGTERM: fast shutdown, workers too
		wait "$NGINX_PID" 2>/dev/null || true
	fi
	stop_server
	rm -rf "$WORK"
}
trap cleanup EXIT
trap 'exit 130' INT TERM

service_binary "$WORK"
HZ=$(getconf CLK_TCK)

# The test video, made once.
mkdir -p "$CACHE"
SRC=$CACHE/range-720p-noise-40s.mp4
if [ ! -s "$SRC" ]; then
	echo "making $SRC (once)"
	ffmpeg -loglevel error -y -f lavfi -i "testsrc2=size=1280x720:rate=30,noise=alls=60:allf=t" \
		-f lavfi -i "sine=frequency=440" -t 40 -c:v libx264 -preset ultrafast -b:v 20M -maxrate 20M \
		-bufsize 40M -pix_fmt yuv420p -c:a aac -b:a 128k -f mp4 "$SRC.part"
	mv "$SRC.part" "$SRC"
fi

note_load
start_server
sign_up
ID=$(upload_file "range bench" "$SRC")
api POST /api/v2/record/local/complete "{\"video_id\":$ID}" >/dev/null
for i in $(seq 1 600); do
	detail=$(api GET "/api/video/detail/$ID")
	[ "$(jq -r '.status' <<<"$detail")" = 1 ] && [[ "$(jq -r '.play_url' <<<"$detail")" == */video.mp4* ]] && break
	[ "$i" = 600 ] && die "video $ID not processed in 120 s: $detail"
	sleep 0.2 # waiting for the processing, not timing it
done
PLAY=$(jq -r '.play_url' <<<"$detail")
[[ $PLAY == http* ]] || PLAY=$BASE$PLAY
PLAY_PATH=/${PLAY#http*://*/}
FILE=$DATA_DIR/media/videos/$ID/video.mp4
[ -f "$FILE" ] || die "no $FILE: Reelroom's local storage is laid out otherwise"
SIZE=$(stat -c %s "$FILE")

# nginx, serving the directory that holds the very file Reelroom sends.
NGINX_PORT=$(free_port)
mkdir -p "$WORK/nginx/logs" "$WORK/nginx/tmp"
user_line=
[ "$(id -u)" = 0 ] && user_line="user root;" # its workers must read the 0700 DATA_DIR, as the server does
cat >"$WORK/nginx/nginx.conf" <<CONF
$user_line
worker_processes auto;
daemon off;
pid $WORK/nginx/nginx.pid;
error_log $WORK/nginx/logs/error.log warn;
events { worker_connections 4096; }
http {
	sendfile on;
	tcp_nopush on;
	access_log off;
	types { video/mp4 mp4; }
	client_body_temp_path $WORK/nginx/tmp/body;
	proxy_temp_path $WORK/nginx/tmp/proxy;
	fastcgi_temp_path $WORK/nginx/tmp/fastcgi;
	uwsgi_temp_path $WORK/nginx/tmp/uwsgi;
	scgi_temp_path $WORK/nginx/tmp/scgi;
	server {
		listen 127.0.0.1:$NGINX_PORT;
		root $(dirname "$FILE");
		location = /video.mp4 { }
	}
}
CONF
"$NGINX" -e "$WORK/nginx/logs/error.log" -p "$WORK/nginx" -c "$WORK/nginx/nginx.conf" &
NGINX_PID=$!
NGINX_URL=http://127.0.0.1:$NGINX_PORT/video.mp4
for i in $(seq 1 100); do
	[ "$(curl -s -o /dev/null -w '%{http_code}' "$NGINX_URL" -r 0-0 || true)" = 206 ] && break
	kill -0 "$NGINX_PID" 2>/dev/null || { cat "$WORK/nginx/logs/error.log" >&2; die "nginx exited at start"; }
	[ "$i" = 100 ] && die "nginx did not answer in 10 s"
	sleep 0.1
done

# Both send the same bytes for the same range, as 206 with 1 MiB.
off=$(((RANDOM * 32768 + RANDOM) % (SIZE - LEN)))
range=$off-$((off + LEN - 1))
for who in reelroom nginx; do
	url=$PLAY
	[ $who = nginx ] && url=$NGINX_URL
	out=$(curl -sS -r "$range" -o "$WORK/$who.part" -w '%{http_code} %{size_download}' "$url")
	[ "$out" = "206 $LEN" ] || die "$who answered $out to Range bytes=$range"
done
cmp -s "$WORK/reelroom.part" "$WORK/nginx.part" || die "Reelroom and nginx sent different bytes for bytes=$range"
cat "$FILE" >/dev/null # both read it from the page cache

echo "file: $SIZE bytes ($FILE); Range requests of $LEN bytes at random offsets"
echo "wrk: $THREADS threads, $CONNS connections, $DURATION per round; Reelroom $BASE, nginx $(nginx -v 2>&1 | sed 's/.*: //') on port $NGINX_PORT"

# ticks PID... prints the processes' user + system time in clock ticks.
ticks() { local p; for p in "$@"; do cat "/proc/$p/stat"; done | awk '{ s += $14 + $15 } END { print s }'; }
nginx_pids() { echo "$NGINX_PID" $(pgrep -P "$NGINX_PID"); }

# segments prints the TCP segments the machine has sent (both ways on loopback, ACKs too).
segments() { awk '$1 == "Tcp:" && $12 ~ /^[0-9]+$/ { print $12 }' /proc/net/snmp; }

# load WHO DURATION runs wrk at one server and prints
# "rps R mbps M p50 A p99 B cpu_us C wrk_cpu_us W segments S errors E",
# segments being the TCP segments sent per request, both ways.
load() {
	local who=$1 dur=$2 url path pids out c0 c1 s0 s1 wrk_s
	if [ "$who" = reelroom ]; then
		url=$BASE path=$PLAY_PATH pids=$SERVER_PID
	else
		url=http://127.0.0.1:$NGINX_PORT path=/video.mp4 pids=$(nginx_pids)
	fi
	c0=$(ticks $pids) s0=$(segments)
	# `times` inside the substitution prints its children's (wrk's) CPU last.
	out=$(wrk -t "$THREADS" -c "$CONNS" -d "$dur" --latency -s "$BENCH_DIR/range/ranges.lua" "$url" -- "$path" "$SIZE" "$LEN" && times)
	c1=$(ticks $pids) s1=$(segments)
	wrk_s=$(tail -1 <<<"$out" | awk '{ s = 0; for (i = 1; i <= 2; i++) { split($i, t, /[ms]/); s += t[1] * 60 + t[2] }; print s }')
	local w
	w=$(wrk_parse <<<"$out") || die "wrk: $out"
	awk -v len="$LEN" -v t=$((c1 - c0)) -v hz="$HZ" -v wrk="$wrk_s" -v sg=$((s1 - s0)) '{
		n = $2; s = $6
		printf "rps %.0f mbps %.0f p50 %s p99 %s cpu_us %.0f wrk_cpu_us %.0f segments %.1f errors %d\n",
			n / s, n * len / s / 1e6, $10, $12, t / hz / n * 1e6, wrk / n * 1e6, sg / n, $4 }' <<<"$w"
}

# summary NAME VALUE... prints min, median and max.
summary() {
	local name=$1
	shift
	printf '%s\n' "$@" | sort -g | awk -v n="$name" '{ v[NR] = $1 }
		END { printf "  %-28s min %8s   median %8s   max %8s\n", n, v[1], v[int((NR + 1) / 2)], v[NR] }'
}
median() { printf '%s\n' "$@" | sort -g | awk '{ v[NR] = $1 } END { print v[int((NR + 1) / 2)] }'; }
field() { awk -v k="$1" '{ for (i = 1; i < NF; i++) if ($i == k) print $(i + 1) }' <<<"$2"; }

load reelroom 2s >/dev/null # warm-up
load nginx 2s >/dev/null
declare -A rps mbps p50 p99 cpu wcpu
ratio=() cpuratio=() totratio=()
for r in $(seq 1 "$ROUNDS"); do
	order=(reelroom nginx)
	[ $((r % 2)) = 0 ] && order=(nginx reelroom)
	declare -A line=()
	for who in "${order[@]}"; do
		line[$who]=$(load "$who" "$DURATION")
		echo "  round $r $who: ${line[$who]}"
		[ "$(field errors "${line[$who]}")" = 0 ] || echo "  (round $r: $who had errors or answers other than 206)"
		rps[$who]+=" $(field rps "${line[$who]}")"
		mbps[$who]+=" $(field mbps "${line[$who]}")"
		p50[$who]+=" $(field p50 "${line[$who]}")"
		p99[$who]+=" $(field p99 "${line[$who]}")"
		cpu[$who]+=" $(field cpu_us "${line[$who]}")"
		wcpu[$who]+=" $(field wrk_cpu_us "${line[$who]}")"
	done
	ratio+=("$(awk -v a="$(field rps "${line[reelroom]}")" -v b="$(field rps "${line[nginx]}")" 'BEGIN { printf "%.2f", a / b }')")
	cpuratio+=("$(awk -v a="$(field cpu_us "${line[reelroom]}")" -v b="$(field cpu_us "${line[nginx]}")" 'BEGIN { printf "%.2f", a / b }')")
	totratio+=("$(awk -v a="$(field cpu_us "${line[reelroom]}") $(field wrk_cpu_us "${line[reelroom]}")" \
		-v b="$(field cpu_us "${line[nginx]}") $(field wrk_cpu_us "${line[nginx]}")" 'BEGIN {
		split(a, x, " "); split(b, y, " "); printf "%.2f", (x[1] + x[2]) / (y[1] + y[2]) }')")
	echo "  round $r: Reelroom / nginx req/s ${ratio[-1]}, server CPU per request ${cpuratio[-1]}, server + wrk CPU per request ${totratio[-1]}"
done
for who in reelroom nginx; do
	echo "$who:"
	summary "req/s" ${rps[$who]}
	summary "MB/s (body)" ${mbps[$who]}
	summary "p50 ms" ${p50[$who]}
	summary "p99 ms" ${p99[$who]}
	summary "server CPU µs/request" ${cpu[$who]}
	summary "wrk's CPU µs/request" ${wcpu[$who]}
done
echo "Reelroom / nginx:"
summary "req/s, by round" "${ratio[@]}"
summary "server CPU/request, by round" "${cpuratio[@]}"
summary "server+wrk CPU/request" "${totratio[@]}"
awk -v r="$(median "${ratio[@]}")" 'BEGIN { printf "  median req/s ratio %.2f: %s (target >= 0.8)\n", r, (r >= 0.8) ? "PASS" : "FAIL" }'
