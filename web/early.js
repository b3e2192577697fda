// The lobby before Python (issue 17). The build writes the lobby into index.html
// with the UI's own render code (cardui/early.py): the first game's lobby in #app
// and one <template data-lobby-game> per game. Until Python is up, this script
// runs that form: a returning person's game, speed and sounds (from the settings
// Python stores), switching games, showing the seats chosen, and a Start tapped
// meanwhile ("Starting…", kept until Python can start the game). Python then
// calls handOver() and renders the lobby itself from what the form holds.
const root = document.getElementById("app");
const SETTINGS_KEY = "cardtable.settings.v1";
const START_LABEL = "Start game";
let live = Boolean(root && root.querySelector("[data-form=start]"));
let touched = false;
let pending = null; // "start" once Start was tapped
let failure = null; // why Python could not start

const form = () => root.querySelector("[data-form=start]");
const field = (sel) => root.querySelector(sel);

function currentGame() {
  const checked = field("input[data-lobby=game]:checked");
  return checked ? checked.value : null;
}

// The visible seats' names and "played by" choices, in order.
function seatRows() {
  return [...root.querySelectorAll(".seat-row")].filter((row) => !row.hidden);
}

function seatsNow() {
  return seatRows().map((row) => ({
    name: row.querySelector("[data-lobby=seat-name]").value,
    player: row.querySelector("[data-lobby=seat-player]").value,
  }));
}

function fitSeats() {
  const players = field("[data-lobby=players]");
  const rows = [...root.querySelectorAll(".seat-row")];
  const n = players ? Number(players.value) : rows.filter((r) => !r.hidden).length;
  rows.forEach((row, i) => { row.hidden = i >= n; });
}

// The lobby's games as the build wrote them (cardui.early.games_script): each
// game's "settles", the options its rules fix by another option's choice.
let games = null;
function pageGames() {
  if (games === null) {
    const node = document.getElementById("lobby-games");
    try { games = node ? JSON.parse(node.textContent) : []; } catch { games = []; }
  }
  return games;
}

// An option the choices made fix (Swingo's high-low: fixed limit, S-12) shows that
// value and is not offered, as Python's lobby shows it; freed again otherwise.
function settleOptions() {
  const game = pageGames().find((g) => g.id === currentGame());
  if (!game || !game.settles) return;
  const fixed = {};
  for (const [name, byChoice] of Object.entries(game.settles)) {
    const select = field(`[data-lobby=option][data-name="${CSS.escape(name)}"]`);
    if (select && byChoice[select.value]) Object.assign(fixed, byChoice[select.value]);
  }
  root.querySelectorAll("[data-lobby=option]").forEach((el) => {
    const name = el.getAttribute("data-name");
    const help = document.getElementById(el.getAttribute("aria-describedby") || "");
    if (help && !help.dataset.choiceHelp) help.dataset.choiceHelp = help.textContent;
    if (name in fixed) {
      if (!el.disabled) el.dataset.chosen = el.value; // back when freed
      el.value = fixed[name];
      el.disabled = true;
      const label = el.selectedOptions.length ? el.selectedOptions[0].textContent : fixed[name];
      if (help) help.textContent = `Always ${label.toLowerCase()} with the options chosen above.`;
    } else if (el.disabled) {
      el.disabled = false;
      if (el.dataset.chosen !== undefined) el.value = el.dataset.chosen;
      if (help) help.textContent = help.dataset.choiceHelp;
    }
  });
}

// An option that matters only with certain choices of another (Swingo's low
// hands: with a low half) is hidden otherwise, as Python's lobby does.
function showNeeded() {
  root.querySelectorAll("[data-needs-option]").forEach((box) => {
    const name = box.getAttribute("data-needs-option");
    const other = field(`[data-lobby=option][data-name="${CSS.escape(name)}"]`);
    const values = box.getAttribute("data-needs-values").split(" ");
    box.hidden = Boolean(other) && !values.includes(other.value);
  });
}

function markPlayer(select) {
  const row = select.closest(".seat-row");
  if (!row) return;
  const human = select.value === "human";
  row.classList.toggle("seat-human", human);
  row.classList.toggle("seat-bot", !human);
}

// A bot's own name goes with the bot, as Python's LobbyState.set_kind does: a seat
// turned to a person is "Player N" (a playtest read "Pass to Player 1", then "Pass
// to Ana"), and "Player N" turned back to a bot is the bot's name (the name the
// build wrote for the seat) again; a name typed stays. Before markPlayer.
function setKind(select) {
  const row = select.closest(".seat-row");
  const input = row && row.querySelector("[data-lobby=seat-name]");
  const i = [...root.querySelectorAll(".seat-row")].indexOf(row);
  if (!input || i < 1) return;
  const wasHuman = row.classList.contains("seat-human");
  const human = select.value === "human";
  const botName = input.defaultValue;
  const name = input.value.trim();
  if (!wasHuman && human && name === botName) input.value = `Player ${i + 1}`;
  else if (wasHuman && !human && [`player ${i + 1}`, "you"].includes(name.toLowerCase())) {
    input.value = botName;
  }
}

// With two people or more at the table, a person's seat still called "You" is
// "Player N", and with one left, a seat so named is "You" again, as Python's
// LobbyState.name_people does (a playtest: the lobby said "You" and the game
// "Player 1 (you)").
function namePeople() {
  const people = seatRows().map((row, i) => ({
    i, input: row.querySelector("[data-lobby=seat-name]"),
    human: row.querySelector("[data-lobby=seat-player]").value === "human",
  })).filter((p) => p.human);
  for (const { i, input } of people) {
    const name = input.value.trim().toLowerCase();
    if (people.length >= 2 && name === "you") input.value = `Player ${i + 1}`;
    else if (people.length < 2 && name === `player ${i + 1}`) input.value = "You";
  }
}

