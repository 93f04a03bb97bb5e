// A client of `hasenpfeffer referee` written in JavaScript for Node.js: it
// plays whole games of every game of the family through the protocol with
// random legal moves, and checks what the referee says.
//
//   node tests/referee_client.mjs --python PYTHON [--games N] [--seed S]
//   node tests/referee_client.mjs --python PYTHON --conformance FILE [--limit N]
//
// It starts `PYTHON -m hasenpfeffer referee`, plays N games (several at once,
// under their own ids), and prints a JSON summary on standard output.  Any
// answer that breaks a check stops it with the reason on standard error and
// exit status 1.  It checks that:
//
// - a view shows only cards its seat may see: its own cards as dealt, cards
//   played to tricks, the upcard, the widow to the maker (who picks it up),
//   and a card given between partners to the two of them; and only the seat
//   to act has legal actions (the seat to act is shown its view at every
//   step, every seat at the first step of each phase and of each trick, and
//   at the end);
// - an action for the wrong seat, and a card that does not follow suit, are
//   refused with the rule in words, and the game is left as it was;
// - a finished game's record is legal, finished and won by the winner the
//   referee announced.
//
// With --conformance it instead answers the first N cases of a conformance
// case file (JSON Lines, see docs/conformance.rst) through the referee, as a
// port of the rules in JavaScript would check itself against the kit, and
// prints how many it answered and how many agreed.

import { spawn } from "node:child_process";
import { readFileSync } from "node:fs";
import { createInterface } from "node:readline";

const SUITS = ["C", "D", "H", "S"];
const RANKS = ["9", "T", "J", "Q", "K", "A"];
const CARDS = new Set([...SUITS.flatMap((suit) => RANKS.map((rank) => rank + suit)), "Joker"]);
const CARD_ACTION = /^(?:play|discard|give) (\S+)$/;
const MAX_HANDS = 300;
const AT_ONCE = 8;

const RULES = [
  { target_score: 3 },
  { bidding: "pepper", lone_hands: true, lone_defender: true, target_score: 3 },
  {
    all_pass: "stick_the_dealer",
    opening_lead: "maker",
    defenders_score_tricks: true,
    target_score: 3,
  },
  { game: "euchre", target_score: 3 },
  { game: "three_handed_euchre", target_score: 3 },
  { game: "railroad_euchre", target_score: 3 },
  { game: "euchre", lone_defender: true, all_pass: "redeal", target_score: 3 },
  { game: "railroad_euchre", joker_upcard_suit: "S", call_for_best: false, target_score: 3 },
];

class Failure extends Error {}

function check(condition, message, details) {
  if (!condition) {
    throw new Failure(details === undefined ? message : `${message}: ${JSON.stringify(details)}`);
  }
}

function options(argv) {
  const found = { python: null, games: 100, seed: 1, conformance: null, limit: 100 };
  for (let index = 2; index < argv.length; index += 2) {
    const name = argv[index].replace(/^--/, "");
    check(name in found && index + 1 < argv.length, `unknown option ${argv[index]}`);
    const text = argv[index + 1];
    found[name] = name === "python" || name === "conformance" ? text : Number(text);
  }
  check(found.python !== null, "give --python PYTHON");
  return found;
}

// mulberry32: a small seeded generator, so that a run can be repeated.
function generator(seed) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let value = state;
    value = Math.imul(value ^ (value >>> 15), value | 1);
    value ^= value + Math.imul(value ^ (value >>> 7), value | 61);
    return ((value ^ (value >>> 14)) >>> 0) / 4294967296;
  };
}

