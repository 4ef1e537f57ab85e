/**
 * @module myth-origin/schema
 * The request of `rules: "myth-origin"` (神话起源): client card definitions (卡牌), the snapshot (players' zones,
 * whose turn, the open timing 时机 with its stack 堆叠 and priority), and the actions a player can take.
 */
import { z } from "zod";

const playerId = z.union([z.literal(1), z.literal(2)]);
const ref = z.string().min(1).max(40);
/** A `ref`, or a locator: p1.general, p1.field.0, p2.hand.1, p1.spirit.0, p1.equipment.0, p1.treasure, p1.deck.0 (top), p1.graveyard.0. */
const locator = z.string().min(1).max(40).describe("a `ref`, or a locator: `p1.general`, `p1.field.0`, `p2.hand.1`, `p1.spirit.0`, `p1.equipment.0`, `p1.treasure`, `p1.deck.0` (top), `p1.graveyard.0`, `p1.banished.0`");

export const KEYWORDS = ["先锋", "瞬发", "护卫", "无双"] as const;

/** Who an effect acts on. `target`: the targets chosen when the card was used or the ability started (16). */
export const Subject = z.enum([
  "target", "self", "yourGeneral", "opponentGeneral", "allCreatures", "yourCreatures", "opponentCreatures",
]).describe("target: the chosen targets (16); self: the card itself (11.1); yourGeneral / opponentGeneral; allCreatures, yourCreatures, opponentCreatures: creatures on the field (7)");

const Who = z.enum(["you", "opponent", "each"]).describe("you: the controller of the card or ability; each: the active player first");

export const MythEffect = z.discriminatedUnion("type", [
  z.object({ type: z.literal("draw"), who: Who.optional(), count: z.number().int().min(1).max(20).optional() }).strict().describe("抓牌 (2.1): from the top of the deck; drawing from an empty deck loses the game (1.1)"),
  z.object({ type: z.literal("damage"), to: Subject, amount: z.number().int().min(0).max(1000) }).strict().describe("非战斗伤害 (22.2)"),
  z.object({ type: z.literal("heal"), to: Subject, amount: z.number().int().min(0).max(1000) }).strict().describe("回复生命 up to the printed health (19)"),
  z.object({ type: z.literal("destroy"), to: Subject }).strict().describe("from the field to the owner's discard pile (衍生物: removed from the game, 9.2)"),
  z.object({ type: z.literal("banish"), to: Subject, untilSourceResets: z.boolean().optional() }).strict().describe("放逐; with untilSourceResets, the card comes back to its owner's field under the owner's control when the source resets (10.2)"),
  z.object({ type: z.literal("attack"), to: Subject, amount: z.number().int().min(-1000).max(1000), untilEndOfTurn: z.boolean().optional() }).strict().describe("武力 ± amount (25.1)"),
  z.object({ type: z.literal("tokens"), card: z.string(), count: z.number().int().min(1).max(10).optional(), for: z.enum(["you", "opponent"]).optional() }).strict().describe("衍生物 put into play under the control of `for` (9, 10.2)"),
  z.object({ type: z.literal("reset"), to: Subject }).strict().describe("重置: untap (竖置)"),
  z.object({ type: z.literal("putIntoPlay"), from: z.literal("hand"), cardType: z.enum(["creature", "equipment"]).optional(), max: z.number().int().min(1).max(10) }).strict().describe("several cards put into play at once, no cost paid (4.2, 4.3)"),
  z.object({ type: z.literal("gainControl"), to: Subject }).strict().describe("操控权 (10)"),
  z.object({ type: z.literal("loseAbilities"), to: Subject, keywords: z.array(z.enum(KEYWORDS)).optional(), untilEndOfTurn: z.boolean().optional() }).strict().describe("失去印制技能 (8): all of them, or only the listed keywords"),
  z.object({ type: z.literal("returnToHand"), from: z.literal("graveyard"), cardType: z.enum(["creature", "spell", "equipment", "adventure"]), max: z.number().int().min(1).max(10) }).strict().describe("置于手上 (2.2), not a draw"),
  z.object({ type: z.literal("playFromSpirit") }).strict().describe("本回合中,你可以使用你灵力区中每张牌面向下的非奇遇牌 (15.1)"),
]);
export type MythEffect = z.infer<typeof MythEffect>;

