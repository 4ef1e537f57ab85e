/** Mean Streets of Gadgetzan (GANGS). */
import type { CardDefinition } from "../format/index.js";

export const GANGS = (): CardDefinition[] => [
  // Daring Reporter: "Whenever your opponent draws a card, gain +1/+1." Not while mortally wounded (3.4: an implicit
  // resolution condition — the rulebook's Death Coil example).
  { id: "CFM_851", triggers: [{ on: "draw", if: [{ player: "enemy" }, { exists: { all: "minions", where: { is: "self", alive: true } } }], do: [{ type: "buff", to: "self", enchantment: "CFM_851e" }] }] },
  { id: "CFM_851e", buff: { attack: 1, health: 1 } },
  // Alley Armorsmith: "Taunt. Whenever this minion deals damage, gain that much Armor."
  { id: "CFM_756", triggers: [{ on: "damage", if: { source: "self" }, do: [{ type: "armor", amount: { event: "amount" } }] }] },
  // Mayor Noggenfogger: "All targets are chosen randomly." A targeting trigger (2.2/2.3/2.4 结算阶段 b, 2.7 a): a random new
  // target among the card's valid ones (the first may be picked again); and a pre-attack trigger (2.6 a) whose queue
  // condition is "two or more enemy characters" of the attacker (3.4): a random new defender among them.
  { id: "CFM_670", triggers: [
    { on: "target", if: { count: "valid-targets", atLeast: 2 }, do: [{ type: "retarget", to: { random: "valid-targets" } }] },
    { on: "pre-attack", if: { count: { all: "characters", where: { enemyOf: "event-source" } }, atLeast: 2 },
      do: [{ type: "redirectAttack", to: { random: { all: "characters", where: { enemyOf: "event-source" } } } }] },
  ] },
  // Potion of Polymorph: "Secret: After your opponent plays a minion, transform it into a 1/1 Sheep." (after-play, 2.2 c)
  // Like Snipe's neighbours, it stays hidden for a minion already mortally wounded (3.4).
  { id: "CFM_620", triggers: [{ on: "after-play", if: { target: { side: "enemy", type: "minion", alive: true } }, do: [{ type: "transform", to: "event-target", card: "CS2_tk1" }] }] },
  // Patches the Pirate: "After you play a Pirate, summon this minion from your deck." A deck trigger; the Pirate must be one
  // both as played and when it resolves (2.2: a Faceless copy of a Pirate, or a Pirate turned into a Sheep, does not count).
  { id: "CFM_637", triggers: [{
    on: "after-play", zone: "deck", if: [{ target: { side: "friendly", type: "minion", race: "PIRATE", playedRace: "PIRATE" } }, { space: "friendly-board" }],
    do: [{ type: "putIntoPlay", from: "deck", where: { is: "self" } }],
  }] },
  // Mana Geode: "Overheal: Summon a 2/2 Crystal." (过量治疗, rules-notes 94)
  { id: "CFM_606", triggers: [{ on: "overheal", if: { target: "self" }, do: [{ type: "summon", card: "CFM_606t" }] }] },
  // --- Session 8 (w8/wild-c): Mean Streets of Gadgetzan cards whose mechanisms exist. ---
  // Mark of the Lotus: "Give your minions +1/+1."
  { id: "CFM_614", spell: [{ type: "buff", to: "friendly-minions", enchantment: "CFM_614e" }] },
  { id: "CFM_614e", buff: { attack: 1, health: 1 } },
  // Virmen Sensei: "Battlecry: Give a friendly Beast +3/+3." (today's text; the enchantment's own text is older)
  { id: "CFM_816", target: { type: "minion", side: "friendly", where: { race: "BEAST" } }, battlecry: [{ type: "buff", to: "target", enchantment: "CFM_816e" }] },
  { id: "CFM_816e", buff: { attack: 3, health: 3 } },
  // Kun the Forgotten King: "Choose One - Gain 10 Armor; or Refresh your Mana Crystals."
  { id: "CFM_308", chooseOne: [
    { card: "CFM_308a", effects: [{ type: "armor", amount: 10 }] },
    { card: "CFM_308b", effects: [{ type: "refreshMana", amount: 10 }] },
  ] },
  // Lunar Visions: "Draw 2 cards. Minions drawn cost (2) less."
  { id: "CFM_811", spell: [{ type: "draw", count: 2 }, { type: "buff", to: { all: "drawn", where: { type: "minion", zone: "hand" } }, cost: -2 }] },
  // Pilfered Power: "Gain an empty Mana Crystal for each friendly minion."
  { id: "CFM_616", spell: [{ type: "manaCrystals", amount: { count: "friendly-minions" }, state: "empty" }] },
  // Alleycat: "Battlecry: Summon a 1/1 Cat."
  { id: "CFM_315", battlecry: [{ type: "summon", card: "CFM_315t" }] },
  // Dispatch Kodo: "Battlecry: Deal damage equal to this minion's Attack." (its Attack as the Battlecry resolves)
  { id: "CFM_335", target: { type: "character" }, battlecry: [{ type: "damage", amount: { stat: "attack", of: "self" }, to: "target" }] },
  // Piranha Launcher: "After your hero attacks, summon a 1/1 Piranha."
  { id: "CFM_337", triggers: [{ on: "after-attack", if: { source: "friendly-hero" }, do: [{ type: "summon", card: "CFM_337t" }] }] },
  // Rat Pack: "Deathrattle: Summon a number of 1/1 Rats equal to this minion's Attack." (its Attack as it left play)
  { id: "CFM_316", deathrattle: [{ type: "summon", card: "CFM_316t", count: { stat: "attack", of: "self", lastKnown: true } }] },
  // Shaky Zipgunner: "Deathrattle: Give a random minion in your hand +2/+2."
  { id: "CFM_336", deathrattle: [{ type: "buff", to: { random: { all: "hand", side: "friendly", where: { type: "minion" } } }, enchantment: "CFM_336e" }] },
  { id: "CFM_336e", buff: { attack: 2, health: 2 } },
  // Smuggler's Crate: "Give a random Beast in your hand +2/+2."
  { id: "CFM_334", spell: [{ type: "buff", to: { random: { all: "hand", side: "friendly", where: { type: "minion", race: "BEAST" } } }, enchantment: "CFM_334e" }] },
  { id: "CFM_334e", buff: { attack: 2, health: 2 } },
  // Trogg Beastrager: "Battlecry: Give a random Beast in your hand +1/+1."
  { id: "CFM_338", battlecry: [{ type: "buff", to: { random: { all: "hand", side: "friendly", where: { type: "minion", race: "BEAST" } } }, enchantment: "CFM_338e" }] },
  { id: "CFM_338e", buff: { attack: 1, health: 1 } },
  // Cryomancer: "Battlecry: If an enemy is Frozen, gain +2/+2."
  { id: "CFM_671", battlecry: [{ type: "if", if: { exists: { all: "characters", side: "enemy", where: { tag: "FROZEN" } } }, then: [{ type: "buff", to: "self", enchantment: "CFM_671e" }] }] },
  { id: "CFM_671e", buff: { attack: 2, health: 2 } },
  // Freezing Potion: "Freeze an enemy."
  { id: "CFM_021", target: { type: "character", side: "enemy" }, spell: [{ type: "freeze", to: "target" }] },
  // Greater Arcane Missiles: "Shoot three missiles at random enemies that deal $3 damage each." — each missile picks anew.
  { id: "CFM_623", spell: [
    { type: "damage", amount: 3, to: { random: "enemy-characters" } },
    { type: "damage", amount: 3, to: { random: "enemy-characters" } },
    { type: "damage", amount: 3, to: { random: "enemy-characters" } },
  ] },
  // Volcanic Potion: "Deal $2 damage to all minions."
  { id: "CFM_065", spell: [{ type: "damage", amount: 2, to: "all-minions" }] },
  // Backroom Bouncer: "Whenever a friendly minion dies, gain +1 Attack." Not while mortally wounded itself (3.4).
  { id: "CFM_658", triggers: [{ on: "death", if: [{ target: "other-friendly-minion" }, { exists: { all: "minions", where: { is: "self", alive: true } } }],
    do: [{ type: "buff", to: "self", enchantment: "CFM_658e" }] }] },
  { id: "CFM_658e", buff: { attack: 1 } },
  // Backstreet Leper: "Deathrattle: Deal 2 damage to the enemy hero."
  { id: "CFM_646", deathrattle: [{ type: "damage", amount: 2, to: "enemy-hero" }] },
  // Big-Time Racketeer: "Battlecry: Summon a 6/6 Ogre."
  { id: "CFM_648", battlecry: [{ type: "summon", card: "CFM_648t" }] },
  // Blowgill Sniper: "Battlecry: Deal 1 damage."
  { id: "CFM_647", target: { type: "character" }, battlecry: [{ type: "damage", amount: 1, to: "target" }] },
  // Bomb Squad: "Battlecry: Deal 5 damage to an enemy minion. Deathrattle: Deal 5 damage to your hero."
  { id: "CFM_667", target: { type: "minion", side: "enemy" }, battlecry: [{ type: "damage", amount: 5, to: "target" }],
    deathrattle: [{ type: "damage", amount: 5, to: "friendly-hero" }] },
  // Burgly Bully: "Whenever your opponent casts a spell, add a Coin to your hand." (on-play, 2.3 f)
  { id: "CFM_669", triggers: [{ on: "play", if: { target: { side: "enemy", type: "spell" } }, do: [{ type: "addCard", card: "GAME_005" }] }] },
  // Defias Cleaner: "Battlecry: Silence a minion with Deathrattle."
  { id: "CFM_855", target: { type: "minion", where: { has: "deathrattle" } }, battlecry: [{ type: "silence", to: "target" }] },
  // Don Han'Cho: "Battlecry: Give a random minion in your hand +5/+5."
  { id: "CFM_685", battlecry: [{ type: "buff", to: { random: { all: "hand", side: "friendly", where: { type: "minion" } } }, enchantment: "CFM_685e" }] },
  { id: "CFM_685e", buff: { attack: 5, health: 5 } },
  // Fel Orc Soulfiend: "At the start of your turn, deal 2 damage to this minion."
  { id: "CFM_609", triggers: [{ on: "turn-start", if: { turn: "own" }, do: [{ type: "damage", amount: 2, to: "self" }] }] },
  // Friendly Bartender: "At the end of your turn, restore #1 Health to your hero."
  { id: "CFM_654", triggers: [{ on: "turn-end", if: { turn: "own" }, do: [{ type: "heal", amount: 1, to: "friendly-hero" }] }] },
  // Gadgetzan Socialite: "Battlecry: Restore #2 Health."
  { id: "CFM_659", target: { type: "character" }, battlecry: [{ type: "heal", amount: 2, to: "target" }] },
  // Grimestreet Smuggler: "Battlecry: Give a random minion in your hand +1/+1."
  { id: "CFM_853", battlecry: [{ type: "buff", to: { random: { all: "hand", side: "friendly", where: { type: "minion" } } }, enchantment: "CFM_853e" }] },
  { id: "CFM_853e", buff: { attack: 1, health: 1 } },
  // Hozen Healer: "Battlecry: Restore a minion to full Health." (as Ancestral Healing: as much as its maximum Health)
  { id: "CFM_067", target: { type: "minion" }, battlecry: [{ type: "heal", amount: { stat: "maxHealth", of: "target" }, to: "target" }] },
  // Kooky Chemist: "Battlecry: Swap the Attack and Health of a minion." (as Crazed Alchemist)
  { id: "CFM_063", target: { type: "minion" }, battlecry: [{ type: "swapAttackHealth", to: "target", enchantment: "CFM_063e" }] },
  { id: "CFM_063e" },
  // Leatherclad Hogleader: "Battlecry: If your opponent has 6 or more cards in hand, gain Charge."
  { id: "CFM_810", battlecry: [{ type: "if", if: { count: { all: "hand", side: "enemy" }, atLeast: 6 }, then: [{ type: "buff", to: "self", grants: ["CHARGE"] }] }] },
  // Mistress of Mixtures: "Deathrattle: Restore #4 Health to each hero."
  { id: "CFM_120", deathrattle: [{ type: "heal", amount: 4, to: "all-heroes" }] },
  // Naga Corsair: "Battlecry: Give your weapon +1 Attack."
  { id: "CFM_651", battlecry: [{ type: "buff", to: "friendly-weapon", enchantment: "CFM_651e" }] },
  { id: "CFM_651e", buff: { attack: 1 } },
  // Red Mana Wyrm: "Whenever you cast a spell, gain +2 Attack." (on-play, as Mana Wyrm)
  { id: "CFM_060", triggers: [{ on: "play", if: { target: { side: "friendly", type: "spell" } }, do: [{ type: "buff", to: "self", enchantment: "CFM_060e" }] }] },
  { id: "CFM_060e", buff: { attack: 2 } },
  // Second-Rate Bruiser: "Taunt. Costs (2) less if your opponent has at least three minions." (a cost aura on itself in hand)
  { id: "CFM_652", auras: [{ to: "self", zone: "hand", buff: { cost: -2 }, if: { count: "enemy-minions", atLeast: 3 } }] },
  // Sergeant Sally: "Deathrattle: Deal damage equal to this minion's Attack to all enemy minions." (its Attack as it left play)
  { id: "CFM_341", deathrattle: [{ type: "damage", amount: { stat: "attack", of: "self", lastKnown: true }, to: "enemy-minions" }] },
  // Small-Time Buccaneer: "Has +2 Attack while you have a weapon equipped." (an aura on itself, as Southsea Deckhand's)
  { id: "CFM_325", auras: [{ to: "self", buff: { attack: 2 }, enchantment: "CFM_325e", if: { exists: "friendly-weapon" } }] },
  { id: "CFM_325e", buff: { attack: 2 } },
  // Spiked Hogrider: "Battlecry: If an enemy minion has Taunt, gain Charge."
  { id: "CFM_688", battlecry: [{ type: "if", if: { exists: { all: "minions", side: "enemy", where: { tag: "TAUNT" } } }, then: [{ type: "buff", to: "self", grants: ["CHARGE"] }] }] },
  // Streetwise Investigator: "Battlecry: Enemy minions lose Stealth."
  { id: "CFM_656", battlecry: [{ type: "loseKeyword", to: "enemy-minions", keyword: "STEALTH" }] },
  // Tanaris Hogchopper: "Battlecry: If your opponent's hand is empty, gain Charge."
  { id: "CFM_809", battlecry: [{ type: "if", if: { not: { exists: { all: "hand", side: "enemy" } } }, then: [{ type: "buff", to: "self", grants: ["CHARGE"] }] }] },
  // Toxic Sewer Ooze: "Battlecry: Remove 1 Durability from your opponent's weapon."
  { id: "CFM_655", battlecry: [{ type: "loseDurability", amount: 1, to: "enemy-weapon" }] },
  // Grimestreet Enforcer: "At the end of your turn, give all minions in your hand +1/+1."
  { id: "CFM_639", triggers: [{ on: "turn-end", if: { turn: "own" }, do: [{ type: "buff", to: { all: "hand", side: "friendly", where: { type: "minion" } }, enchantment: "CFM_639e" }] }] },
  { id: "CFM_639e", buff: { attack: 1, health: 1 } },
  // Grimestreet Protector: "Taunt. Battlecry: Give adjacent minions Divine Shield."
  { id: "CFM_062", battlecry: [{ type: "buff", to: { adjacent: "self" }, grants: ["DIVINE_SHIELD"] }] },
  // Grimscale Chum: "Battlecry: Give a random Murloc in your hand +1/+1."
  { id: "CFM_650", battlecry: [{ type: "buff", to: { random: { all: "hand", side: "friendly", where: { type: "minion", race: "MURLOC" } } }, enchantment: "CFM_650e" }] },
  { id: "CFM_650e", buff: { attack: 1, health: 1 } },
  // Meanstreet Marshal: "Deathrattle: If this minion has 2 or more Attack, draw a card." (its Attack as it left play)
  { id: "CFM_759", deathrattle: [{ type: "if", if: { value: { stat: "attack", of: "self", lastKnown: true }, atLeast: 2 }, then: [{ type: "draw" }] }] },
  // Small-Time Recruits: "Draw three 1-Cost minions from your deck."
  { id: "CFM_905", spell: [{ type: "draw", count: 3, where: { type: "minion", cost: 1 } }] },
  // Smuggler's Run: "Give all minions in your hand +1/+1."
  { id: "CFM_305", spell: [{ type: "buff", to: { all: "hand", side: "friendly", where: { type: "minion" } }, enchantment: "CFM_305e" }] },
  { id: "CFM_305e", buff: { attack: 1, health: 1 } },
  // Dragonfire Potion: "Deal $5 damage to all minions except Dragons."
  { id: "CFM_662", spell: [{ type: "damage", amount: 5, to: { all: "minions", where: { notRace: "DRAGON" } } }] },
  // Kabal Songstealer: "Battlecry: Silence a minion."
  { id: "CFM_657", target: { type: "minion" }, battlecry: [{ type: "silence", to: "target" }] },
  // Kabal Talonpriest: "Battlecry: Give a friendly minion +3 Health."
  { id: "CFM_626", target: { type: "minion", side: "friendly" }, battlecry: [{ type: "buff", to: "target", enchantment: "CFM_626e" }] },
  { id: "CFM_626e", buff: { health: 3 } },
  // Pint-Size Potion: "Give all enemy minions -3 Attack this turn only."
  { id: "CFM_661", spell: [{ type: "buff", to: "enemy-minions", enchantment: "CFM_661e" }] },
  { id: "CFM_661e", buff: { attack: -3, oneTurn: true } },
  // Potion of Madness: "Gain control of an enemy minion with 2 or less Attack until end of turn." (as Shadow Madness)
  { id: "CFM_603", target: { type: "minion", side: "enemy", where: { maxAttack: 2 } }, spell: [{ type: "takeControl", to: "target", sickness: false, enchantment: "CFM_603e" }] },
  { id: "CFM_603e", borrowedControl: true, triggers: [{ on: "turn-end", do: [{ type: "expire" }] }] },
  // Counterfeit Coin: "Gain 1 Mana Crystal this turn only."
  { id: "CFM_630", spell: [{ type: "tempMana", amount: 1 }] },
  // Gadgetzan Ferryman: "Combo: Return a friendly minion to your hand."
  { id: "CFM_693", target: { type: "minion", side: "friendly", if: { playedThisTurn: "card", atLeast: 1 } }, combo: [{ type: "returnToHand", to: "target" }] },
  // Luckydo Buccaneer: "Battlecry: If your weapon has at least 3 Attack, gain +4/+4."
  { id: "CFM_342", battlecry: [{ type: "if", if: { value: { stat: "attack", of: "friendly-weapon" }, atLeast: 3 }, then: [{ type: "buff", to: "self", enchantment: "CFM_342e" }] }] },
  { id: "CFM_342e", buff: { attack: 4, health: 4 } },
  // Shadow Sensei: "Battlecry: Give a Stealthed minion +2/+2."
  { id: "CFM_694", target: { type: "minion", where: { tag: "STEALTH" } }, battlecry: [{ type: "buff", to: "target", enchantment: "CFM_694e" }] },
  { id: "CFM_694e", buff: { attack: 2, health: 2 } },
  // Call in the Finishers: "Summon four 1/1 Murlocs."
  { id: "CFM_310", spell: [{ type: "summon", card: "CFM_310t", count: 4 }] },
  // Abyssal Enforcer: "Battlecry: Deal 3 damage to all other characters."
  { id: "CFM_751", battlecry: [{ type: "damage", amount: 3, to: "all-other-characters" }] },
  // Blastcrystal Potion: "Destroy a minion and one of your Mana Crystals."
  { id: "CFM_608", target: { type: "minion" }, spell: [{ type: "destroy", to: "target" }, { type: "manaCrystals", amount: -1 }] },
  // Bloodfury Potion: "Give a minion +3 Attack. If it's a Demon, also give it +3 Health."
  { id: "CFM_611", target: { type: "minion" }, spell: [{ type: "if", if: { entity: "target", matches: { race: "DEMON" } },
    then: [{ type: "buff", to: "target", enchantment: "CFM_611e2" }], else: [{ type: "buff", to: "target", enchantment: "CFM_611e" }] }] },
  { id: "CFM_611e", buff: { attack: 3 } },
  { id: "CFM_611e2", buff: { attack: 3, health: 3 } },
  // Crystalweaver: "Battlecry: Give your Demons +1/+1."
  { id: "CFM_610", battlecry: [{ type: "buff", to: { all: "minions", side: "friendly", where: { race: "DEMON" } }, enchantment: "CFM_610e" }] },
  { id: "CFM_610e", buff: { attack: 1, health: 1 } },
  // Felfire Potion: "Deal $5 damage to all characters."
  { id: "CFM_094", spell: [{ type: "damage", amount: 5, to: "all-characters" }] },
  // Kabal Trafficker: "At the end of your turn, add a random Demon to your hand."
  { id: "CFM_663", triggers: [{ on: "turn-end", if: { turn: "own" }, do: [{ type: "addCard", pool: { race: "DEMON" } }] }] },
  // Unlicensed Apothecary: "After you summon a minion, deal 5 damage to your hero."
  { id: "CFM_900", triggers: [{ on: "after-summon", if: { target: "other-friendly-minion" }, do: [{ type: "damage", amount: 5, to: "friendly-hero" }] }] },
  // Brass Knuckles: "After your hero attacks, give a random minion in your hand +1/+1."
  { id: "CFM_631", triggers: [{ on: "after-attack", if: { source: "friendly-hero" }, do: [{ type: "buff", to: { random: { all: "hand", side: "friendly", where: { type: "minion" } } }, enchantment: "CFM_631e" }] }] },
  { id: "CFM_631e", buff: { attack: 1, health: 1 } },
  // Grimestreet Pawnbroker: "Battlecry: Give a random weapon in your hand +1/+1."
  { id: "CFM_755", battlecry: [{ type: "buff", to: { random: { all: "hand", side: "friendly", where: { type: "weapon" } } }, enchantment: "CFM_755e" }] },
  { id: "CFM_755e", buff: { attack: 1, health: 1 } },
  // Grimy Gadgeteer: "At the end of your turn, give a random minion in your hand +2/+2."
  { id: "CFM_754", triggers: [{ on: "turn-end", if: { turn: "own" }, do: [{ type: "buff", to: { random: { all: "hand", side: "friendly", where: { type: "minion" } } }, enchantment: "CFM_754e" }] }] },
  { id: "CFM_754e", buff: { attack: 2, health: 2 } },
  // Sleep with the Fishes: "Deal $3 damage to all damaged minions." (damaged as the spell starts to resolve)
  { id: "CFM_716", spell: [{ type: "damage", amount: 3, to: { all: "minions", where: { damaged: true } } }] },
  // Stolen Goods: "Draw a Taunt minion. Give it +2/+2." (today's text; the enchantment's own text is older)
  { id: "CFM_752", spell: [{ type: "draw", where: { type: "minion", tag: "TAUNT" }, enchantment: "CFM_752e" }] },
  { id: "CFM_752e", buff: { attack: 2, health: 2 } },
  // 青玉魔像 (Jade Golem, the effect `jadeGolem`): "Summon a{1} {0} Jade Golem." — the player's next Golem (rules-notes 570).
  // Jade Spirit, Jade Behemoth (its Taunt is the card's own): "Battlecry: Summon a Jade Golem."
  { id: "CFM_715", battlecry: [{ type: "jadeGolem" }] },
  { id: "CFM_343", battlecry: [{ type: "jadeGolem" }] },
  // Aya Blackpaw: "Battlecry and Deathrattle: Summon a Jade Golem."
  { id: "CFM_902", battlecry: [{ type: "jadeGolem" }], deathrattle: [{ type: "jadeGolem" }] },
  // Jade Swarmer: "Stealth. Deathrattle: Summon a Jade Golem."
  { id: "CFM_691", deathrattle: [{ type: "jadeGolem" }] },
  // Jade Claws (weapon, Overload: (1)): "Battlecry: Summon a Jade Golem."
  { id: "CFM_717", battlecry: [{ type: "jadeGolem" }] },
  // Jade Chieftain: "Battlecry: Summon a Jade Golem. Give it Taunt."
  { id: "CFM_312", battlecry: [{ type: "jadeGolem" }, { type: "buff", to: { all: "summoned" }, grants: ["TAUNT"] }] },
  // Jade Blossom: "Summon a Jade Golem. Gain an empty Mana Crystal."
  { id: "CFM_713", spell: [{ type: "jadeGolem" }, { type: "manaCrystals", amount: 1, state: "empty" }] },
  // Jade Lightning: "Deal $3 damage. Summon a Jade Golem."
  { id: "CFM_707", target: { type: "character" }, spell: [{ type: "damage", amount: 3, to: "target" }, { type: "jadeGolem" }] },
  // Jade Shuriken: "Deal $3 damage. Combo: Summon a Jade Golem." (Combo: the damage, then the Golem)
  { id: "CFM_690", target: { type: "character" }, spell: [{ type: "damage", amount: 3, to: "target" }],
    combo: [{ type: "damage", amount: 3, to: "target" }, { type: "jadeGolem" }] },
  // Jade Idol: "Choose One - Summon a Jade Golem; or Shuffle 3 copies of this card into your deck."
  { id: "CFM_602", chooseOne: [
    { card: "CFM_602a", effects: [{ type: "jadeGolem" }] },
    { card: "CFM_602b", effects: [{ type: "shuffleIntoDeck", card: "CFM_602", count: 3 }] },
  ] },
  // Getaway Kodo: "Secret: When a friendly minion dies, return it to your hand." (as Cheat Death, without the cost change)
  { id: "CFM_800", triggers: [{ on: "death", if: [{ target: "friendly-minion" }, { space: "friendly-hand" }], do: [{ type: "returnCopyToHand", of: "event-target" }] }] },
  // Weasel Tunneler: "Deathrattle: Shuffle this minion into your opponent's deck." (a new copy of the card)
  { id: "CFM_095", deathrattle: [{ type: "shuffleIntoDeck", card: "CFM_095", player: "enemy" }] },
  // Wind-up Burglebot: "Whenever this attacks a minion and survives, draw a card." (after the attack, still alive)
  { id: "CFM_025", triggers: [{ on: "after-attack", if: [{ source: "self" }, { target: { type: "minion" } }, { exists: { all: "minions", where: { is: "self", alive: true } } }],
    do: [{ type: "draw" }] }] },
  // Lotus Assassin: "Stealth. Whenever this attacks and kills a minion, gain Stealth." (the defender mortally wounded after
  // the attack, as Warsong Grunt's "attacks and kills")
  { id: "CFM_634", triggers: [{ on: "after-attack", if: [{ source: "self" }, { target: { type: "minion", mortallyWounded: true } }, { exists: { all: "minions", where: { is: "self", alive: true } } }],
    do: [{ type: "buff", to: "self", grants: ["STEALTH"] }] }] },
  // Lotus Illusionist: "After this minion attacks a hero, transform it into a random 6-Cost minion." Not once mortally wounded (3.4).
  { id: "CFM_697", triggers: [{ on: "after-attack", if: [{ source: "self" }, { target: { type: "hero" } }, { exists: { all: "minions", where: { is: "self", alive: true } } }],
    do: [{ type: "transform", to: "self", pool: { type: "MINION", cost: 6 } }] }] },
  // Devolve: "Transform all enemy minions into random ones that cost (1) less." 衰变 (5.2): a 0-Cost minion becomes a random
  // 0-Cost one; a Cost no minion has falls to the highest below it.
  { id: "CFM_696", spell: [{ type: "transform", to: "enemy-minions",
    pool: { type: "MINION", cost: { stat: "cost", of: "each", add: -1, min: 0 }, costDown: 0 } }] },
  // Finders Keepers: "Discover a card with Overload. Overload: (1)"
  { id: "CFM_313", spell: [{ type: "discover", from: { type: "CARD", mechanic: "OVERLOAD", yourClass: true } }] },
  // White Eyes: "Taunt. Deathrattle: Shuffle 'The Storm Guardian' into your deck."
  { id: "CFM_324", deathrattle: [{ type: "shuffleIntoDeck", card: "CFM_324t" }] },
  // Hobart Grapplehammer (today's text): "Battlecry: If you have a weapon equipped, give all minions in your hand and deck +2/+2."
  { id: "CFM_643", battlecry: [{ type: "if", if: { exists: "friendly-weapon" }, then: [
    { type: "buff", to: { all: "hand", side: "friendly", where: { type: "minion" } }, enchantment: "CFM_643e" },
    { type: "buff", to: { all: "deck", side: "friendly", where: { type: "minion" } }, enchantment: "CFM_643e2" },
  ] }] },
  { id: "CFM_643e", buff: { attack: 2, health: 2 } },
  { id: "CFM_643e2", buff: { attack: 2, health: 2 } }, // the deck's
  // Fight Promoter: "Battlecry: If you control a minion with 6 or more Health, draw two cards." (itself too, as the text reads: "a minion you control")
  { id: "CFM_328", battlecry: [{ type: "if", if: { exists: { all: "minions", side: "friendly", where: { minHealth: 6 } } }, then: [{ type: "draw", count: 2 }] }] },
  // Manic Soulcaster: "Battlecry: Choose a friendly minion. Shuffle a copy into your deck." (as Baleful Banker's)
  { id: "CFM_660", target: { type: "minion", side: "friendly" }, battlecry: [{ type: "shuffleIntoDeck", copyOf: "target" }] },
  // Auctionmaster Beardo: "After you cast a spell, refresh your Hero Power."
  { id: "CFM_807", triggers: [{ on: "after-play", if: { target: { side: "friendly", type: "spell" } }, do: [{ type: "refreshHeroPower" }] }] },
  // Wrathion: "Taunt. Battlecry: Draw cards until you draw one that isn't a Dragon." (a card burned by a full hand is drawn
  // too; an empty deck's Fatigue draws nothing, which ends it)
  { id: "CFM_806", battlecry: [{ type: "repeat", do: [{ type: "draw" }], while: { exists: { all: "drawn", where: { race: "DRAGON" } } } }] },
  // Hidden Cache: "Secret: After your opponent plays a minion, give a random minion in your hand +2/+2." (hidden while you
  // hold no minion, 3.4)
  { id: "CFM_026", triggers: [{ on: "after-play", ifMinionGone: "any", if: [{ target: { side: "enemy", type: "minion" } }, { exists: { all: "hand", side: "friendly", where: { type: "minion" } } }],
    do: [{ type: "buff", to: { random: { all: "hand", side: "friendly", where: { type: "minion" } } }, enchantment: "CFM_026e" }] }] },
  { id: "CFM_026e", buff: { attack: 2, health: 2 } },
  // Celestial Dreamer: "Battlecry: If you control a minion with 5 or more Attack, gain +2/+2." (itself too, as Fight Promoter's)
  { id: "CFM_617", battlecry: [{ type: "if", if: { exists: { all: "minions", side: "friendly", where: { minAttack: 5 } } }, then: [{ type: "buff", to: "self", enchantment: "CFM_617e" }] }] },
  { id: "CFM_617e", buff: { attack: 2, health: 2 } },
  // --- Session 12 (w12/badlands) ---
  // Inkmaster Solia: "Battlecry: If your deck has no duplicates, the next spell you cast this turn costs (0)." (a one-turn
  // cost state on your hero, used up by the next spell, as Preparation's)
  { id: "CFM_687", battlecry: [{ type: "if", if: { noDuplicates: { all: "deck", side: "friendly" } },
    then: [{ type: "buff", to: "friendly-hero", enchantment: "CFM_687e" }] }] },
  { id: "CFM_687e", buff: { oneTurn: true }, auras: [{ to: { all: "hand", side: "friendly", where: { type: "spell" } }, buff: { setCost: 0 } }],
    consumedBy: { type: "spell" } },
  // ── w13/old
  // Blubber Baron: "Whenever you summon a Battlecry minion while this is in your hand, gain +1/+1." (a hand trigger on each
  // friendly minion with a Battlecry summoned — played or by an effect; the data's CFM_064e, one for each)
  { id: "CFM_064", triggers: [{ on: "summon", zone: "hand", if: { target: { side: "friendly", type: "minion", has: "battlecry" } }, do: [{ type: "buff", to: "self", enchantment: "CFM_064e" }] }] },
  { id: "CFM_064e", buff: { attack: 1, health: 1 } },
  // Knuckles: "After this attacks a minion, it also hits the enemy hero." (after the attack, damage equal to its Attack then,
  // dealt by it to the enemy hero)
  { id: "CFM_333", triggers: [{ on: "after-attack", if: [{ source: "self" }, { target: "minion" }], do: [{ type: "damage", amount: { stat: "attack", of: "self" }, to: "enemy-hero" }] }] },
  // Krul the Unshackled: "Battlecry: If your deck has no duplicates, summon all Demons from your hand." (every Demon card of
  // your hand, from the left, until the board is full — `putIntoPlay` `all`, rules-notes 1565)
  { id: "CFM_750", battlecry: [{ type: "if", if: { noDuplicates: { all: "deck", side: "friendly" } }, then: [
    { type: "putIntoPlay", from: "hand", where: { type: "minion", race: "DEMON" }, all: true }] }] },
  // Madam Goya: "Battlecry: Choose a friendly minion. Summon any copies of it in your deck." Every card of the deck with the
  // chosen minion's card id, from the top, each summoned in turn (as `putIntoPlay` `all`, rules-notes 1565) until the board
  // is full; the minion chosen stays where it is.
  { id: "CFM_672", target: { type: "minion", side: "friendly" }, battlecry: [{ type: "group", of: "target", do: [
    { type: "putIntoPlay", from: "deck", where: { type: "minion", cardIn: "group" }, all: true }] }] },
  // Drakonid Operative: "Battlecry: If you're holding a Dragon, Discover a copy of a card in your opponent's deck." (the
  // options are different cards of their deck; a copy of the one taken comes to your hand, their deck unchanged)
  { id: "CFM_605", battlecry: [{ type: "if", if: { exists: { all: "hand", side: "friendly", where: { race: "DRAGON" } } },
    then: [{ type: "discover", from: "deck", side: "enemy", copy: true }] }] },
];
