/**
 * What browsers and caches rely on: CORS on every answer and preflights answered; 405 with `Allow` for a method a
 * known path does not take; `ETag` and `Cache-Control` on the card endpoints, 304 when `If-None-Match` matches.
 */
import { describe, expect, it } from "vitest";
import { call, expectError, JUGGLER_CASE, type Answer } from "./helpers.js";

const ORIGIN = "https://wiki.example.org";

/** The answer with its headers (helpers.send drops them). */
async function fetchWith(path: string, init: RequestInit = {}): Promise<Answer & { headers: Headers }> {
  const res = await call(path, init);
  const text = await res.text();
  let json: unknown;
  try { json = JSON.parse(text); } catch { json = undefined; }
  return { status: res.status, contentType: res.headers.get("content-type") ?? "", text, json, headers: res.headers };
}

describe("CORS", () => {
  it.each([
    ["a result", "/v1/resolve", { method: "POST", headers: { origin: ORIGIN, "content-type": "application/json" }, body: JSON.stringify(JUGGLER_CASE) }, 200],
    ["a card", "/v1/cards/NEW1_019", { headers: { origin: ORIGIN } }, 200],
    ["health", "/health", { headers: { origin: ORIGIN } }, 200],
    ["an error (bad JSON)", "/v1/resolve", { method: "POST", headers: { origin: ORIGIN, "content-type": "application/json" }, body: "{nope" }, 400],
    ["an unknown card", "/v1/cards/Knife%20Jugler", { headers: { origin: ORIGIN } }, 404],
    ["an unknown route", "/v2/nothing", { headers: { origin: ORIGIN } }, 404],
    ["a wrong method", "/v1/resolve", { method: "GET", headers: { origin: ORIGIN } }, 405],
  ] as [string, string, RequestInit, number][])("any origin may read %s", async (_name, path, init, status) => {
    const a = await fetchWith(path, init);
    expect(a.status).toBe(status);
    expect(a.headers.get("access-control-allow-origin")).toBe("*");
    expect(a.headers.get("access-control-expose-headers")).toMatch(/ETag/i);
  });

  it("answers a preflight for a JSON POST with 204 and what the browser asked for", async () => {
    const a = await fetchWith("/v1/resolve", {
      method: "OPTIONS",
      headers: { origin: ORIGIN, "access-control-request-method": "POST", "access-control-request-headers": "content-type" },
    });
    expect(a.status).toBe(204);
    expect(a.text).toBe("");
    expect(a.headers.get("access-control-allow-origin")).toBe("*");
    expect(a.headers.get("access-control-allow-methods")!.split(",")).toEqual(expect.arrayContaining(["GET", "POST"]));
    expect(a.headers.get("access-control-allow-headers")).toMatch(/content-type/i);
    expect(Number(a.headers.get("access-control-max-age"))).toBeGreaterThan(0);
  });

  it("answers a preflight for a conditional card request (If-None-Match)", async () => {
    const a = await fetchWith("/v1/cards/NEW1_019", {
      method: "OPTIONS",
      headers: { origin: ORIGIN, "access-control-request-method": "GET", "access-control-request-headers": "if-none-match" },
    });
    expect(a.status).toBe(204);
    expect(a.headers.get("access-control-allow-headers")).toMatch(/if-none-match/i);
  });
});

describe("405 for a method a known path does not take", () => {
  it.each([
    ["GET", "/v1/resolve", "POST, OPTIONS"],
    ["PUT", "/v1/simulate", "POST, OPTIONS"],
    ["DELETE", "/v1/options", "POST, OPTIONS"],
    ["POST", "/v1/cards", "GET, HEAD, OPTIONS"],
    ["DELETE", "/v1/cards/NEW1_019", "GET, HEAD, OPTIONS"],
    ["PATCH", "/v1/sets", "GET, HEAD, OPTIONS"],
    ["POST", "/health", "GET, HEAD, OPTIONS"],
  ])("%s %s → 405, Allow: %s", async (method, path, allow) => {
    const a = await fetchWith(path, { method, headers: { "content-type": "application/json" }, ...(method === "GET" ? {} : { body: "{}" }) });
    expect(a.headers.get("allow")).toBe(allow);
    expect(expectError(a, 405, "method_not_allowed").message).toContain(allow);
  });

  it("an unknown path stays 404 whatever the method; HEAD works where GET does", async () => {
    expect((await fetchWith("/v1/nothing", { method: "DELETE" })).status).toBe(404);
    const head = await fetchWith("/v1/cards/NEW1_019", { method: "HEAD" });
    expect(head.status).toBe(200);
    expect(head.text).toBe("");
    expect(head.headers.get("etag")).toMatch(/^"[0-9a-f]+"$/);
  });

  it("a GET of an unknown card is still 404 unknown_card, not 405", async () => {
    const a = await fetchWith("/v1/cards/zzzqqq");
    expect(a.status).toBe(404);
    expect((a.json as any).error.code).toBe("unknown_card");
  });
});

describe("ETag and Cache-Control on the card endpoints", () => {
  it.each(["/v1/cards/NEW1_019", "/v1/cards/Knife%20Juggler", "/v1/cards?q=juggler&limit=5", "/v1/sets"])("%s: ETag, Cache-Control, 304 on If-None-Match", async (path) => {
    const first = await fetchWith(path, { headers: { origin: ORIGIN } });
    expect(first.status).toBe(200);
    const tag = first.headers.get("etag")!;
    expect(tag).toMatch(/^"[0-9a-f]{40}"$/);
    expect(first.headers.get("cache-control")).toMatch(/^public, max-age=\d+/);
    // The same answer gives the same tag (the body is deterministic).
    expect((await fetchWith(path)).headers.get("etag")).toBe(tag);

    const again = await fetchWith(path, { headers: { origin: ORIGIN, "if-none-match": tag } });
    expect(again.status).toBe(304);
    expect(again.text).toBe("");
    expect(again.headers.get("etag")).toBe(tag);
    expect(again.headers.get("cache-control")).toBe(first.headers.get("cache-control"));
    expect(again.headers.get("access-control-allow-origin")).toBe("*");

    // A list of tags, or a weak form of the tag, matches too; another tag does not.
    expect((await fetchWith(path, { headers: { "if-none-match": `"nope", W/${tag}` } })).status).toBe(304);
    const other = await fetchWith(path, { headers: { "if-none-match": '"0000"' } });
    expect(other.status).toBe(200);
    expect(other.text).toBe(first.text);
  });

  it("different answers have different tags", async () => {
    const a = await fetchWith("/v1/cards/NEW1_019");
    const b = await fetchWith("/v1/cards/CS2_182");
    expect(a.headers.get("etag")).not.toBe(b.headers.get("etag"));
  });

  it("errors are not cached and carry no ETag", async () => {
    for (const path of ["/v1/cards/Knife%20Jugler", "/v1/cards?limit=0"]) {
      const a = await fetchWith(path);
      expect(a.status).toBeGreaterThanOrEqual(400);
      expect(a.headers.get("etag")).toBeNull();
      expect(a.headers.get("cache-control")).toBeNull();
    }
  });

  it("the engine endpoints are not given an ETag or Cache-Control", async () => {
    const a = await fetchWith("/v1/resolve", { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(JUGGLER_CASE) });
    expect(a.status).toBe(200);
    expect(a.headers.get("etag")).toBeNull();
    expect(a.headers.get("cache-control")).toBeNull();
  });
});
