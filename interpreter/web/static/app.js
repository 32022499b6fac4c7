// The page of `ludeme serve`: it asks the JSON API for a game's view and draws it; a click on a site
// plays the legal move there (or chooses between the moves there, or picks a piece to move);
// moves that are not on a site are buttons. Seats played by the computer move by themselves.
"use strict";

const $ = (id) => document.getElementById(id);
let catalogue = [];
let view = null;          // the current game's view, as the server sent it
let selected = null;      // the site a piece is being moved from
let busy = false;         // a request that changes the game is under way

function element(tag, attributes = {}, ...children) {
  const node = document.createElement(tag);
  for (const [key, value] of Object.entries(attributes)) {
    if (key === "onclick") node.onclick = value; else node.setAttribute(key, value);
  }
  for (const child of children) node.append(child);
  return node;
}

async function api(method, url, body) {
  const options = { method, headers: {} };
  if (body !== undefined) {
    options.headers["Content-Type"] = "application/json";
    options.body = JSON.stringify(body);
  }
  const response = await fetch(url, options);
  const data = await response.json().catch(() => ({ error: `the server answered ${response.status}` }));
  if (!response.ok) throw new Error(data.error || `the server answered ${response.status}`);
  return data;
}

function showError(message) { $("error").textContent = message || ""; }

async function change(method, url, body) {
  showError("");
  busy = true;
  try {
    show(await api(method, url, body));
  } catch (error) {
    showError(error.message);
  } finally {
    busy = false;
  }
  computerTurn();
}

// Starting games ----------------------------------------------------------------------------

async function start() {
  catalogue = await api("GET", "/api/games");
  const choice = $("game-choice");
  catalogue.forEach((game) => choice.append(element("option", { value: game.id }, `${game.name} (${game.path})`)));
  choice.onchange = showOptions;
  showOptions();
  $("new-game").onclick = newGame;
  $("undo").onclick = () => view && change("POST", `/api/matches/${view.id}/undo`);
  $("redo").onclick = () => view && change("POST", `/api/matches/${view.id}/redo`);
  $("ai").onclick = () => view && computerMove();
  $("save").onclick = save;
  $("load").onchange = load;
  $("position-box").ontoggle = () => $("position-box").open && showPosition();
  $("position-show").onclick = showPosition;
  $("position-set").onclick = setPosition;
  const wanted = location.hash.slice(1);
  const open = await api("GET", "/api/matches");
  showTabs(open, wanted);
  if (wanted && open.some((m) => m.id === wanted)) await openMatch(wanted);
}

function showOptions() {
  const game = catalogue[Number($("game-choice").value)];
  const box = $("option-choices");
  box.replaceChildren();
  for (const option of game.options) {
    const select = element("select", { "data-heading": option.heading, title: option.heading });
    for (const item of option.items) {
      const entry = element("option", { value: item.name, title: item.description }, item.name);
      if (item.name === option.default) entry.selected = true;
      select.append(entry);
    }
    box.append(element("label", {}, `${option.heading} `, select));
  }
}

async function newGame() {
  const game = Number($("game-choice").value);
  const options = [...$("option-choices").querySelectorAll("select")]
    .map((select) => `${select.dataset.heading}/${select.value}`);
  showError("");
  try {
    show(await api("POST", "/api/matches", { game, options, seed: Number($("seed").value) || 0 }));
    showTabs(await api("GET", "/api/matches"), view.id);
  } catch (error) {
    showError(error.message);
  }
}

async function openMatch(id) {
  show(await api("GET", `/api/matches/${id}`));
  computerTurn();
}

function showTabs(open, current) {
  const tabs = $("tabs");
  tabs.replaceChildren();
  for (const match of open) {
    const tab = element("button", { "data-match": match.id, class: match.id === current ? "current" : "" },
      `${match.id}: ${match.game}`);
    tab.onclick = async () => { await openMatch(match.id); showTabs(await api("GET", "/api/matches"), match.id); };
    tabs.append(tab);
  }
}

// Drawing ------------------------------------------------------------------------------------