export const TargetSpec = z.object({
  kind: z.enum(["creature", "general", "character"]).describe("character: a general or a creature"),
  controller: z.enum(["any", "you", "opponent"]).optional(),
  nameIs: z.string().optional().describe("名称为 (11.2)"),
  nameContains: z.string().optional().describe("名称中包含 (11.2)"),
  noPrintedAbilities: z.boolean().optional().describe("无印制技能 (8)"),
  count: z.number().int().min(1).max(5).optional(),
}).strict();
export type TargetSpec = z.infer<typeof TargetSpec>;

export const ActivatedAbility = z.object({
  cost: z.object({
    spirit: z.number().int().min(0).max(30).optional().describe("支付 N 点灵力"),
    tap: z.boolean().optional().describe("横置"),
    flip: z.boolean().optional().describe("翻面 (an adventure card in the spirit zone)"),
  }).strict(),
  agile: z.boolean().optional().describe("【灵动】: may respond to the stack or be inserted into it (14.2)"),
  target: TargetSpec.optional(),
  effects: z.array(MythEffect).min(1).max(10),
}).strict();

export const TriggeredAbility = z.object({
  on: z.enum(["enter", "death", "equip", "draw", "flip", "dealDamage", "reset", "use", "discard"]).describe(
    "enter: 【叫阵】 this card enters the field; death: 【阵亡】 this card goes from the field to the discard pile; equip: 【战吼】 this equipment is worn; " +
    "draw: each time its controller draws a card; flip: each time one of its controller's adventure cards is flipped; dealDamage: this card deals damage (not 0, 22.3); reset: this card resets; " +
    "use: each time its controller uses a card (使用…牌时, 17.2: once the card's item has resolved), of `cardType` if given; discard: each time its controller discards a card (丢弃卡牌时)",
  ),
  cardType: z.enum(["creature", "spell", "equipment"]).optional().describe("for `use`: only cards of this type"),
  optional: z.boolean().optional().describe("the text says 可以: the controller may decline (15.1); otherwise it must start (15.2)"),
  target: TargetSpec.optional(),
  effects: z.array(MythEffect).min(1).max(10),
}).strict();

export const StaticAbility = z.discriminatedUnion("type", [
  z.object({ type: z.literal("cannotAttackCreatures") }).strict().describe("不能对生物发起战斗 (14.1)"),
  z.object({ type: z.literal("tokenAttack"), amount: z.number().int().min(-100).max(100) }).strict().describe("每个衍生物 ± amount 武力 (25.2)"),
  z.object({ type: z.literal("noReset"), name: z.string(), optional: z.boolean().optional() }).strict().describe("the card named so that you control does not reset in your reset step (3)"),
  z.object({ type: z.literal("combatDamageReduction"), amount: z.number().int().min(0).max(100) }).strict().describe("受到的战斗伤害减少 N 点, per instance (22.4)"),
  z.object({ type: z.literal("nonCombatDamageZero") }).strict().describe("受到的非战斗伤害视为0点 (22.4)"),
  z.object({ type: z.literal("playableFromSpirit") }).strict().describe("可以从灵力区使用 (27.1)"),
  z.object({ type: z.literal("costReduction"), amount: z.number().int().min(0).max(30), cardType: z.enum(["creature", "spell", "equipment"]).optional() }).strict().describe("your cards cost N 灵力 less, never below 0 (26)"),
]);

