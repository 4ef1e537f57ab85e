/** Rise of Shadows (w13/titans). */
import { cardCase, describeCard } from "../support/cards.js";

describeCard("DAL_799", () => {
  cardCase("DAL_799", {
    does: "with 5 Health restored this game: a copy of it is summoned",
    p1: { hand: [{ card: "DAL_799", ref: "S" }], tags: { HEALTH_RESTORED_THIS_GAME: 5 } },
    actions: [{ type: "play", card: "S" }],
    expect: { "p1.board": ["DAL_799", "DAL_799"] },
  });
  cardCase("DAL_799", {
    does: "4 restored: no copy",
    p1: { hand: [{ card: "DAL_799", ref: "S" }], tags: { HEALTH_RESTORED_THIS_GAME: 4 } },
    actions: [{ type: "play", card: "S" }],
    expect: { "p1.board": ["DAL_799"] },
  });
  cardCase("DAL_799", {
    does: "Health restored this turn counts for the game (an overheal's excess not)",
    p1: { hand: [{ card: "CS2_007", ref: "H" }, { card: "DAL_799", ref: "S" }], hero: { card: "HERO_06", health: 25 } },
    actions: [{ type: "play", card: "H", target: "p1.hero" }, { type: "play", card: "S" }],
    expect: { "p1.board": ["DAL_799", "DAL_799"], "p1.tags.HEALTH_RESTORED_THIS_GAME": 5 },
  });
  cardCase("DAL_799", {
    does: "4 restored by a heal with 4 missing: no copy",
    p1: { hand: [{ card: "CS2_007", ref: "H" }, { card: "DAL_799", ref: "S" }], hero: { card: "HERO_06", health: 26 } },
    actions: [{ type: "play", card: "H", target: "p1.hero" }, { type: "play", card: "S" }],
    expect: { "p1.board": ["DAL_799"] },
  });
});

describeCard("DAL_052", () => {
  cardCase("DAL_052", {
    does: "becomes a 4/4 copy of another minion of your deck",
    p1: { hand: [{ card: "DAL_052", ref: "M" }], deck: [{ card: "DAL_052" }, { card: "CS2_186" }] },
    actions: [{ type: "play", card: "M" }],
    expect: { "p1.board": ["CS2_186"], "p1.board.0.attack": 4, "p1.board.0.health": 4, "p1.deck.length": 2 },
  });
  cardCase("DAL_052", {
    does: "no other minion in the deck: it stays as it is",
    p1: { hand: [{ card: "DAL_052", ref: "M" }], deck: [{ card: "DAL_052" }, { card: "CS2_029" }] },
    actions: [{ type: "play", card: "M" }],
    expect: { "p1.board": ["DAL_052"] },
  });
});

describeCard("DAL_731", () => {
  cardCase("DAL_731", {
    does: "a minion from each deck; yours attacks theirs",
    p1: { hand: [{ card: "DAL_731", ref: "D" }], deck: [{ card: "CS2_182", ref: "Y" }, { card: "CS2_029" }] },
    p2: { deck: [{ card: "CS2_186", ref: "G" }, { card: "CS2_029" }] },
    actions: [{ type: "play", card: "D" }],
    expect: { "Y.zone": "graveyard", "G.zone": "board", "G.health": 3, "p1.deck.length": 1, "p2.deck.length": 1, "p2.hero.health": 30 },
  });
  cardCase("DAL_731", {
    does: "no minion in the opponent's deck: yours is summoned and attacks no one",
    p1: { hand: [{ card: "DAL_731", ref: "D" }], deck: [{ card: "CS2_182", ref: "Y" }] },
    p2: { deck: [{ card: "CS2_029" }] },
    actions: [{ type: "play", card: "D" }],
    expect: { "p1.board": ["CS2_182"], "Y.health": 5, "p2.board": [] },
  });
});