function show(next) {
  view = next;
  selected = null;
  location.hash = view.id;
  $("board").innerHTML = view.svg;
  for (const shape of $("board").querySelectorAll("[data-site]")) {
    shape.addEventListener("click", () => clickSite(Number(shape.dataset.site), shape.dataset.label));
  }
  $("choices").replaceChildren();
  for (const move of view.legal.filter((m) => m.to < 0)) $("choices").append(moveButton(move));
  showStatus();
  showSeats();
  showBeside();
  $("record").replaceChildren(...view.record.map((text) => element("li", {}, text)));
  $("events").replaceChildren(...view.events.map((text) => element("li", {}, text)));
  $("events").scrollTop = $("events").scrollHeight;
  $("rules").textContent = view.rules || "This description has no (info {(rules ...)}) text.";
  $("undo").disabled = !view["can undo"];
  $("redo").disabled = !view["can redo"];
  $("ai").disabled = !!view.panel.result;
  if ($("position-box").open) showPosition();
}

// A button playing a move, with what the move means when the description says so.
function moveButton(move) {
  const button = element("button", { "data-move": move.text, onclick: () => play(move.text) }, move.text);
  if (move.label) {
    button.title = move.label;
    button.append(element("span", { class: "move-label" }, `(${move.label})`));
  }
  return button;
}

function showStatus() {
  const panel = view.panel;
  if (panel.result) {
    $("status").textContent = `Game over after ${panel["moves played"]} moves.`;
    $("result").textContent = `Result: ${panel.result.text}`;
    return;
  }
  $("result").textContent = "";
  const again = panel.again ? " (the same turn goes on)" : "";
  $("status").textContent = `Turn ${panel.turn}: ${panel["mover name"]} to move${again}. To do: ${panel["to do"]}`;
}

function showSeats() {
  const box = $("seats");
  box.replaceChildren();
  for (const player of view.panel.players) {
    const seat = view.seats[player.player];
    const kind = element("select", { "data-seat": player.player, "aria-label": `who plays ${player.name}` });
    for (const name of ["human", "random", "greedy", "mcts"]) {
      const entry = element("option", { value: name }, name);
      if (name === seat.kind) entry.selected = true;
      kind.append(entry);
    }
    const strength = element("select", { "data-strength": player.player, title: "strength of the mcts player" });
    for (let level = 1; level <= 5; level++) {
      const entry = element("option", { value: level }, `strength ${level}`);
      if (level === (seat.strength || 3)) entry.selected = true;
      strength.append(entry);
    }
    strength.hidden = seat.kind !== "mcts";
    const choose = () => change("POST", `/api/matches/${view.id}/seats`,
      { seats: { [player.player]: { kind: kind.value, strength: Number(strength.value) } } });
    kind.onchange = choose;
    strength.onchange = choose;
    const line = element("div", { class: "seat" + (view.panel.mover === player.player ? " to-move" : "") },
      element("span", { class: "swatch" }, player.letter), `${player.name}: score ${player.score}`, kind, strength);
    box.append(line);
  }
}

function showBeside() {
  const panel = view.panel;
  const box = $("beside");
  box.replaceChildren();
  const list = element("dl");
  const entry = (term, ...value) => list.append(element("dt", {}, term), element("dd", {}, ...value));
  for (const player of panel.players) {
    if (player.hand) entry(`${player.name} in hand`, String(player.hand));
    const supply = Object.entries(player.supply);
    if (supply.length) {
      entry(`${player.name}'s hand`, ...supply.map(([name, count]) => card(name, panel.cards[name], count)));
    }
  }
  if (panel["shared hand"]) entry("shared hand", String(panel["shared hand"]));
  if (panel.deck) entry("deck", `${panel.deck} cards`);
  for (const [name, values] of Object.entries(panel.remembered)) {  // [value, count] pairs
    const chips = values.flatMap(([value, count]) => count <= 6
      ? Array(count).fill(String(value)) : [`${value} x${count}`]);
    entry(name, ...chips.map((text) => element("span", { class: "chip" }, text)));
  }
  for (const [name, value] of Object.entries(panel.variables)) entry(name, value);
  for (const [name, sites] of Object.entries(panel["site states"])) entry(name, sites.join(" "));
  for (const [label, value] of Object.entries(panel.shown)) entry(label, String(value));
  for (const region of panel.highlighted) {
    const term = element("span", { class: "highlight-caption", style: `border-color: ${region.colour}` }, region.caption);
    list.append(element("dt", {}, term), element("dd", { "data-caption": region.caption }, region.sites.join(" ")));
  }
  const onBoard = Object.keys(panel.cards).filter((name) => !panel.players.some((p) => name in p.supply));
  if (onBoard.length) entry("cards in play", ...onBoard.map((name) => card(name, panel.cards[name], 1)));
  if (list.children.length) box.append(element("h2", {}, "Beside the board"), list);
}