export const MythCardDefinition = z.object({
  id: z.string().min(1).max(40).describe("how the request names the card (its Chinese name is a good id)"),
  name: z.union([z.string().min(1).max(40), z.object({ zhCN: z.string().min(1).max(40), enUS: z.string().min(1).max(60).optional() }).strict()]).optional()
    .describe("as in Hearthstone's card format: one name (the Chinese one), or both; default: the id"),
  type: z.enum(["general", "treasure", "creature", "spell", "equipment", "adventure", "token"]).describe("主将, 法宝, 生物, 法术, 装备, 奇遇, 衍生物"),
  cost: z.number().int().min(0).max(30).optional().describe("灵力值"),
  attack: z.number().int().min(0).max(100).optional().describe("武力"),
  health: z.number().int().min(0).max(100).optional().describe("生命"),
  durability: z.number().int().min(0).max(100).optional().describe("耐久"),
  extraCost: z.object({ discard: z.number().int().min(1).max(5) }).strict().optional().describe("额外代价 (12.2): discard N cards from hand"),
  keywords: z.array(z.enum(KEYWORDS)).optional().describe("先锋 (6), 瞬发 (may respond to the stack), 护卫, 无双 (static, 14.1)"),
  target: TargetSpec.optional().describe("a spell's targets (16)"),
  effects: z.array(MythEffect).max(10).optional().describe("a spell's effects"),
  abilities: z.array(ActivatedAbility).max(5).optional().describe("主动启动式技能 (14.2)"),
  triggers: z.array(TriggeredAbility).max(5).optional().describe("触发式技能 (14.3)"),
  statics: z.array(StaticAbility).max(5).optional().describe("静止式技能 (14.1)"),
}).strict();
export type MythCardDefinition = z.infer<typeof MythCardDefinition>;

export const MythEntityInput = z.object({
  card: z.string().min(1).max(40),
  ref: ref.optional(),
  tapped: z.boolean().optional().describe("横置"),
  faceDown: z.boolean().optional().describe("spirit zone: 牌面向下 (default true for every card but an adventure flipped up)"),
  damage: z.number().int().min(0).max(1000).optional().describe("伤害标记"),
  durability: z.number().int().min(0).max(100).optional().describe("equipment: current 耐久"),
  enteredThisTurn: z.boolean().optional().describe("召唤失调: the creature entered this turn"),
  owner: playerId.optional().describe("when not the player whose zone lists it (a creature whose control changed, 10)"),
  attackChanges: z.array(z.object({ amount: z.number().int().min(-1000).max(1000), untilEndOfTurn: z.boolean() }).strict()).max(20).optional().describe("武力 changes on it (25.1)"),
  lostAbilities: z.object({ all: z.boolean(), keywords: z.array(z.enum(KEYWORDS)).optional(), untilEndOfTurn: z.boolean() }).strict().optional().describe("失去印制技能 (8)"),
  heldBy: locator.optional().describe("banished: the card whose reset brings it back (10.2)"),
  id: z.number().int().optional().describe("output only (ignored)"),
  attack: z.number().int().optional().describe("output only (ignored): current 武力"),
  health: z.number().int().optional().describe("output only (ignored): current 生命"),
}).strict();

export const MythPlayerInput = z.object({
  general: MythEntityInput.optional(),
  treasure: MythEntityInput.optional(),
  equipment: z.array(MythEntityInput).max(10).optional(),
  field: z.array(MythEntityInput).max(30).optional(),
  spirit: z.array(MythEntityInput).max(30).optional(),
  hand: z.array(MythEntityInput).max(30).optional(),
  deck: z.array(MythEntityInput).max(80).optional().describe("top first"),
  graveyard: z.array(MythEntityInput).max(80).optional(),
  banished: z.array(MythEntityInput).max(30).optional(),
}).strict();

export const MythStackItemInput = z.object({
  kind: z.enum(["card", "ability", "trigger"]),
  source: locator.describe("the card used, or whose ability it is (a card being used is listed in its zone, e.g. hand)"),
  ability: z.number().int().min(0).max(4).optional().describe("the index in `abilities` or `triggers`"),
  controller: playerId.optional(),
  targets: z.array(locator).max(5).optional(),
  item: z.number().int().optional().describe("output only (ignored): the item number ①②③"),
}).strict();

export const MythTimingInput = z.object({
  cause: z.string().max(40).optional(),
  priority: playerId.describe("the player who may respond now"),
  passes: z.number().int().min(0).max(1).optional().describe("1 when the other player passed just before"),
  stack: z.array(MythStackItemInput).max(20).describe("item ① first"),
  combat: z.object({ attacker: locator, defender: locator, equipment: locator.optional() }).strict().optional()
    .describe("a combat in its declare step (宣言战斗): it goes on when this timing closes"),
  waiting: z.array(z.object({ source: locator, trigger: z.number().int().min(0).max(4), controller: playerId.optional() }).strict()).max(20).optional()
    .describe("triggers already started that wait for this stack to resolve, to open the next timing (14.3)"),
}).strict();

