/**
 * GET /openapi.json serves the committed openapi/openapi.json (OpenAPI 3.1), with every endpoint of
 * ../shared/spec/API.md; GET /docs is an HTML page that reads it.
 */
import { describe, expect, it } from "vitest";
import doc from "../../openapi/openapi.json";
import { get, post, resolve, type Json } from "./helpers.js";

/** The endpoint table of API.md. */
const ENDPOINTS: [method: string, path: string][] = [
  ["post", "/v1/resolve"],
  ["post", "/v1/simulate"],
  ["post", "/v1/options"],
  ["get", "/v1/cards"],
  ["get", "/v1/cards/{idOrName}"],
  ["get", "/openapi.json"],
  ["get", "/docs"],
  ["get", "/health"],
];

const served = async (): Promise<Json> => {
  const a = await get("/openapi.json");
  expect(a.status).toBe(200);
  expect(a.contentType).toMatch(/^application\/json/);
  return a.json;
};

/** Every `$ref` string anywhere in a JSON value. */
function refs(v: unknown, out: string[] = []): string[] {
  if (Array.isArray(v)) for (const x of v) refs(x, out);
  else if (v && typeof v === "object") {
    for (const [k, x] of Object.entries(v)) {
      if (k === "$ref" && typeof x === "string") out.push(x);
      else refs(x, out);
    }
  }
  return out;
}

describe("GET /openapi.json", () => {
  it("is the committed document (regenerate it with `npm run openapi` after a schema change)", async () => {
    expect(await served()).toEqual(doc);
  });

  it("is OpenAPI 3.1.0 with a title and version", async () => {
    const d = await served();
    expect(d.openapi).toBe("3.1.0");
    expect(d.info.title).toBeTypeOf("string");
    expect(d.info.version).toMatch(/^\d+\.\d+\.\d+/);
  });

  it.each(ENDPOINTS)("documents %s %s", async (method, path) => {
    const d = await served();
    expect(Object.keys(d.paths)).toContain(path);
    expect(d.paths[path][method], `${method} ${path}`).toBeDefined();
    expect(d.paths[path][method].responses["200"]).toBeDefined();
  });

  it("documents the error statuses of the POST endpoints with the error schema", async () => {
    const d = await served();
    for (const [method, path] of ENDPOINTS.filter(([m]) => m === "post")) {
      const responses = d.paths[path][method].responses;
      for (const status of ["400", "404", "409", "413", "422"]) {
        for (const type of ["application/problem+json", "application/json"]) {
          const schema = responses[status]?.content[type].schema;
          expect(schema.allOf[0].$ref, `${path} ${status} ${type}`).toBe("#/components/schemas/ErrorResponse");
          // Typed error codes: each status lists the codes it may carry, every one a known code.
          const codes: string[] = schema.allOf[1].properties.error.properties.code.enum;
          expect(codes.length, `${path} ${status}`).toBeGreaterThan(0);
          for (const code of codes) expect(d.components.schemas.ErrorResponse.properties.error.properties.code.enum).toContain(code);
        }
      }
    }
  });

  it.each([["get", "/v1/decks/{code}"], ["post", "/v1/cards/lookup"], ["get", "/v1/sets"]])("documents %s %s (deck tools)", async (method, path) => {
    const d = await served();
    expect(d.paths[path]?.[method]?.responses["200"], `${method} ${path}`).toBeDefined();
    if (path !== "/v1/sets") expect(d.paths[path][method].responses["400"].content["application/problem+json"].schema.allOf[0].$ref).toBe("#/components/schemas/ErrorResponse");
  });

  it("the deck code and lookup examples answer 200", async () => {
    const d = await served();
    const code = d.paths["/v1/decks/{code}"].get.parameters[0].example;
    expect((await get(`/v1/decks/${encodeURIComponent(code)}`)).status).toBe(200);
    const body = d.paths["/v1/cards/lookup"].post.requestBody.content["application/json"].example;
    const a = await post("/v1/cards/lookup", body);
    expect(a.status).toBe(200);
    expect(a.json.results).toHaveLength(5);
  });

  it("gives every operation a unique operationId, and names its servers", async () => {
    const d = await served();
    const ids = Object.values(d.paths).flatMap((item: Json) => Object.values(item).map((op: Json) => op.operationId));
    expect(ids.every((id) => typeof id === "string" && id.length > 0)).toBe(true);
    expect(new Set(ids).size).toBe(ids.length);
    expect(d.servers.map((s: Json) => s.url)).toContain("/");
  });

  it("documents every code the API answers with, each explained at /docs/errors", async () => {
    const d = await served();
    const codes: string[] = d.components.schemas.ErrorResponse.properties.error.properties.code.enum;
    const page = (await get("/docs/errors")).text;
    for (const code of codes) expect(page).toContain(`id="${code}"`);
  });

  it("has no dangling $ref", async () => {
    const d = await served();
    const all = refs(d);
    expect(all.length).toBeGreaterThan(10);
    for (const r of new Set(all)) {
      expect(r).toMatch(/^#\/components\/schemas\//);
      expect(d.components.schemas[r.split("/").pop()!], r).toBeDefined();
    }
  });

  it("its example request resolves", async () => {
    const d = await served();
    const example = d.paths["/v1/resolve"].post.requestBody.content["application/json"].example;
    expect(example).toBeDefined();
    expect((await resolve(example)).status).toBe(200);
  });

  it("the request schema lists the actions of API.md", async () => {
    const d = await served();
    const text = JSON.stringify(d.components.schemas.Action);
    for (const type of ["play", "attack", "heroPower", "endTurn", "concede", "destroy", "damage", "heal", "summon", "cast", "draw"]) {
      expect(text).toContain(`"const":"${type}"`);
    }
  });
});

describe("GET /docs", () => {
  it("is an HTML page that loads /openapi.json", async () => {
    const a = await get("/docs");
    expect(a.status).toBe(200);
    expect(a.contentType).toMatch(/^text\/html/);
    expect(a.text).toMatch(/^<!doctype html>/i);
    expect(a.text).toContain("/openapi.json");
  });

  it("needs nothing from outside: every script and stylesheet comes from this origin", async () => {
    const a = await get("/docs");
    const links = [...a.text.matchAll(/<(?:script|link)[^>]+(?:src|href)="([^"]+)"/gi)].map((m) => m[1]!);
    expect(links.length).toBeGreaterThan(0);
    for (const l of links) expect(l, l).toMatch(/^\/(?!\/)/);
  });

  it("is Swagger UI, whose files are served from /docs/ui/ (Workers static assets)", async () => {
    const a = await get("/docs");
    expect(a.text).toContain("SwaggerUIBundle");
    expect(a.text).toContain("tryItOutEnabled: true");
    for (const [file, type] of [["swagger-ui-bundle.js", /javascript/], ["swagger-ui.css", /text\/css/]] as const) {
      const res = await get(`/docs/ui/${file}`);
      expect(res.status, file).toBe(200);
      expect(res.contentType, file).toMatch(type);
      expect(res.text.length, file).toBeGreaterThan(10_000);
    }
  });

  it("every example of the document answers 200 as Try it out sends it", async () => {
    const d = await served();
    for (const [path, item] of Object.entries(d.paths as Record<string, Json>)) {
      const example = item.post?.requestBody?.content?.["application/json"]?.example;
      if (example) expect((await post(path, example)).status, path).toBe(200);
    }
  });
});
