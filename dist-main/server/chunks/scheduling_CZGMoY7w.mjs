// src/server/platform/poll-loop.ts
/**
* The loop behind `poll` on both platforms: one read at a time, each started `everyMs` after the
* previous one started (at once when a read took longer), so results arrive in the order they
* were read and a slow database gets no pile of overlapping reads, each slower than the last.
* A read that has not settled after `stallMs` does not stop the loop: the next read starts, and
* whichever result is older than one already handed on is dropped.
*/
function pollLoop(key, everyMs, read, onValue, stallMs = Math.max(everyMs * 4, 2e3)) {
	let stopped = false;
	let timer;
	let started = 0;
	let delivered = 0;
	const arm = (delay) => {
		clearTimeout(timer);
		timer = setTimeout(tick, delay);
		timer.unref?.();
	};
	function tick() {
		if (stopped) return;
		const mine = ++started;
		const at = Date.now();
		arm(stallMs);
		read().then((value) => {
			if (stopped || mine <= delivered) return;
			delivered = mine;
			onValue(value);
		}, (error) => console.error(`Polling ${key} failed`, error)).catch((error) => console.error(`Polling ${key}: a listener failed`, error)).finally(() => {
			if (!stopped && mine === started) arm(Math.max(0, everyMs - (Date.now() - at)));
		});
	}
	arm(everyMs);
	return () => {
		stopped = true;
		clearTimeout(timer);
	};
}
// src/server/platform/node/scheduling.ts
function schedule(task) {
	setInterval(() => void task.run(), task.everyMs).unref();
}
var polls = /* @__PURE__ */ new Map();
function poll(key, everyMs, read, onValue) {
	let shared = polls.get(key);
	if (!shared) {
		const listeners = /* @__PURE__ */ new Set();
		shared = {
			listeners,
			stop: pollLoop(key, everyMs, read, (value) => {
				for (const listener of [...listeners]) listener(value);
			})
		};
		polls.set(key, shared);
	}
	const active = shared;
	active.listeners.add(onValue);
	return () => {
		active.listeners.delete(onValue);
		if (active.listeners.size === 0 && polls.get(key) === active) {
			active.stop();
			polls.delete(key);
		}
	};
}
/** After the I/O already waiting (setImmediate runs once the poll phase has served it). */
function yieldToEventLoop() {
	return new Promise((resolve) => setImmediate(resolve));
}
export { schedule as n, yieldToEventLoop as r, poll as t };
