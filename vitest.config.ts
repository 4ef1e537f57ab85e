import { cloudflareTest } from "@cloudflare/vitest-pool-workers";
import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    reporters: ["default", "./test/support/summary-reporter.ts"],
    projects: [
      {
        test: { name: "node", environment: "node", testTimeout: 30_000, include: ["test/engine/**/*.test.ts", "test/rules/**/*.test.ts", "test/cards/**/*.test.ts", "test/scripts/**/*.test.ts"] },
      },
      {
        plugins: [cloudflareTest({ wrangler: { configPath: "./wrangler.toml" } })],
        test: { name: "workers", include: ["test/api/**/*.test.ts"], testTimeout: 60_000 },
      },
    ],
  },
});
