// The benchmarks' loopback ports; PORTICO_BENCH_PORT_OFFSET moves them all, so a bench can run
// beside a dev setup or another bench on the same machine.
const offset = Number(process.env.PORTICO_BENCH_PORT_OFFSET ?? 0);

/** The API of api.bench.ts, the API and the shell of shell.bench.ts, the floor page, Lighthouse's pages, the customers bench's API, the mixed bench's APIs and the shell bench's base build. */
export const BENCH_PORTS = {
  api: 4391 + offset,
  shellApi: 4392 + offset,
  shell: 4393 + offset,
  floor: 4394 + offset,
  /** Chromium's debugging port, which Lighthouse connects to. */
  lighthouse: 4395 + offset,
  /** The API of customers.bench.ts, with its large estate. */
  customersApi: 4396 + offset,
  /** The first API of mixed.bench.ts; its second process is on the next port. */
  mixed: 4397 + offset,
  /** The base commit's shell in shell.bench.ts's side-by-side run (4398 is the mixed bench's second API). */
  shellBase: 4399 + offset,
} as const;
