/**
 * Prints a last line "N passed, N failed" (what CI reads), so a run that executes no test is visible.
 */
import type { Reporter, TestModule } from "vitest/node";

export default class SummaryReporter implements Reporter {
  onTestRunEnd(modules: ReadonlyArray<TestModule>): void {
    let passed = 0, failed = 0;
    for (const m of modules) {
      for (const t of m.children.allTests()) {
        const s = t.result().state;
        if (s === "passed") passed++;
        else if (s === "failed") failed++;
      }
    }
    console.log(`${passed} passed, ${failed} failed`);
  }
}
