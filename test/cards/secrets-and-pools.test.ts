/**
 * Secrets and cards built on random pools: Potion of Polymorph, Autodefense Matrix, Wandering Monster, Rat Trap,
 * Frozen Clone, Big Bad Voodoo, Barnes, Patches the Pirate, Grizzled Guardian — with the rulebook's worked examples
 * (2.2, 2.6, 3.1, 3.4, 1.3).
 */
import { describe, expect, it } from "vitest";
import { builtInCard } from "../../src/engine/hearthstone/cards/registry.js";
import { at, cards, events, player, request, run, triggerOrder } from "../support/engine.js";

const wisps = (n: number) => Array.from({ length: n }, () => ({ card: "CS2_231" }));

describe("Potion of Polymorph, Frozen Clone, Rat Trap (after-play secrets)", () => {

});

describe("Autodefense Matrix and Wandering Monster (pre-attack secrets, 2.6)", () => {

});

describe("Big Bad Voodoo, Barnes, Patches, Grizzled Guardian", () => {

});
