import { defineConfig } from "vitest/config";

// `npm run test:view`: the /view page in headless Chromium (playwright-core driving Debian's `chromium`). Not part of
// `npm test`: .ci/run runs it when a Chromium binary exists and reports it skipped otherwise.
export default defineConfig({
  test: {
    name: "view", environment: "node", include: ["test/view/**/*.test.ts"], testTimeout: 60_000, hookTimeout: 120_000,
    reporters: ["default", "./test/support/summary-reporter.ts"],
  },
});
