/**
 * The typed client's types (src/client/schema.gen.ts) are what openapi-typescript makes of the committed
 * openapi/openapi.json: regenerate with `npm run openapi` (or `npm run client`) after a schema change.
 */
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { CLIENT_TYPES, OPENAPI_JSON, generateClientTypes } from "../../scripts/gen-client.mjs";

describe("src/client/schema.gen.ts", () => {
  it("is what openapi-typescript makes of openapi/openapi.json", async () => {
    const fresh = await generateClientTypes(JSON.parse(readFileSync(OPENAPI_JSON, "utf8")));
    expect(fresh === readFileSync(CLIENT_TYPES, "utf8"), "src/client/schema.gen.ts is stale: run npm run openapi").toBe(true);
  });
});
