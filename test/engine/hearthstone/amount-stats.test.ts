/**
 * The engine keeps its own list of the card format's stats (rules/amounts.ts) so that it does not load the format's
 * zod schemas at start-up (cold start, issue 13): it must be the format's AMOUNT_STATS, in the same order.
 */
import { expect, it } from "vitest";
import { AMOUNT_STATS as FORMAT } from "../../../src/engine/hearthstone/cards/format/index.js";
import { AMOUNT_STATS as ENGINE } from "../../../src/engine/hearthstone/rules/amounts.js";

it("rules/amounts.ts lists the card format's stats in its order", () => {
  expect(ENGINE).toEqual([...FORMAT]);
});
