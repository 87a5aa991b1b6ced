// Loaded into the site's server by the bench only (`node --import bench/heap-probe.mjs`): writes the
// process's own view of its memory, V8's heap included, which /proc does not show, to the file
// named by BENCH_HEAP_FILE every 250 ms, with the largest heap it has seen.
import { writeFileSync } from 'node:fs';
import { getHeapStatistics } from 'node:v8';

const file = process.env.BENCH_HEAP_FILE;
if (file) {
  let peakHeapUsed = 0;
  let peakHeapTotal = 0;
  const write = () => {
    const m = process.memoryUsage();
    peakHeapUsed = Math.max(peakHeapUsed, m.heapUsed);
    peakHeapTotal = Math.max(peakHeapTotal, m.heapTotal);
    const { heap_size_limit: heapLimit } = getHeapStatistics();
    writeFileSync(file, JSON.stringify({ at: Date.now(), ...m, peakHeapUsed, peakHeapTotal, heapLimit }));
  };
  setInterval(write, 250).unref();
  write();
}
