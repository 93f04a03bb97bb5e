// The page of `hasenpfeffer serve`: the list of tables, or one table.
//
// At a table the page joins a seat over the table's WebSocket and draws
// each "update" it receives: the server's picture of the table as this seat
// sees it, and the facts of the view beside it.  Every legal action of the
// seat is a button; clicking one sends it as the referee's "act" request.
// A seat's link carries its secret key (?seat=2&key=...), so a reloaded page
// gets its seat back; the browser that made a table keeps every seat's key
// in localStorage, to show the links to send.
"use strict";

const SUITS = { C: "\u2663", D: "\u2666", H: "\u2665", S: "\u2660" };
const GAMES = {
  hasenpfeffer: "Hasenpfeffer",
  euchre: "Euchre",
  three_handed_euchre: "Three-Handed Euchre",
  railroad_euchre: "Railroad Euchre",
  bid_euchre: "Bid Euchre",
};

// "JC" as "J♣", "TH" as "10♥"; any other word is left as it is.
function cardText(word) {
  const match = /^([9TJQKA])([CDHS])$/.exec(word);
  if (!match) return word;
  return (match[1] === "T" ? "10" : match[1]) + SUITS[match[2]];
}

function actionText(action) {
  return action.split(" ").map(cardText).join(" ");
}

function element(tag, text, attributes) {
  const node = document.createElement(tag);
  if (text !== undefined && text !== null) node.textContent = text;
  for (const [name, value] of Object.entries(attributes || {})) {
    node.setAttribute(name, value);
  }
  return node;
}

function fill(id, children) {
  const node = document.getElementById(id);
  node.replaceChildren(...children);
  return node;
}

function addMessage(text, kind) {
  const list = document.getElementById("messages");
  list.append(element("li", text, { class: kind }));
  while (list.children.length > 4) list.firstElementChild.remove();
}

// -- the list of tables ------------------------------------------------------

// Each game's rule options, as the server sends them: name, kind and default
// (the server's rule flags in its own game, the game's defaults in the others).
let gameOptions = {};

// "lone_hands" as "Lone hands", "stick_the_dealer" as "stick the dealer",
// a suit's letter as its symbol.
function words(value) {
  return SUITS[value] || String(value).replaceAll("_", " ");
}

function optionTitle(name) {
  const text = words(name);
  return text[0].toUpperCase() + text.slice(1);
}

// The form's fields for the options of the game chosen, at their defaults.
function showOptions() {
  const game = document.getElementById("game");
  const fields = gameOptions[game.value].map((option) => {
    const id = `option-${option.name}`;
    const label = element("label", null, { for: id });
    let input;
    if (option.kind === "yes_no") {
      input = element("input", null, { type: "checkbox", id, "data-option": option.name });
      input.checked = option.default;
      label.append(input, ` ${optionTitle(option.name)}`);
      return label;
    }
    if (option.kind === "choice") {
      input = element("select", null, { id, "data-option": option.name });
      input.append(...option.choices.map((choice) =>
        element("option", words(choice), { value: choice })));
    } else {
      input = element("input", null, { type: "number", id, min: "1", "data-option": option.name });
    }
    input.value = String(option.default);
    label.append(`${optionTitle(option.name)} `, input);
    return label;
  });
  fill("options", fields);
  const players = Number(game.selectedOptions[0].dataset.players);
  fill("people", Array.from({ length: players }, (_, i) =>
    element("option", String(i + 1), { value: String(i + 1) })));
}

async function showLobby() {
  document.getElementById("lobby").hidden = false;
  document.getElementById("where").textContent = "Tables";
  const page = Math.max(1, Number(new URLSearchParams(location.search).get("page")) || 1);
  const answer = await (await fetch(`/api/tables?page=${page}`)).json();
  gameOptions = answer.options;
  const game = document.getElementById("game");
  for (const [value, players] of Object.entries(answer.games)) {
    game.append(element("option", GAMES[value] || value, { value, "data-players": players }));
  }
  game.value = answer.rules.game || "hasenpfeffer";
  game.addEventListener("change", showOptions);
  showOptions();
  document.getElementById("new-table").addEventListener("submit", makeTable);
  const body = document.querySelector("#tables tbody");
  for (const table of answer.tables) {
    const row = element("tr", null, { "data-table": table.table });
    const cell = element("td");
    const keys = storedKeys(table.table);
    if (keys) {
      const seat = Object.keys(keys)[0];
      cell.append(element("a", table.table, { href: seatLink(table.table, seat, keys[seat]) }));
    } else {
      cell.append(table.table);
    }
    row.append(cell);
    row.append(element("td", GAMES[table.game] || table.game));
    row.append(element("td", String(table.hand_number)));
    row.append(element("td", table.scores.join(" : ")));
    row.append(element("td", table.finished ? `won by ${sideName(table.winner, table.players)}` : "in play"));
    const records = element("td");
    for (const kind of ["json", "txt"]) {
      records.append(element("a", kind === "json" ? "JSON" : "text", {
        href: `/api/tables/${encodeURIComponent(table.table)}/record.${kind}`,
        download: "",
      }), " ");
    }
    row.append(records);
    body.append(row);
  }
  // The list comes a page at a time, the latest tables first.
  const pages = document.getElementById("pages");
  pages.hidden = answer.pages < 2;
  pages.replaceChildren(`Page ${answer.page} of ${answer.pages} (${answer.total} tables)`);
  if (answer.page > 1) pages.append(" ", element("a", "newer", { href: `/?page=${answer.page - 1}`, rel: "prev" }));
  if (answer.page < answer.pages) pages.append(" ", element("a", "older", { href: `/?page=${answer.page + 1}`, rel: "next" }));
}

