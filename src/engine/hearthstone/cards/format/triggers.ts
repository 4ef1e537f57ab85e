/**
 * @module hearthstone/cards/format/triggers
 * Triggers of the card format (扳机): the event a card answers, its conditions, and what it does.
 */
import { z } from "zod";
import { Condition } from "./conditions.js";
import { Effect } from "./effects.js";
import { EntityFilter } from "./selectors.js";

export const EVENT_TYPES = [
  "counter", "play", "after-play", "summon", "after-summon", "damage", "heal", "death", "draw", "pre-attack", "attack", "after-attack",
  "turn-start", "turn-end", "inspire", "armor", "cast", "discard", "target", "pre-damage", "overheal", "reveal", "discover", "return-to-hand",
  "no-turn-draw", "last-mana", "awaken", "forge", "titan-ability", "trade", "use-location", "divine-shield", "equip", "overload", "magnetize", "freeze",
  "hero-attack",
] as const;
export type EventType = (typeof EVENT_TYPES)[number];

export const Trigger = z.object({
  on: z.enum(EVENT_TYPES).describe("the event this trigger answers (扳机所响应的事件)"),
  if: z.union([Condition, z.array(Condition)]).optional().describe("checked when the trigger is queued and again when it resolves"),
  zone: z.enum(["play", "hand", "deck", "secret", "graveyard"]).optional().describe("where the card must be for the trigger to work; default play (secrets: the secret zone, on the opponent's turn); secret: the secret zone on either player's turn (Competitive Spirit); graveyard: a spell's trigger after it resolved (3.2: a spell's triggers are field triggers, queued with them) — with `armed` (Headcrack). For an enchantment: where its host must be (default: wherever it is attached) — Temporary's end-of-turn discard works only in hand"),
  priority: z.enum(["first", "normal", "low", "last"]).optional().describe("rulebook 3.2 special priority; default normal"),
  compensate: z.boolean().optional().describe("rulebook 5.4: resolve again afterwards for each time self-trigger protection skipped it; default true"),
  ifMinionGone: z.enum(["left-play", "any"]).optional()
    .describe("after-play triggers about the card played, not the minion (2.2 例外): they fire even when the played minion left play (left-play: Frozen Clone, quests) or is in play under the other player's control (any: Rat Trap)"),
  chance: z.number().int().min(1).max(99).optional()
    .describe("健忘 (5.2): the trigger resolves only with this chance (percent), rolled (and recorded) when its turn to resolve comes; a miss is as if it had not triggered, and it does not queue again in a later pre-attack step of the same attack (Ogre Brute: 50)"),
  once: z.boolean().optional()
    .describe("法术迸发 (5.1): the trigger works only once — used up when it starts to resolve (the card's tag TRIGGER_USED_<index>; an enchantment's: its host's TRIGGER_USED_<ENCHANTMENT CARD>_<index>), until the card leaves play and comes back as a new one; no 5.4 make-up"),
  onceExcept: EntityFilter.optional()
    .describe("with `once`: an event whose target matches this filter does not use the trigger up — \"Spellburst: … (Shadow spells don't remove this Spellburst.)\" (K'ara, the Dark Star: `{ \"spellSchool\": \"SHADOW\" }`); an event of any other target uses it up as usual, after which it works no more"),
  oncePerTurn: z.boolean().optional()
    .describe("\"The first time … each turn\": the trigger works once per turn — used up for the turn as it starts to resolve (the card's tag TRIGGER_TURN_<index> holds that turn's number), again the next turn; no 5.4 make-up (Raincaller)"),
  armed: z.boolean().optional()
    .describe("works only once an `arm` effect of its own card's text armed it (the card's tag TRIGGER_ARMED_<index>, which the graveyard does not reset), and is disarmed as it starts to resolve: Headcrack's Combo arms its return"),
  whileDormant: z.boolean().optional()
    .describe("works only while its minion is Dormant (4.6: a Dormant minion's other text does not work) — \"While Dormant, … at the end of your turn\" (Ancient of Yore), \"Starts Dormant. After you use your Hero Power, this awakens\" (Slumbering Sprite); in play only"),
  ownSummon: z.boolean().optional()
    .describe("with `on: summon | after-summon`: the trigger answers its own minion's summon too, which a card's triggers otherwise never do (1.5) — \"After this is summoned, …\" (Earthen Golem: `{ on: \"after-summon\", ownSummon: true, if: { target: \"self\" } }`)"),
  do: z.array(Effect),
}).strict();
export type Trigger = z.infer<typeof Trigger>;