class Referee {
  constructor(python) {
    this.child = spawn(python, ["-m", "hasenpfeffer", "referee"], {
      stdio: ["pipe", "pipe", "inherit"],
    });
    this.waiting = [];
    this.exited = new Promise((resolve) => this.child.on("exit", (code) => resolve(code)));
    createInterface({ input: this.child.stdout }).on("line", (line) => {
      const waiter = this.waiting.shift();
      if (waiter === undefined) {
        this.stray = line;
        return;
      }
      try {
        waiter.resolve(JSON.parse(line));
      } catch (error) {
        waiter.reject(new Failure(`an answer is not JSON: ${line}`));
      }
    });
    this.exited.then((code) => {
      for (const waiter of this.waiting.splice(0)) {
        waiter.reject(new Failure(`the referee exited (${code}) before answering`));
      }
    });
  }

  // Answers come in the order of the requests, so each request waits for
  // the next answer not yet claimed; several may be on their way at once.
  ask(request) {
    return new Promise((resolve, reject) => {
      this.waiting.push({ resolve, reject });
      this.child.stdin.write(JSON.stringify(request) + "\n");
    });
  }

  async close() {
    this.child.stdin.end();
    const code = await this.exited;
    check(this.stray === undefined, "an answer came that no request asked for", this.stray);
    return code;
  }
}

function cardsIn(value, found = []) {
  if (typeof value === "string") {
    const match = CARD_ACTION.exec(value);
    if (CARDS.has(value)) found.push(value);
    else if (match !== null && CARDS.has(match[1])) found.push(match[1]);
  } else if (Array.isArray(value)) {
    for (const item of value) cardsIn(item, found);
  } else if (value !== null && typeof value === "object") {
    for (const item of Object.values(value)) cardsIn(item, found);
  }
  return found;
}

// The cards `seat` may know of in the hand dealt as `deal` (a record's deal)
// after the actions `taken` ([seat, action] pairs) of that hand, in which
// `maker` (or null) won the auction.
function mayKnow(seat, deal, taken, maker) {
  const known = new Set(deal.hands[seat]);
  if (deal.kitty !== undefined) known.add(deal.kitty[0]);
  if (deal.widow !== undefined && maker === seat) known.add(deal.widow);
  for (const [actor, action] of taken) {
    const card = action.split(" ").at(-1);
    if (action.startsWith("play ")) known.add(card);
    if (action.startsWith("give ") && (actor === seat || (actor + 2) % 4 === seat)) known.add(card);
  }
  return known;
}

function leaks(view, seat, deal, taken, maker) {
  const known = mayKnow(seat, deal, taken, maker);
  return cardsIn(view).filter((card) => !known.has(card));
}

// Check views of one position, in which `maker` won the auction (who did is
// public: every seat is told the same).
function checkViews(views, deal, taken, toAct, maker) {
  for (const view of views) {
    const seat = view.seat;
    check(view.maker === maker, "the seats are told different makers", { maker, view });
    const shown = leaks(view, seat, deal, taken, maker);
    check(shown.length === 0, `seat ${seat}'s view shows cards it may not see`, { shown, view });
    check(view.hand.length === view.hand_sizes[seat], "the hand and its size disagree", view);
    if (seat !== toAct) {
      check(view.legal_actions.length === 0, "a seat not to act has legal actions", view);
    }
  }
}

async function viewsOf(referee, game, players) {
  const answers = await Promise.all(
    Array.from({ length: players }, (_, seat) => referee.ask({ type: "view", game, seat })),
  );
  answers.forEach((answer, seat) => {
    check(answer.type === "seat_view" && answer.view.seat === seat, "not a view of the seat asked", {
      seat,
      answer,
    });
  });
  return answers.map((answer) => answer.view);
}

function choose(view, random) {
  const legal = view.legal_actions;
  check(legal.length > 0, "the seat to act has no legal action", view);
  if (view.phase === "bidding" && "auction" in view) {
    // Hasenpfeffer (only its views have an auction of bids): random bids of five and six mostly fail and a game can
    // go on for hundreds of hands, so bid low half the time and pass else.
    const bids = legal.filter((action) => action !== "pass");
    if (!legal.includes("pass") || random() < 0.5) return bids[0];
    return "pass";
  }
  return legal[Math.floor(random() * legal.length)];
}

