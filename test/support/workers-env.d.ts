// Tells TypeScript what the worker's main module exports, for `exports.default.fetch` in workerd tests.
declare namespace Cloudflare {
  interface GlobalProps {
    mainModule: typeof import("../../src/index.js");
  }
}
