import { cloudflareTest } from "@cloudflare/vitest-pool-workers";
import { defineConfig } from "vitest/config";
import { writeDocsAssets } from "./scripts/docs-assets.mjs";
import { generateCardIndex } from "./scripts/gen-card-index.mjs";

// wrangler.toml's [assets] directory (the /docs viewer's files) must exist before the workers pool reads it; wrangler
// dev and deploy write it with [build], which the pool does not run.
writeDocsAssets();
// The engine reads the built-in library from sets/index.gen.ts (each set part as JSON, and which part defines each
// id): regenerated from the set modules first, so a test always plays the definitions as they are in the files.
await generateCardIndex();

export default defineConfig({
  test: {
    reporters: ["default", "./test/support/summary-reporter.ts"],
    projects: [
      {
        test: { name: "node", environment: "node", testTimeout: 30_000, include: ["test/engine/**/*.test.ts", "test/rules/**/*.test.ts", "test/cards/**/*.test.ts", "test/scripts/**/*.test.ts"] },
      },
      {
        // The tests run the source (vite transforms it), not wrangler.toml's `main` (the build scripts/build-worker.mjs
        // writes for wrangler dev and deploy, which the pool does not run).
        plugins: [cloudflareTest({ main: "./src/index.ts", wrangler: { configPath: "./wrangler.toml" } })],
        // Each test file starts the Worker cold (5-10 s on a loaded 2-core machine): the setup file warms it up in a
        // beforeAll under hookTimeout; tests keep a generous timeout for the slow ones (fuzz, simulate).
        test: {
          name: "workers", include: ["test/api/**/*.test.ts"], setupFiles: ["./test/support/workers-warmup.ts"],
          testTimeout: 60_000, hookTimeout: 180_000,
        },
      },
    ],
  },
});