async function expectRefusal(referee, game, request, pattern, before, seat) {
  const answer = await referee.ask(request);
  check(answer.type === "error" && answer.code === "illegal_action", "not refused", {
    request,
    answer,
  });
  check(pattern.test(answer.message), "the refusal does not name the rule", answer);
  check(answer.seat === request.seat && answer.action === request.action, "wrong details", answer);
  const after = await referee.ask({ type: "view", game, seat });
  check(JSON.stringify(after) === JSON.stringify(before), "a refused action changed the game", {
    before,
    after,
  });
}

async function playGame(referee, number, seed, tally) {
  const game = `g${number}`;
  const rules = RULES[number % RULES.length];
  const random = generator(seed + number);
  const started = await referee.ask({ type: "start", game, rules, seed: String(seed + number) });
  check(started.type === "started" && started.game === game, "not started", started);
  const players = started.players;
  let status = started.status;
  let deal = null;
  let taken = [];
  let refusedSeat = false;
  let refusedCard = false;
  let phase = null;
  let maker = null;
  while (status.phase !== "game_over") {
    if (status.phase === "deal") {
      check(status.hand_number < MAX_HANDS, "the game goes on too long", status);
      const dealt = await referee.ask({ type: "deal", game });
      check(dealt.type === "dealt", "not dealt", dealt);
      const record = await referee.ask({ type: "record", game });
      deal = record.record.deals.at(-1);
      taken = [];
      phase = null;
      status = dealt.status;
      tally.hands += 1;
      continue;
    }
    // The seat to act is shown its view at every step, and every seat at
    // the first step of each phase and of each trick.
    const seat = status.to_act;
    const asked = await referee.ask({ type: "view", game, seat });
    check(asked.type === "seat_view" && asked.view.seat === seat, "not a view of the seat", asked);
    const mine = asked.view;
    let views = [mine];
    if (status.phase !== phase || (mine.phase === "play" && mine.current_trick.length === 0)) {
      views = await viewsOf(referee, game, players);
      maker = views[0].maker;
    }
    phase = status.phase;
    checkViews(views, deal, taken, seat, maker);
    tally.views += views.length;
    if (tally.selfTests === 0) {
      // The check must catch a leak: a card of the next seat put in view.
      const other = (seat + 1) % players;
      const planted = { ...mine, hand: [...mine.hand, deal.hands[other][0]] };
      check(leaks(planted, seat, deal, taken, maker).length === 1, "the leak check missed a card");
      tally.selfTests += 1;
    }
    if (!refusedSeat) {
      const wrong = (seat + 1) % players;
      const request = { type: "act", game, seat: wrong, action: mine.legal_actions[0] };
      const rule = new RegExp(`it is seat ${seat}'s turn, not seat ${wrong}'s`);
      await expectRefusal(referee, game, request, rule, asked, seat);
      tally.refused.wrongSeat += 1;
      refusedSeat = true;
    }
    const unplayable = mine.hand.filter((card) => !mine.legal_actions.includes(`play ${card}`));
    if (!refusedCard && mine.phase === "play" && unplayable.length > 0) {
      const request = { type: "act", game, seat, action: `play ${unplayable[0]}` };
      await expectRefusal(referee, game, request, /must follow/, asked, seat);
      tally.refused.mustFollow += 1;
      refusedCard = true;
    }
    const action = choose(mine, random);
    const acted = await referee.ask({ type: "act", game, seat, action });
    check(acted.type === "acted" && acted.action === action && acted.seat === seat, "not acted", {
      action,
      acted,
    });
    taken.push([seat, action]);
    status = acted.status;
    tally.actions += 1;
  }
  // The last hand, as each seat sees it at the end.
  const last = await viewsOf(referee, game, players);
  checkViews(last, deal, taken, null, last[0].maker);
  const record = await referee.ask({ type: "record", game });
  const verdict = await referee.ask({ type: "validate", record: record.record });
  check(
    verdict.readable && verdict.legal && verdict.finished && verdict.winner === status.winner,
    "the record of a finished game is not judged so",
    verdict,
  );
  const ended = await referee.ask({ type: "end", game });
  check(ended.type === "ended", "not ended", ended);
  const name = rules.game ?? "hasenpfeffer";
  tally.games[name] = (tally.games[name] ?? 0) + 1;
  tally.finished += 1;
}