// The rules as the form shows them: the game and every option of it.
function formRules() {
  const rules = { game: document.getElementById("game").value };
  for (const input of document.querySelectorAll("#options [data-option]")) {
    const name = input.dataset.option;
    if (input.type === "checkbox") rules[name] = input.checked;
    else if (input.type === "number") rules[name] = Number(input.value);
    else rules[name] = input.value;
  }
  return rules;
}

async function makeTable(event) {
  event.preventDefault();
  const people = Number(document.getElementById("people").value);
  const answer = await fetch("/api/tables", {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({ rules: formRules(), people }),
  });
  const made = await answer.json();
  const error = document.getElementById("form-error");
  if (!answer.ok) {
    error.textContent = made.message;
    error.hidden = false;
    return;
  }
  error.hidden = true;
  localStorage.setItem(`hasenpfeffer:${made.table}:keys`, JSON.stringify(made.keys));
  location.href = seatLink(made.table, 0, made.keys["0"]);
}

function seatLink(tableId, seat, key) {
  return `/tables/${encodeURIComponent(tableId)}?seat=${seat}&key=${encodeURIComponent(key)}`;
}

// The keys of every seat of a table made in this browser, or null.
function storedKeys(tableId) {
  const kept = localStorage.getItem(`hasenpfeffer:${tableId}:keys`);
  return kept ? JSON.parse(kept) : null;
}

// -- one table ----------------------------------------------------------------

let socket = null;
let mySeat = 0;
let lastTrick = null;
let players = 4;

function sideName(side, count) {
  if (side === null || side === undefined) return "";
  if (count === 3) return `seat ${side}`;
  return side === 0 ? "seats 0 and 2" : "seats 1 and 3";
}

function seatName(seat) {
  return seat === mySeat ? `you (seat ${seat})` : `seat ${seat}`;
}

function showTable(tableId) {
  document.getElementById("table").hidden = false;
  const query = new URLSearchParams(location.search);
  mySeat = Number(query.get("seat") || "0");
  const key = query.get("key");
  document.getElementById("where").textContent = `Table ${tableId}, seat ${mySeat}`;
  const scheme = location.protocol === "https:" ? "wss" : "ws";
  socket = new WebSocket(`${scheme}://${location.host}/api/tables/${encodeURIComponent(tableId)}/socket`);
  socket.addEventListener("open", () => {
    socket.send(JSON.stringify({ type: "join", seat: mySeat, key }));
  });
  socket.addEventListener("message", (event) => {
    const message = JSON.parse(event.data);
    if (message.type === "joined") {
      players = message.players;
      showLinks(tableId, message.people);
    } else if (message.type === "update") {
      showUpdate(message);
    } else if (message.type === "error") {
      addMessage(message.message, "error");
      for (const button of document.querySelectorAll("#moves button")) button.disabled = false;
    } else if (message.type === "notice") {
      addMessage(message.message, "notice");
    }
  });
  socket.addEventListener("close", (event) => {
    // 1013: the server let this tab go, as it had fallen too far behind.
    const why = event.code === 1013 ? "this tab fell too far behind" : "the connection to the server is closed";
    addMessage(`${why}: reload the page to sit down again`, "error");
    fill("moves", []);
  });
}

function showLinks(tableId, people) {
  const links = [];
  const keys = storedKeys(tableId) || {};
  for (const seat of people) {
    if (seat === mySeat || !keys[seat]) continue;
    const href = location.origin + seatLink(tableId, seat, keys[seat]);
    links.push(element("a", `seat ${seat}`, { href, class: "invite" }), " ");
  }
  const downloads = [];
  if (links.length) downloads.push("Invite: ", ...links, element("br"));
  downloads.push("Record so far: ");
  for (const kind of ["json", "txt"]) {
    downloads.push(element("a", kind === "json" ? "JSON" : "text", {
      href: `/api/tables/${encodeURIComponent(tableId)}/record.${kind}`, download: "",
    }), " ");
  }
  fill("downloads", downloads);
}

