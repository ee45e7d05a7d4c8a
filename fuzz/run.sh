#!/usr/bin/env bash
# `make fuzz`: runs each cargo-fuzz target for FUZZ_SECONDS (default 600) with libFuzzer on the
# default (stable) toolchain (no sanitizer: `-s none` needs no nightly flags), starting from
# fuzz/seeds/<target> plus whatever fuzz/corpus/<target> has gathered. A crash stops the run and leaves its input in fuzz/artifacts/<target>/: turn it into a
# regression test (see fuzz/README.md). Prints and appends to fuzz/runs.log the executions per target.
set -euo pipefail
cd "$(dirname "$0")"
SECONDS_PER_TARGET="${FUZZ_SECONDS:-600}"
TARGETS="${FUZZ_TARGETS:-yaml_page render_page link_scan}"

if ! cargo fuzz --version >/dev/null 2>&1; then
	echo "Installing cargo-fuzz"
	cargo install cargo-fuzz --locked
fi
# Safe Rust only: AddressSanitizer finds nothing here and would cost most of the speed.
cargo fuzz build -O -s none

for t in $TARGETS; do
	mkdir -p "corpus/$t"
	cp -n seeds/"$t"/* "corpus/$t/" 2>/dev/null || true
	log="$(mktemp)"
	echo "fuzzing $t for ${SECONDS_PER_TARGET}s"
	status=0
	cargo fuzz run -O -s none "$t" "corpus/$t" -- \
		-max_total_time="$SECONDS_PER_TARGET" -timeout=10 -rss_limit_mb=4096 -print_final_stats=1 \
		>"$log" 2>&1 || status=$?
	runs="$(grep -oE 'stat::number_of_executed_units: *[0-9]+' "$log" | grep -oE '[0-9]+$' | tail -1)"
	line="$(date -u +%FT%TZ) $t: ${runs:-?} executions in ${SECONDS_PER_TARGET}s, exit $status"
	echo "$line" | tee -a runs.log
	if [ "$status" -ne 0 ]; then
		grep -E 'panicked|ERROR|SUMMARY|Test unit written' "$log" | head -20 >&2
		rm -f "$log"
		exit 1
	fi
	rm -f "$log"
done