function card(name, face, count) {
  const text = Object.entries(face || {}).map(([key, value]) => `${key} ${value}`).join(", ");
  const colour = view.panel.colours[name];
  return element("span", { class: "card", title: text, style: colour ? `border-left: 6px solid ${colour}` : "" },
    element("b", {}, count > 1 ? `${name} x${count}` : name), text);
}

// Playing ------------------------------------------------------------------------------------

function clickSite(site, label) {
  if (!view || busy || view.panel.result) return;
  const legal = view.legal;
  if (selected !== null) {
    const moves = legal.filter((m) => m.from === selected && m.to === site);
    clearSelection();
    if (moves.length) return choose(moves);
  }
  const here = legal.filter((m) => m.to === site && (m.from < 0 || m.from === site));
  const away = legal.filter((m) => m.from === site && m.to !== site);
  if (!here.length && away.length) {
    selected = site;
    $("board").querySelector(`.site[data-site="${site}"]`).classList.add("selected");
    for (const move of away) {
      const shape = $("board").querySelector(`.site[data-site="${move.to}"]`);
      if (shape) shape.classList.add("destination");
    }
    return;
  }
  if (!here.length) return play(label);  // the server says why it is not legal
  choose(here);
}

function clearSelection() {
  selected = null;
  for (const shape of $("board").querySelectorAll(".selected, .destination")) {
    shape.classList.remove("selected", "destination");
  }
}

function choose(moves) {
  if (moves.length === 1) return play(moves[0].text);
  const box = $("choices");
  box.replaceChildren(element("span", {}, "Choose: "));
  for (const move of moves) box.append(moveButton(move));
  box.append(element("button", { onclick: () => show(view) }, "cancel"));
}

function play(text) {
  return change("POST", `/api/matches/${view.id}/move`, { move: text });
}

function computerTurn() {
  setTimeout(() => {  // after the move just made is drawn
    if (!view || busy || view.panel.result || view.thinking) return;
    const seat = view.seats[view.panel.mover];
    if (seat && seat.kind !== "human") computerMove();
  }, 30);
}

async function computerMove() {
  if (busy || view.panel.result) return;
  const player = view.panel["mover name"];
  const seat = view.seats[view.panel.mover];
  $("thinking-text").textContent = `${player} (${seat.kind === "human" ? "mcts" : seat.kind}) is thinking...`;
  $("thinking").hidden = false;
  try {
    await change("POST", `/api/matches/${view.id}/ai`);
  } finally {
    $("thinking").hidden = true;
  }
}

// Files --------------------------------------------------------------------------------------

async function save() {
  if (!view) return;
  const saved = await api("GET", `/api/matches/${view.id}/save`);
  const blob = new Blob([JSON.stringify(saved, null, 2)], { type: "application/json" });
  const link = element("a", { href: URL.createObjectURL(blob), download: `${view.game.toLowerCase().replace(/\W+/g, "-")}.json` });
  document.body.append(link);
  link.click();
  link.remove();
}

async function load(event) {
  const file = event.target.files[0];
  event.target.value = "";
  if (!file || !view) return;
  let saved;
  try {
    saved = JSON.parse(await file.text());
  } catch (error) {
    return showError(`not loaded: ${file.name} is not JSON`);
  }
  change("POST", `/api/matches/${view.id}/load`, { save: saved });
}

// Positions ------------------------------------------------------------------------------------

async function showPosition() {
  if (!view) return;
  try {
    const position = await api("GET", `/api/matches/${view.id}/position`);
    $("position-text").value = JSON.stringify(position, null, 2);
  } catch (error) {
    showError(error.message);
  }
}

async function setPosition() {
  if (!view || busy) return;
  $("position-error").textContent = "";
  let position;
  try {
    position = JSON.parse($("position-text").value);
  } catch (error) {
    return positionRefused(`not set up: the position is not JSON (${error.message})`);
  }
  showError("");
  busy = true;
  try {
    show(await api("POST", `/api/matches/${view.id}/position`, { position }));
  } catch (error) {
    positionRefused(error.message);  // the game is as it was; the text stays to be mended
  } finally {
    busy = false;
  }
  computerTurn();
}

function positionRefused(message) {
  $("position-error").textContent = message;
  showError(message);
}

start().catch((error) => showError(error.message));