function trickText(plays) {
  return plays.map((play) => `${seatName(play.seat)}: ${cardText(play.card)}`).join(", ");
}

// How a hand ended.  A hand is thrown in when nobody made trump: it has no
// maker.  The Euchres have no bids, so their hands have no contract.  A
// maker who named no trump (Bid Euchre) leaves the hand's trump null.
function handText(result) {
  if (result.maker === null) return "thrown in";
  const trump = result.trump ? `${SUITS[result.trump]} trump` : "no trump";
  const made = result.contract ? `${actionText(result.contract)}, ${trump}` : trump;
  const alone = result.lone_players[0] === result.maker ? " alone" : "";
  return `${made} by ${seatName(result.maker)}${alone}`;
}

// Whether the maker has named trump, or no trump: the hand is past the
// auction and the naming of trump.
function trumpNamed(view) {
  return view.maker !== null && !["deal", "bidding", "trump"].includes(view.phase);
}

function showUpdate(message) {
  const view = message.view;
  document.getElementById("hand").hidden = false;
  document.getElementById("picture").innerHTML = message.picture;
  const waiting = message.waiting_on;
  let status;
  if (view.winner !== null) {
    status = `The game is over: ${sideName(view.winner, players)} won.`;
  } else if (waiting === null) {
    status = `The game ended unfinished after ${view.hand_number} hands, the most a game deals.`;
  } else if (waiting === mySeat) {
    status = view.phase === "deal" ? "You deal the next hand." : `Your turn (${view.phase}).`;
  } else {
    status = `Waiting for ${seatName(waiting)} (${view.phase}).`;
  }
  document.getElementById("status").textContent = status;
  document.body.dataset.phase = view.phase;
  document.body.dataset.waitingOn = waiting === null ? "" : String(waiting);
  document.body.dataset.winner = view.winner === null ? "" : String(view.winner);

  const moves = [];
  if (view.winner === null && waiting === mySeat) {
    if (view.phase === "deal") {
      moves.push(element("button", "Deal", { "data-move": "deal" }));
    } else {
      for (const action of view.legal_actions) {
        moves.push(element("button", actionText(action), { "data-action": action }));
      }
    }
  }
  fill("moves", moves);

  const facts = [];
  const fact = (name, value) => {
    if (value === null || value === undefined || value === "") return;
    facts.push(element("dt", name), element("dd", value));
  };
  fact("Hand", String(view.hand_number));
  fact("Dealer", seatName(view.dealer));
  fact("Upcard", view.upcard && cardText(view.upcard));
  fact("Maker", view.maker !== null ? seatName(view.maker) : null);
  fact("Contract", view.contract && actionText(view.contract));
  fact("Trump", view.trump ? SUITS[view.trump] : trumpNamed(view) ? "no trump" : null);
  fact("Going alone", view.lone_players.map(seatName).join(", "));
  fact("Sitting out", view.sitting_out.map(seatName).join(", "));
  fact("Tricks won", view.tricks_won.join(" : "));
  fact("Scores", view.scores.join(" : "));
  fill("facts", facts);

  const calls = (view.auction ? view.auction.calls : view.calls) ?? [];
  fill("auction", calls.map((call) => element("li", `${seatName(call.seat)}: ${actionText(call.call)}`)));
  fill("trick", [trickText(view.current_trick) || "none yet"]);
  const done = view.completed_tricks;
  if (done.length) {
    const trick = done[done.length - 1];
    lastTrick = `${trickText(trick.plays)}; won by ${seatName(trick.winner)}`;
  }
  fill("last-trick", [lastTrick || "none yet"]);
  fill("results", view.hand_results.map((result) =>
    element("li", `hand ${result.hand_number}: ${handText(result)}, ${result.score_change.join(" : ")}`)));
  fill("seats", message.seats.map((seat) => element("li",
    `${seatName(seat.seat)}: ${seat.player === "bot" ? "bot" : seat.present ? "person" : "person (away)"}`,
    { "data-seat": String(seat.seat), "data-present": String(seat.present) })));
  document.body.dataset.updates = String(Number(document.body.dataset.updates) + 1);
}

document.addEventListener("click", (event) => {
  const button = event.target.closest("#moves button");
  if (!button || !socket) return;
  for (const other of document.querySelectorAll("#moves button")) other.disabled = true;
  if (button.dataset.move === "deal") {
    socket.send(JSON.stringify({ type: "deal" }));
  } else {
    socket.send(JSON.stringify({ type: "act", seat: mySeat, action: button.dataset.action }));
  }
});

const tablePath = /^\/tables\/([^/]+)$/.exec(location.pathname);
if (tablePath) {
  showTable(decodeURIComponent(tablePath[1]));
} else {
  showLobby();
}
