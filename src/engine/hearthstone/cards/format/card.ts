/**
 * @module hearthstone/cards/format/card
 * A card definition: the fields that put selectors, effects, triggers and auras together. Declarative and
 * JSON-serialisable, the same for the built-in library and for cards a client sends in a request.
 */
import { z } from "zod";
import { EntityFilter, Selector, TargetSpec } from "./selectors.js";
import { Condition } from "./conditions.js";
import { Effect } from "./effects.js";
import { Trigger } from "./triggers.js";
import { Aura } from "./auras.js";
import { AmountExpr } from "./amounts.js";

const cardId = z.string().min(1).max(64);
const statValue = z.number().int().min(0).max(1_000_000);

export const CardDefinition = z.object({
  id: cardId.describe("card id; an id not in the card data defines a new card and then needs `type`"),
  name: z.union([z.string(), z.object({ enUS: z.string(), zhCN: z.string() })]).optional(),
  type: z.enum(["MINION", "SPELL", "WEAPON", "HERO", "HERO_POWER", "ENCHANTMENT", "LOCATION"]).optional(),
  cardClass: z.string().optional(),
  cost: statValue.optional(),
  attack: statValue.optional(),
  health: statValue.optional(),
  durability: statValue.optional(),
  armor: statValue.optional(),
  races: z.array(z.string()).optional(),
  spellSchool: z.string().regex(/^[A-Z_]*$/).max(20).optional().describe("a spell's school (FIRE, FROST, ARCANE, NATURE, HOLY, SHADOW, FEL); \"\" for none — overrides the data's, as `races` does (Kindred, filter spellSchool)"),
  set: z.string().regex(/^[A-Z][A-Z0-9_]*$/).max(40).optional().describe("for a card the data lacks: its set (the set of the card that makes it)"),
  inferred: z.boolean().optional().describe("for a built-in card the data lacks, defined under the game's own id: its facts (name, stats) are inferred from the text of the card that makes it; /v1/cards says so"),
  tags: z.record(z.string().regex(/^[A-Z_0-9]+$/), z.number().int()).optional().describe("extra or overriding tags, e.g. { TAUNT: 1 }"),
  overload: z.number().int().min(0).max(10).optional(),
  noOverloadIf: Condition.optional().describe("\"Battlecry: If …, don't Overload\" (Minecart Cruiser): the card's Overload is not gained when this holds, read in the overload step of its play (2.2 / 2.3, before the Battlecry resolves; `self` the card played) — a trace `skip` says so"),
  spellDamage: z.number().int().min(0).max(10).optional(),
  spellDamageAmount: AmountExpr.optional().describe("\"Spell Damage +1 (Improved by …)\" (Sif): the minion's Spell Damage is this amount, read whenever its player's Spell Damage is counted (in play, not silenced or Dormant), on top of any fixed `spellDamage`"),
  secret: z.boolean().optional().describe("a spell that goes to the secret zone (default from the SECRET mechanic)"),
  target: TargetSpec.optional().describe("target of the spell, hero power, battlecry or Location activation"),
  requires: Condition.optional().describe("结算条件 (3.3): the card can be played only while this holds, and its text does nothing if it no longer holds when it resolves (Brawl)"),
  battlecry: z.array(Effect).optional(),
  combo: z.array(Effect).optional().describe("replaces the battlecry (or spell text) when another card was played this turn"),
  outcast: z.array(Effect).optional().describe("流放 (5.1): replaces the battlecry (or spell text) when the card is played from the leftmost or rightmost place of its hand — the place it leaves as it is played (2.2/2.3 使用阶段 b); only a card played from hand, never a copy cast or repeated"),
  dormant: z.union([z.number().int().min(1).max(10), z.literal(true)]).optional().describe("休眠 \"Dormant for N turns\" (4.6): the minion starts Dormant for N of its controller's turn starts whenever it enters play — played, summoned, put into play; not a transform — and awakens as any Dormant minion (a copy of one already awake is not Dormant: 4.8 copies its state). Cyborg Patriarch: 3. `true`: \"Starts Dormant\" — no countdown: it stays Dormant until an `awaken` wakes it (Slumbering Sprite)"),
  kindred: z.array(Effect).optional().describe("延系 (Kindred): the card's \"Kindred: …\" text, which happens only while the `kindred` condition holds for it (its controller played, on their previous turn, a card sharing a minion type or spell school with it). A spell's comes after its spell text, as part of it (a spell cast twice checks it twice); a minion's, weapon's or hero's in its own step after its Battlecry when played from hand — once: Brann does not double it, it is no Battlecry. A text whose Kindred part changes its Battlecry (\"Kindred: And Freeze them\") is a battlecry with an `if: { kindred: true }` instead"),
  whenPlayed: z.array(Effect).optional().describe("a minion's, weapon's or hero's text that happens when it is played from hand but is written without \"Battlecry:\" — \"Finale: …\" (`if: { finale: true }`), \"Manathirst (N): …\" (`if: { manathirst: N }`): in its own step after its Battlecry (and Kindred), once — Brann does not double it, it is no Battlecry (rules-notes 1080). It may take the card's `target`"),
  spell: z.array(Effect).optional().describe("a spell's text"),
  power: z.array(Effect).optional().describe("a hero power's effect"),
  passive: z.literal(true).optional().describe("a Passive Hero Power (被动英雄技能): it can't be used — the heroPower action is refused and /v1/options lists none — and its `triggers` work while it is its player's Hero Power (Hagatha's Bewitch: \"After you play a minion, add a random Shaman spell to your hand\")"),
  activate: z.array(Effect).optional().describe("地标 (Location, type LOCATION): what the Location does each time it is used (the `useLocation` action), against the card's `target` if it has one; each use costs it 1 Durability (its Health in the card data and tags: HEALTH less DAMAGE) and puts it on cooldown until its controller's next turn (tag LOCATION_ACTION_COOLDOWN); at 0 it is destroyed"),
  chooseOne: z.array(z.object({
    card: cardId.optional(), target: TargetSpec.optional(), effects: z.array(Effect),
    requires: Condition.optional().describe("结算条件 (3.3) of this option only: it can be chosen only while this holds, and does nothing if it no longer holds when it resolves (Living Roots' Saplings need a free space)"),
  }).strict()).length(2).optional(),
  chooseBoth: z.object({ card: cardId.optional(), target: TargetSpec.optional(), effects: z.array(Effect) }).strict().optional()
    .describe("what a Choose One card does when both options are chosen (rule `choose-both`: Fandral Staghelm), when that is not simply the two options' effects in order — a card of its own: Druid of the Claw transforms into its combined form OG_044a"),
  deathrattle: z.array(Effect).optional(),
  whenDies: z.array(Effect).optional().describe("on an enchantment: effects resolved when its host dies, in the host's death event at its former place as a Deathrattle would be, but no Deathrattle — Baron Rivendare does not double it, `has: deathrattle` does not see it, `triggerDeathrattle` does not trigger it (Flanking Maneuver's AV_269e, \"If this dies summon another\", a one-turn enchantment: rules-notes 1732)"),
  startOfGame: z.array(Effect).optional().describe("对战开始时 (Start of Game, 5.5): resolved when the game starts (the `startGame` action), from the card's owner's hand or deck, before the first turn; `self` is the card where it is"),
  overkill: z.array(Effect).optional().describe("超杀 (5.1): resolved once, after every other trigger of the damage, when on its controller's turn it deals damage that leaves a character below 0 Health"),
  frenzy: z.array(Effect).optional().describe("暴怒 (Frenzy, 5.1): a damage trigger of the character's own that triggers once — the first time damage leaves it in play above 0 Health (its Health read right after that hit); queued with the damage event's other triggers by order of play, `event-source` the damage's source and the event's `amount` the damage; used up as it queues (tag FRENZY_USED, cleared when the card leaves play); like any trigger it does not resolve if the character has left play or been silenced meanwhile"),
  honorableKill: z.array(Effect).optional().describe("荣誉消灭 (Honorable Kill, 5.1): a damage trigger of the damage's source (a hero's equipped weapon for the hero's damage) when, on its controller's turn, its damage leaves a minion in play at exactly 0 Health (read right after that hit) — once per such minion, queued with that damage event's triggers by order of play; `event-target` is that minion"),
  corrupt: z.union([cardId, z.object({
    into: cardId.describe("the corrupted card it becomes"),
    improve: z.literal(true).optional().describe("the card counts one more improvement (tag IMPROVEMENTS) as it becomes that card — \"Can be Corrupted endlessly\" with \"Gain +1/+1\" each time (Horrendous Growth, rules-notes 1484): the corrupted card corrupts into itself and reads the count in an aura"),
  }).strict()]).optional().describe("腐蚀 (Corrupt, 5.1): the corrupted card this one becomes in its owner's hand — after its owner plays a card (the after-play step, 2.2/2.3; even one whose control changed since) whose Cost is higher than this card's, both read as it resolves, this card is transformed into that one keeping its states (enchantments, damage; the `transform` effect's `keepState`). A hand trigger, pre-checked with the play sequence (3.4): a card drawn during the play does not corrupt on it. `{ into, improve: true }`: also one more improvement each time"),
  infuse: z.object({
    count: z.number().int().min(1).max(30).describe("N of \"Infuse (N)\": how many friendly minions must die"),
    into: cardId.optional().describe("the Infused card it becomes (the data's `…t`, \"Infused …\"); an Infused card with an `infuse` of its own counts again from 0 (staged Infuse: Huntsman Altimor's REV_353 → REV_353t → REV_353t2). Needed unless `endless`"),
    endless: z.boolean().optional().describe("\"Endlessly Infuse (N)\" (Sire Denathrius's Infused REV_906t): each time the count reaches N the card gains 1 improvement (tag IMPROVEMENTS, read with `{ stat: \"improvements\", of: \"self\" }`) and counts again from 0; no transform"),
    then: z.array(Effect).optional().describe("effects resolved each time the count reaches N, after the transform, with `self` the card (in hand): Sinfueled Golem's \"Infuse (3): Gain stats equal to the Attack of the minions that Infused this\" buffs itself by `{ stat: \"infusedAttack\", of: \"self\" }`"),
    where: EntityFilter.optional().describe("\"Infuse (3 Beasts)\": only the deaths of friendly minions matching this filter count (Shadehound's `{ race: \"BEAST\" }`)"),
  }).strict().refine((i) => i.into !== undefined || i.endless === true, { message: "an `infuse` needs `into` unless it is `endless`", path: ["into"] })
    .optional().describe("注能 (Infuse (N), not in the 2022 rulebook: \"upgrades in hand after N friendly minions die\"): while the card is in its owner's hand, each death of a minion of its owner's (a death event, in the death phase) adds 1 to its progress (tag INFUSE_PROGRESS); at N it becomes its Infused card keeping its states (the effect `infuse`). A hand trigger like any other (pre-checked with the death phase, 3.4)"),
  rank: z.object({
    at: z.number().int().min(1).max(20).describe("the Mana Crystals its owner must have (5 or 10 in \"(Upgrades when you have N Mana.)\")"),
    into: cardId.describe("the next Rank it becomes (the data's `…t`, `…t2`)"),
  }).strict().optional().describe("等级 (Rank, Forged in the Barrens; not in the 2022 rulebook): \"(Upgrades when you have N Mana.)\" — while the card is in its owner's hand and that player has `at` or more Mana Crystals (4.12's crystals, spent or not; temporary Mana not), it becomes `into` keeping its states (the `transform` effect's `keepState`), checked at each aura update (4.2) — a card drawn or given when its owner already has them upgrades at once, a Rank 1 at 10 crystals goes on to Rank 3 (its `into` has a `rank` of its own). Not in the deck (rules-notes 1100)"),
  forge: z.union([cardId, z.object({
    into: cardId.describe("the Forged card it becomes"),
    enchantment: cardId.optional().describe("an enchantment attached to it after it becomes that card (Storm Giant's \"Can be Forged endlessly\": Costs (2) less each time)"),
  }).strict()]).optional().describe("锻造 (Forge): the Forged card (the data's `…t`, text \"Forged …\") this card becomes when its owner Forges it — the `forge` action: on their turn, from their hand, for 2 Mana — keeping its states (enchantments, CREATOR: the `transform` effect's `keepState`); a `forge` event follows (\"After you Forge a card\"). Not playing a card"),
  titan: z.array(cardId).length(3).optional().describe("泰坦 (Titan): the minion's three abilities, cards of type SPELL whose `spell` (and `target`) is what each does, with the Titan as `self` and source (no Spell Damage; not a spell cast or played). On its controller's turn the Titan uses one — the `titan` action, `ability` 1-3 in this order — instead of attacking: each once (tags TITAN_ABILITY_USED_1-3), even the turn it arrives, counted as one of its attacks this turn (Windfury: two; Frozen or Dormant: none); a `titan-ability` event follows (\"After this uses an ability\"). While one is unused the Titan can't attack (a forced attack still happens); Silenced, it is an ordinary minion"),
  titanRepeat: Selector.optional().describe("泰坦 (Titan): each ability the Titan uses resolves again, right after, for each entity this names (selected then, with the Titan as `self`), that entity as `self` and source — V-07-TR-0N Prime's \"This minion's abilities repeat on another random friendly minion\": `{ random: \"other-friendly-minions\" }`; none named, no repeat"),
  galakrond: z.object({
    upgradesTo: cardId.optional().describe("the Galakrond card it becomes after `invokes` more Invokes while in its owner's hand or deck (the data's …t2, …t3); none: the last form"),
    invokes: z.number().int().min(1).max(10).optional().describe("how many Invokes each upgrade takes (default 2: \"Invoke twice to upgrade\")"),
  }).strict().optional().describe("迦拉克隆 (Galakrond, a hero card): the card is a Galakrond — \"your Galakrond\" whose power an Invoke uses (the effect `invoke`; its power is its `heroPower`'s `power`) and which each of its owner's Invokes upgrades while it is in their hand or deck (its progress: tag INVOKE_PROGRESS; at `invokes` it becomes `upgradesTo` keeping its states, progress back to 0). Galakrond, the Wretched: `{ \"heroPower\": \"DRG_238p3\", \"galakrond\": { \"upgradesTo\": \"DRG_600t2\" } }`"),
  cthun: z.literal(true).optional().describe("克苏恩 (C'Thun): the card is a C'Thun — \"your C'Thun (wherever it is)\" that the effect `buffCthun` grows: in its owner's hand or deck it has, at every aura update, its controller's C'Thun buffs (the player tags CTHUN_ATTACK_BUFF, CTHUN_HEALTH_BUFF, CTHUN_TAUNT_BUFF: +Attack, +Health, Taunt) as an aura enchantment, which it keeps as an ordinary enchantment when it enters play; in play each later `buffCthun` of its controller buffs it (rules-notes 1120). C'Thun: `{ \"id\": \"OG_280\", \"cthun\": true, … }`"),
  triggers: z.array(Trigger).optional(),
  auras: z.array(Aura).optional(),
  buff: z.object({
    attack: z.number().int().optional(), health: z.number().int().optional(), cost: z.number().int().optional(),
    setAttack: z.number().int().min(0).optional(), setHealth: z.number().int().min(1).optional(),
    setCost: z.number().int().min(0).optional().describe("sets the cost (applied before this enchantment's own cost change)"),
    minCost: z.number().int().min(0).optional().describe("this enchantment's reduction cannot take the cost below this value (4.11)"),
    grants: z.array(z.string()).optional(), oneTurn: z.boolean().optional(),
    whileAttacking: z.boolean().optional().describe("lasts for the attack in progress: removed from the attacker (and an attacking hero's weapon) at the end of combat, even a cancelled one (2.6 h: Gladiator's Longbow's Immune; Gorehowl's Bloodrage on the weapon)"),
  }).strict().optional().describe("for enchantments: what the enchantment changes on its host"),
  heroPower: cardId.optional().describe("for hero cards: the hero power it brings"),
  imbue: z.string().regex(/^[A-Z]+$/).optional().describe("for hero power cards: this is the Imbued Hero Power (灌注英雄技能) of that class (DRUID, MAGE …): what the `imbue` effect gives a player of that class the first time"),
  quest: z.object({
    total: z.number().int().min(1).max(100).describe("progress needed (QUEST_PROGRESS_TOTAL)"),
    reward: z.array(Effect).describe("resolved in the quest-reward step of the inter-phase steps after the phase it was completed in (1.9)"),
    sidequest: z.boolean().optional().describe("a Sidequest (支线任务): any number of them may be in the secret zone beside a quest and each other (not two of the same card), within its 5 places"),
    next: cardId.optional().describe("任务线 (Questline, United in Stormwind; rules-notes 931): the card of the questline's next part. Completed, the part does not go to the graveyard: in the quest-reward step it becomes that card in the secret zone (a transform: progress, used `once` triggers and its other states start anew), then its reward resolves"),
  }).strict().optional().describe("a quest: played into the secret zone (2.3 b); its triggers (zone: secret) add progress with `questProgress`"),
  lasts: z.object({
    turns: z.number().int().min(1).max(10).describe("how many turns"),
    side: z.enum(["friendly", "enemy"]).optional().describe("whose turns count: its controller's (default) or the opponent's (\"Lasts 2 enemy turns\")"),
  }).strict().optional().describe("a lasting spell (\"Lasts N turns\", 光环: Crusader Aura): played, it goes to the secret zone and stays there, its `triggers` (zone: secret) and `auras` (zone: secret) working, until the end of the Nth turn that counts — its controller's turns, the one it is played in included, or with side: enemy the opponent's — when it goes to the graveyard (not a Secret: nothing reveals it). Its remaining turns are its tag TURNS_LEFT (default: all N)"),
  magnetic: cardId.optional().describe("磁力 (5.1): played left of a friendly Mech, it marks that Mech (on-play, first); in the resolve phase, if the Mech is still in play under the same controller and neither was transformed, this minion removes itself and the Mech gets this enchantment with its current Attack, Health and keywords"),
  magnetizesTo: z.array(z.string()).optional().describe("with `magnetic`: the minion types besides Mech it may also Magnetize to (\"Can Magnetize to Mechs or Undead\": Prosthetic Hand's `[\"UNDEAD\"]`) — the minion right of it marked when it is a Mech or of one of these types (an Amalgam is every type)"),
  attackHitsAdjacent: z.union([z.boolean(), z.literal("or-enemy-hero")]).optional().describe("`or-enemy-hero`: also the enemy hero, once, when the defender is a minion with a side that has no neighbour (Mutalisk, rules-notes 1427). \"Also damages the minions next to whomever this attacks\": after the combat damage and every trigger of it, in the after-attack step (2.6 g; queued with the after-attack triggers by the order of play of what gives it), the attacker deals damage equal to its Attack to the minions next to the defender as they are then, as one mass damage (1.5); not when the attack was cancelled, the defender is a hero or has no neighbour, or the attacker left play or lost the ability. On a minion (until silenced: Foe Reaper 4000), an enchantment it carries (Sweeping Strikes) or a weapon (\"whomever your hero attacks\")"),
  attackEqualsHealth: z.boolean().optional().describe("its Attack is always its current Health, whatever else changes its Attack, auras included, until silenced (Lightspawn)"),
  borrowedControl: z.boolean().optional().describe("for enchantments: the control of its host is borrowed (Shadow Madness, 4.7): attached by a `takeControl` to its controller's side, it keeps the minion theirs only while it is attached; when it goes by any means (expiry, Silence, a transform, 1.2 状态失效) the minion returns at once to the other player, at the right end of their board (destroyed if that board is full), unless it has left play or control has changed since"),
  darkGift: z.object({
    enchantment: cardId.describe("the gift's enchantment, attached to the card given it (the game's EDR_100t…e, tag IS_NIGHTMARE_BONUS)"),
    top: z.boolean().optional().describe("\"Place this card on top of your deck\" (Sweet Dreams): the card given it goes from its hand or deck to the top of its owner's deck first"),
    onlyWith: z.enum(["BATTLECRY"]).optional().describe("the gift is dealt only to a card with this (Rude Awakening, \"This minion's Battlecries trigger twice\": a card with a Battlecry — rules-notes 476)"),
  }).strict().optional().describe("黑暗之赐 (Dark Gift): this card is one of the gifts — the pool \"a Dark Gift\" is dealt from is every card with this field; giving it attaches its enchantment (see Dark Gift in docs/card-format.md)"),
  copiesDarkGifts: z.boolean().optional().describe("\"While this is in your hand or deck, it gains a copy of every Dark Gift given to your minions\" (Wallow, the Wretched): each gift given to a minion card of its owner is given to this card too, first, wherever in that hand or deck it is (the game's log: the gift acts on it, then on the minion)"),
  rewind: z.union([z.boolean(), z.number().int().min(1).max(10)]).optional().describe("Rewind (回溯): after the card has been played (its whole play sequence), its player keeps the timeline or rewinds it: the game goes back to just before the card was played and the card is played again the same way, marked with TIME_110 (played after a Rewind), with no second Rewind. A number: that many Rewinds in a row (\"Rewind, Rewind, Rewind\": 3) — after each replay the player chooses again, until a timeline is kept or all are used; `true` is 1"),
  fabled: z.array(cardId).min(1).max(20).optional().describe("奇闻 (Fabled): the cards bundled with this one — in a deck they come with it and count toward its size (a Fabled deck of 30 holds the card and its bundle); a deck code that holds the card without them gets them added (GET /v1/decks/{code} marks them `bundledWith`, `added`); a deck given as a list is the deck as it is now. Ids may repeat (two copies)"),
  givenDeathrattlesTwice: z.boolean().optional().describe("\"Deathrattles given to this minion trigger twice\" (Scourge Troll): while its text is active, each Deathrattle an enchantment gives it (not its own) resolves twice when it dies or is triggered — twice at most, with Baron Rivendare too (rules-notes 1746)"),
  leavesNoCorpse: z.boolean().optional().describe("a minion of this card that dies gives its controller no Corpse (残骸): \"Doesn't leave a Corpse.\" — the Risen minions raised from Corpses (Risen Golem)"),
  castsWhenDrawn: z.boolean().optional().describe("抽到时施放 (Casts When Drawn), for spells: a draw trigger of its own, before every other draw trigger — the card leaves the hand, its `spell` text resolves (cast, not played), then its owner draws a card unless a hero is mortally wounded or gone (Plagued Grain's Crate)"),
  summonedWhenDrawn: z.boolean().optional().describe("Summoned When Drawn (抽到时召唤), for minions: a draw trigger of its own, before every other draw trigger, as Casts When Drawn's — the card leaves the hand (set aside), a copy of it (4.8) is summoned for its owner at the right end of their board (a full board: none), then its owner draws a card unless a hero is mortally wounded or gone (Interrogation's Ninjas)"),
  colossal: z.array(cardId).min(1).max(10).optional().describe("巨型 (Colossal +N, Voyage to the Sunken City): the appendages, minion cards, in order — whenever this minion is summoned (played, or by any effect), once it has entered play and its summon event has been answered, each appendage is summoned beside it (the first right of it, the next left, alternating), each a summon of its own, as many as the board has room for; a played one's come before its Battlecry"),
  faction: z.enum(["ZERG", "PROTOSS", "TERRAN"]).optional().describe("a StarCraft faction (Heroes of StarCraft: \"This card is a member of the Zerg faction\"): what the filter and pool `faction` read. Built-in cards take theirs from cards/factions.ts (the card data has none); a definition's own overrides it"),
  mix: z.array(z.object({ with: cardId, into: cardId }).strict()).min(1).max(20).optional().describe("混合 (Concoctions, March of the Lich King: \"Add another Concoction to your hand to mix together!\"): while this card is in its owner's hand, a card `with` names that is created in that hand (added, Discovered) mixes with it instead — this card becomes `into` (a transform, 4.5) and the new card never enters; the leftmost such card of the hand mixes, and one mixes even with a full hand (rules-notes 1544)"),
  staysInHand: z.literal(true).optional().describe("\"(This stays in your hand.)\", for spells: in the step that gives a Twinspell's copy (2.3 使用阶段 g) its player gets a new card of this spell at the place it left in the hand (cast by an effect: at the right end; a full hand burns it; countered: none) — Vision of Darkness (rules-notes 1546)"),
  twinspell: cardId.optional().describe("双生法术 (Twinspell), for spells: the card (the same spell without Twinspell: the data's `…ts` token) added to its player's hand whenever they gain this spell's Overload (2.3 使用阶段 g, a cast's step 2, each repeat of the text) — played from hand, at the place it left; cast by an effect or repeated, at the right end. A countered spell gives none"),
  miniaturize: cardId.optional().describe("微缩 (Miniaturize, \"Get a 1-Cost 1/1 copy of this\"): the card's Mini (the data's 1-Cost 1/1 token, without Miniaturize) — when this card is played from hand, in the play phase's last step (beside its Overload and Twinspell), its player gets that card at the right end of their hand (a full hand burns it). A countered card, or one summoned, cast or put into play by an effect, gives none"),
  gigantify: cardId.optional().describe("扩大 (Gigantify, \"Get an 8-Cost 8/8 copy of this\"): the card's Gigantic (the data's 8-Cost 8/8 token) — given as `miniaturize` gives its Mini, after it when a card has both"),
  countsManaSpent: z.boolean().optional().describe("\"If you spent N Mana while holding this\": while the card is in its owner's hand, every Mana its owner pays for a card, Hero Power or trade (the pay step, 2.2-2.7 使用阶段 a) other than this card is counted on it (tag MANA_SPENT_WHILE_HELD, kept when it is played), read with the amount `{ manaSpent: \"whileHeld\" }`"),
  uses: z.number().int().min(1).max(100).optional().describe("for enchantments, \"the next N …\" (Tyrande's \"The next 3 spells you play cast twice\"): the state has N uses — each `expire` of it (its own trigger) and each use by `consumedBy` spends one, and it is detached only when the last is spent (uses left: `usesLeft` in the snapshot, all of them until the first is spent)"),
  actsForHost: z.literal(true).optional().describe("for enchantments: its triggers act for its host's controller rather than for the player whose text attached it — the quoted text a card gives a minion (\"Give a minion '+3/+3 and At the start of your turn, deal 3 damage to your hero'\": Cursed Souvenir's VAC_944e), whose \"you\" is the minion's controller"),
  consumedBy: EntityFilter.optional().describe("for enchantments (a cost state, 费用状态): detached in the cost-state removal step (2.2 d, 2.3 e) when its controller plays a card matching this filter, even a countered one (Preparation: a spell)"),
}).strict();
export type CardDefinition = z.infer<typeof CardDefinition>;