export const TurnStepName = z.enum(["main-phase-end", "discard", "end-of-turn", "reset-step", "draw-step", "prepare-phase-end"])
  .describe("主要阶段结束时, 弃牌步骤, 回合结束时, 重置步骤, 抓牌步骤, 准备阶段结束时 (17.4)");

export const MythGameState = z.object({
  turn: z.number().int().min(1).max(1000).optional(),
  activePlayer: playerId.optional().describe("主动玩家"),
  timing: MythTimingInput.optional().describe("an open timing (时机) waiting for a response; absent: the active player's main phase with no timing open"),
  step: TurnStepName.optional().describe("absent: the main phase; else the step of the turn's end or start whose special timing is open (needs `timing`)"),
  respondAt: z.array(TurnStepName).max(6).optional().describe("with `step`: the later steps whose timings wait for responses (endTurn's respondAt)"),
  players: z.tuple([MythPlayerInput, MythPlayerInput]),
}).strict();

const common = { player: playerId.optional() };
const pay = z.array(locator).max(30).optional().describe("the spirit cards to tap (default: the first untapped ones)");
const insertAt = z.number().int().min(1).max(20).optional().describe("插入堆叠: the item number the response takes (items from there up move one up); default on top; never 1 (18.5)");

export const MythAction = z.discriminatedUnion("type", [
  z.object({ type: z.literal("play"), card: locator, targets: z.array(locator).max(5).optional(), pay, discard: z.array(locator).max(5).optional(), insertAt, ...common }).strict()
    .describe("使用 a card from hand (or the spirit zone): opens a timing with it as item ①, or responds to the open timing (a 【瞬发】 card)"),
  z.object({ type: z.literal("activate"), card: locator, ability: z.number().int().min(0).max(4).optional(), targets: z.array(locator).max(5).optional(), pay, insertAt, ...common }).strict()
    .describe("启动 an activated ability (14.2): in your main phase with no timing open, or as a response if it is 【灵动】"),
  z.object({ type: z.literal("attack"), attacker: locator, defender: locator, equipment: locator.optional(), ...common }).strict()
    .describe("发起战斗 (21): declare; a timing opens; when it closes, 执行战斗 and 战斗伤害结算 follow"),
  z.object({ type: z.literal("pass"), ...common }).strict().describe("the player with priority does not respond; two passes in a row resolve the stack (or skip an empty timing)"),
  z.object({ type: z.literal("passAll") }).strict().describe("both players pass at every timing until none is open (the stack and any triggered timings resolve with no response)"),
  z.object({ type: z.literal("endTurn"), respondAt: z.array(TurnStepName).max(6).optional().describe("the special timings that wait for responses (pass, or respond with 【瞬发】 / 【灵动】); the others pass with no response"), ...common }).strict()
    .describe("main phase ends (主要阶段结束时); end phase (弃牌步骤, 回合结束时); the opponent's prepare phase (重置步骤, 抓牌步骤, 准备阶段结束时) and main phase begin (17.4)"),
]);
export type MythAction = z.infer<typeof MythAction>;

export const MythResolveRequest = z.object({
  rules: z.literal("myth-origin"),
  seed: z.number().int().min(0).max(Number.MAX_SAFE_INTEGER).optional(),
  locale: z.enum(["enUS", "zhCN"]).optional(),
  state: MythGameState,
  actions: z.array(MythAction).min(1).max(100),
  cards: z.array(MythCardDefinition).max(100).optional(),
  choices: z.array(z.union([z.string().max(40), z.boolean(), z.number().int().min(0).max(100)])).max(200).optional()
    .describe("answers in the order asked: a locator for a trigger's target, true/false for an optional trigger (可以), an order of triggers (indexes) ..."),
}).strict();
export type MythResolveRequest = z.infer<typeof MythResolveRequest>;

export const MythOptionsRequest = z.object({
  rules: z.literal("myth-origin"),
  state: MythGameState,
  cards: z.array(MythCardDefinition).max(100).optional(),
}).strict();
export type MythOptionsRequest = z.infer<typeof MythOptionsRequest>;

export const MythSimulateRequest = MythResolveRequest.extend({
  samples: z.number().int().min(1).max(200),
}).strict();
export type MythSimulateRequest = z.infer<typeof MythSimulateRequest>;
