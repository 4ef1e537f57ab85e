/**
 * Setup file of the `workers` project: before a file's first test, one request to the Worker pays its cold start
 * (module evaluation: zod schemas, card facts, the compiled library). That takes 5-10 s on a busy 2-core machine;
 * here it counts against the hook timeout (vitest.config.ts), not against the file's first test.
 */
import { exports } from "cloudflare:workers";
import { beforeAll } from "vitest";

beforeAll(async () => {
  const res = await exports.default.fetch(new Request("http://x/v1/cards/NEW1_019"));
  await res.arrayBuffer();
});
