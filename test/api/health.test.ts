import { exports } from "cloudflare:workers";
import { describe, expect, it } from "vitest";

const call = (path: string, init?: RequestInit) => exports.default.fetch(new Request(`http://x${path}`, init));

describe("GET /health", () => {
  it("answers ok with the name and version", async () => {
    const res = await call("/health");
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ ok: true, name: "hearthstone-rules-api" });
  });
});