// The answer to a conformance case's question, in the case's shape, from
// the referee's answers to the protocol's requests.
async function answerCase(referee, testCase) {
  const game = "conformance";
  const started = await referee.ask({ type: "start", game, position: testCase.position });
  check(started.type === "started", "a case's position was refused", started);
  const act = { type: "act", game, seat: testCase.seat, action: testCase.action };
  let answer;
  if (testCase.question === "legal_actions") {
    const legal = await referee.ask({ type: "legal", game });
    answer = { actions: [...legal.actions].sort() };
  } else if (testCase.question === "perft") {
    const counted = await referee.ask({ type: "perft", game, depth: testCase.depth });
    answer = { count: counted.count };
  } else {
    const acted = await referee.ask(act);
    if (testCase.question === "is_legal") {
      answer = acted.type === "acted" ? { legal: true, rule: null } : { legal: false, rule: acted.rule };
    } else if (testCase.question === "apply") {
      answer = { position: (await referee.ask({ type: "position", game })).line };
    } else {
      const { view } = await referee.ask({ type: "view", game, seat: 0 });
      answer =
        testCase.question === "trick_winner"
          ? { winner: view.completed_tricks.at(-1).winner }
          : { score_change: view.hand_results.at(-1).score_change, scores: view.scores };
    }
  }
  await referee.ask({ type: "end", game });
  return answer;
}

async function conformance(python, file, limit) {
  const referee = new Referee(python);
  const cases = readFileSync(file, "utf8")
    .split("\n")
    .filter((line) => line !== "")
    .slice(0, limit)
    .map((line) => JSON.parse(line));
  const tally = { answered: 0, agreed: 0, questions: {}, disagreements: [] };
  for (const testCase of cases) {
    const answer = await answerCase(referee, testCase);
    const expected =
      testCase.question === "legal_actions"
        ? { actions: [...testCase.answer.actions].sort() }
        : testCase.answer;
    tally.answered += 1;
    tally.questions[testCase.question] = (tally.questions[testCase.question] ?? 0) + 1;
    if (JSON.stringify(answer) === JSON.stringify(expected)) tally.agreed += 1;
    else tally.disagreements.push(testCase.id);
  }
  const code = await referee.close();
  check(code === 0, "the referee did not exit with status 0 at the end of its input", code);
  process.stdout.write(JSON.stringify(tally) + "\n");
}

async function main() {
  const { python, games, seed, conformance: file, limit } = options(process.argv);
  if (file !== null) {
    await conformance(python, file, limit);
    return;
  }
  const referee = new Referee(python);
  const tally = {
    finished: 0,
    games: {},
    hands: 0,
    actions: 0,
    views: 0,
    selfTests: 0,
    refused: { wrongSeat: 0, mustFollow: 0 },
  };
  let next = 0;
  const worker = async () => {
    while (next < games) {
      const number = next;
      next += 1;
      await playGame(referee, number, seed, tally);
    }
  };
  await Promise.all(Array.from({ length: AT_ONCE }, worker));
  const code = await referee.close();
  check(code === 0, "the referee did not exit with status 0 at the end of its input", code);
  process.stdout.write(JSON.stringify(tally) + "\n");
}

main().catch((error) => {
  process.stderr.write(`referee_client: ${error instanceof Failure ? error.message : error.stack}\n`);
  process.exit(1);
});