// Another game's written lobby; the seats keep their names and, where the new
// game offers it, who plays them (as Python's LobbyState.for_game does).
function showGame(game, keep) {
  const template = document.querySelector(`template[data-lobby-game="${CSS.escape(game)}"]`);
  if (!template) return false;
  const speed = field("[data-lobby=speed]");
  const sounds = field("[data-lobby=sounds]");
  const table = { speed: speed && speed.value, sounds: sounds && sounds.value };
  root.replaceChildren(template.content.cloneNode(true));
  seatRows().forEach((row, i) => {
    const seat = keep && keep[i];
    if (!seat) return;
    row.querySelector("[data-lobby=seat-name]").value = seat.name;
    const select = row.querySelector("[data-lobby=seat-player]");
    const wanted = seat.player === "human" ? "human"
      : [...select.options].some((o) => o.value === seat.player) ? seat.player : null;
    if (wanted) select.value = wanted;
    markPlayer(select);
  });
  namePeople();
  setTable(table);
  if (pending) busy(true);
  if (failure) say(failure);
  return true;
}

function setTable({ speed, sounds }) {
  const s = field("[data-lobby=speed]");
  if (s && speed && [...s.options].some((o) => o.value === speed)) s.value = speed;
  const o = field("[data-lobby=sounds]");
  if (o && sounds) o.value = sounds;
}

function busy(on) {
  const button = field("[data-testid=start]");
  if (!button) return;
  button.textContent = on ? "Starting…" : START_LABEL;
  if (on) button.setAttribute("aria-busy", "true");
  else button.removeAttribute("aria-busy");
}

function say(text) {
  const line = field("[data-testid=lobby-message]");
  if (line) line.textContent = text;
}

// A returning person sees the game, speed and sounds they chose last time.
function restoreSettings(withGame) {
  let settings = {};
  try {
    settings = JSON.parse(localStorage.getItem(SETTINGS_KEY) || "{}") || {};
  } catch {
    return; // blocked or unreadable storage: the defaults
  }
  if (withGame && typeof settings.game === "string" && settings.game !== currentGame()) {
    showGame(settings.game, null);
  }
  setTable({ speed: settings.speed, sounds: settings.sounds ? "on" : "off" });
}

function onChange(event) {
  if (!live) return;
  touched = true;
  const target = event.target;
  const what = target.getAttribute && target.getAttribute("data-lobby");
  if (what === "game") {
    const keep = seatsNow();
    showGame(target.value, keep);
    const radio = field(`input[data-lobby=game][value="${CSS.escape(target.value)}"]`);
    if (radio) radio.focus();
  } else if (what === "players") {
    fitSeats();
    namePeople();
  } else if (what === "seat-player") {
    setKind(target);
    markPlayer(target);
    namePeople();
  } else if (what === "option") {
    settleOptions();
    showNeeded();
  }
}

function onSubmit(event) {
  if (!live) return;
  event.preventDefault();
  touched = true;
  if (failure) {
    say(failure);
    return;
  }
  pending = "start";
  busy(true);
}

// A game tapped before this script ran (a module script waits for the page): its
// radio is checked, but the form is still the written game's (CI: Swoop tapped,
// Swingo's five seats kept). null when none was.
function gameTappedEarly() {
  const written = root.querySelector("input[data-lobby=game][checked]");
  const now = currentGame();
  return written && now && written.value !== now ? now : null;
}

if (live) {
  const early = gameTappedEarly();
  restoreSettings(early === null);
  if (early) {
    touched = true;
    showGame(early, seatsNow());
  }
  root.addEventListener("change", onChange);
  root.addEventListener("input", () => { if (live) touched = true; });
  root.addEventListener("submit", onSubmit);
}

// For Python (cardui.app): the form as the person left it, as JSON text; from now
// on Python runs the lobby. null when there is no written lobby to take over.
function handOver() {
  if (!live) return null;
  live = false;
  const options = {};
  root.querySelectorAll("[data-lobby=option]").forEach((el) => {
    // a fixed option hands over the person's own choice (the rules fix it anew)
    const value = el.disabled ? el.dataset.chosen : el.value;
    if (value !== undefined) options[el.getAttribute("data-name")] = value;
  });
  const players = field("[data-lobby=players]");
  const speed = field("[data-lobby=speed]");
  const sounds = field("[data-lobby=sounds]");
  const active = document.activeElement;
  const inForm = active && root.contains(active);
  const state = {
    game: currentGame(),
    players: players ? players.value : null,
    options,
    seats: seatsNow(),
    speed: speed ? speed.value : null,
    sounds: sounds ? sounds.value : null,
    touched,
    pending,
    focus: inForm ? (active.getAttribute("data-testid") || active.id || null) : null,
    selection: inForm && typeof active.selectionStart === "number"
      ? [active.selectionStart, active.selectionEnd] : null,
  };
  document.querySelectorAll("template[data-lobby-game]").forEach((t) => t.remove());
  return JSON.stringify(state);
}

// For boot.js: Python could not start; the form says so where Start is.
function failed(text) {
  failure = text;
  if (!live) return;
  pending = null;
  busy(false);
  if (pending || touched) say(text);
}

window.cardtableEarly = { handOver, failed };
