#!/usr/bin/env node
// @ts-check
/**
 * `node scripts/draw-comic.mjs`: draws the 16 "Ship Happens" panels into
 * public/comic/panel-XX.svg. Run it after changing the cast, a scene or a prop;
 * the SVGs are committed, so neither the build nor the browser runs DiceBear.
 *
 * The cast is drawn once: each character is DiceBear's Open Peeps style
 * (Pablo Stanley, CC0 1.0) with fixed options, so the same hair, skin, clothes
 * and glasses appear in every panel; only the face (expression) and the
 * facing direction change per panel. Backgrounds and props are plain SVG in
 * one palette. Panels carry no text: the dialogue is HTML over the art
 * (components/comic/comic-panel.tsx), so it stays readable on a phone,
 * selectable and searchable.
 *
 * The palette is warm and not pure white, framed by a dark ink border, so a
 * panel sits well on the light page and does not glare on the dark one.
 */
import { createAvatar } from "@dicebear/core";
import * as openPeeps from "@dicebear/open-peeps";
import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";

/* ---------- Palette ---------- */
const C = {
  ink: "#2b2622",
  paper: "#fbf3e4",
  wall: "#f4e7cf",
  wallShade: "#ecdcbe",
  floor: "#d7b48c",
  table: "#c98d58",
  tableEdge: "#a66f3f",
  board: "#fffaf0",
  boardFrame: "#8a8478",
  screen: "#33394a",
  screenGlow: "#e7eef5",
  teal: "#2f8f89",
  coral: "#d9604c",
  mustard: "#e8b04a",
  blue: "#5b7fb8",
  green: "#6fa96f",
  red: "#c94a3c",
  plant: "#4f8a5b",
  stickyYellow: "#f7d66b",
  stickyPink: "#f2a7a0",
  stickyGreen: "#a8d69c",
  stickyBlue: "#a9c6ea",
  sky: "#bcdbe9",
  city: "#9fbfcf",
};

/* ---------- The cast: fixed options per character ---------- */
/** @type {Record<string, Record<string, unknown>>} */
const CAST = {
  priya: { head: ["long"], skinColor: ["d08b5b"], clothingColor: ["2f8f89"], accessoriesProbability: 0, facialHairProbability: 0 },
  sam: {
    head: ["short2"],
    skinColor: ["edb98a"],
    clothingColor: ["5b7fb8"],
    accessories: ["glasses"],
    accessoriesProbability: 100,
    facialHair: ["full3"],
    facialHairProbability: 100,
  },
  marco: { head: ["pomp"], skinColor: ["ae5d29"], clothingColor: ["e8b04a"], accessoriesProbability: 0, facialHair: ["moustache2"], facialHairProbability: 100 },
  gloria: { head: ["grayBun"], skinColor: ["ffdbb4"], clothingColor: ["d9604c"], accessories: ["glasses4"], accessoriesProbability: 100, facialHairProbability: 0 },
  lee: { head: ["short4"], skinColor: ["694d3d"], clothingColor: ["6fa96f"], accessoriesProbability: 0, facialHairProbability: 0 },
};

/**
 * One character, as an <svg> placed at x, y with height h (the width follows
 * from the 784 x 1100 crop: head and chest; a table or screen edge hides the rest).
 * @param {keyof typeof CAST} who @param {string} face @param {number} x @param {number} y @param {number} h @param {boolean} [flip]
 */
function peep(who, face, x, y, h, flip = false) {
  const raw = createAvatar(openPeeps, { seed: who, ...CAST[who], face: /** @type {any} */ ([face]) }).toString();
  const inner = raw
    .replace(/^<svg[^>]*>/, "")
    .replace(/<\/svg>$/, "")
    .replace(/<metadata[\s\S]*?<\/metadata>/, "")
    .replace(/<mask[\s\S]*?<\/mask>/, "")
    .replace(/ mask="url\(#viewboxMask\)"/, "")
    // Two decimals are plenty at this size and keep each panel small.
    .replace(/(\d+\.\d)\d+/g, "$1");
  const w = Math.round((h * 784) / 1100);
  const body = `<svg x="${x}" y="${y}" width="${w}" height="${h}" viewBox="-40 0 784 1100">${inner}</svg>`;
  return flip ? `<g transform="translate(${2 * x + w} 0) scale(-1 1)">${body}</g>` : body;
}

/* ---------- Backgrounds ---------- */
const wall = () =>
  `<rect width="800" height="600" fill="${C.wall}"/><rect y="440" width="800" height="160" fill="${C.wallShade}"/>` +
  // A faint skirting line, so the wall reads as a room, not a flat fill.
  `<path d="M0 440h800" stroke="${C.boardFrame}" stroke-width="3" opacity=".35"/>`;

/** @param {number} x @param {number} y */
const windowView = (x, y, w = 190, h = 170) =>
  `<rect x="${x}" y="${y}" width="${w}" height="${h}" rx="8" fill="${C.sky}" stroke="${C.ink}" stroke-width="5"/>` +
  `<path d="M${x + 10} ${y + h}v-50h28v-30h24v55h30v-80h26v70h22v-40h30v${75 - 0}h${w - 170}" fill="${C.city}" stroke="none"/>` +
  `<path d="M${x + w / 2} ${y}v${h}M${x} ${y + h / 2}h${w}" stroke="${C.ink}" stroke-width="4"/>`;

/** @param {number} x @param {number} y */
const plant = (x, y) =>
  `<path d="M${x} ${y}c-30-40-36-80-10-110c6 40 14 70 10 110zM${x} ${y}c10-50 40-80 70-86c-14 36-40 66-70 86zM${x} ${y}c-20-30-56-46-84-40c20 26 50 40 84 40z" fill="${C.plant}" stroke="${C.ink}" stroke-width="4" stroke-linejoin="round"/>` +
  `<path d="M${x - 34} ${y}h68l-10 64h-48z" fill="${C.coral}" stroke="${C.ink}" stroke-width="5" stroke-linejoin="round"/>`;

/** @param {number} x @param {number} y @param {number} r @param {number} hour */
const clock = (x, y, r, hour) => {
  const a = (hour / 12) * 2 * Math.PI;
  const hx = x + Math.sin(a) * r * 0.5;
  const hy = y - Math.cos(a) * r * 0.5;
  return (
    `<circle cx="${x}" cy="${y}" r="${r}" fill="${C.board}" stroke="${C.ink}" stroke-width="5"/>` +
    `<path d="M${x} ${y}L${hx.toFixed(1)} ${hy.toFixed(1)}M${x} ${y}v-${r * 0.75}" stroke="${C.ink}" stroke-width="5" stroke-linecap="round"/>`
  );
};

/** The table front that hides the characters' lower halves. */
const table = (y = 470) =>
  `<rect x="-10" y="${y}" width="820" height="${600 - y + 10}" fill="${C.table}"/>` +
  `<rect x="-10" y="${y}" width="820" height="16" fill="${C.tableEdge}"/>` +
  `<path d="M-10 ${y}h820" stroke="${C.ink}" stroke-width="5"/>`;

/* ---------- Props ---------- */
/** A laptop seen from behind, on the table. @param {number} x @param {number} y */
const laptopBack = (x, y, w = 170) =>
  `<path d="M${x} ${y}l14-${w * 0.62}h${w - 28}l14 ${w * 0.62}z" fill="#c9ced6" stroke="${C.ink}" stroke-width="5" stroke-linejoin="round"/>` +
  `<circle cx="${x + w / 2}" cy="${y - w * 0.33}" r="${w * 0.06}" fill="${C.board}"/>`;

/** @param {number} x @param {number} y */
const mug = (x, y) =>
  `<path d="M${x} ${y}v-46h40v46z" fill="${C.board}" stroke="${C.ink}" stroke-width="5" stroke-linejoin="round"/>` +
  `<path d="M${x + 40} ${y - 36}c18 0 18 24 0 24" fill="none" stroke="${C.ink}" stroke-width="5"/>` +
  `<path d="M${x + 12} ${y - 58}c-6-10 6-14 0-24M${x + 26} ${y - 58}c-6-10 6-14 0-24" fill="none" stroke="${C.boardFrame}" stroke-width="4" stroke-linecap="round"/>`;

/** A notebook lying open on the table. @param {number} x @param {number} y */
const notebook = (x, y) =>
  `<path d="M${x} ${y}l70-8l70 8l-6 44l-64-6l-64 6z" fill="${C.board}" stroke="${C.ink}" stroke-width="4" stroke-linejoin="round"/>` +
  `<path d="M${x + 70} ${y - 8}v42M${x + 14} ${y + 12}l44-4M${x + 14} ${y + 24}l36-3M${x + 84} ${y + 8}l44 4" stroke="${C.ink}" stroke-width="3" stroke-linecap="round" opacity=".6"/>`;

/** A sticky note with two scribbled lines. @param {number} x @param {number} y @param {string} fill */
const sticky = (x, y, fill, w = 80, h = 70, lines = true) =>
  `<rect x="${x}" y="${y}" width="${w}" height="${h}" fill="${fill}" stroke="${C.ink}" stroke-width="3"/>` +
  (lines ? `<path d="M${x + 12} ${y + 24}h${w - 24}M${x + 12} ${y + 42}h${w - 40}" stroke="${C.ink}" stroke-width="4" stroke-linecap="round" opacity=".55"/>` : "");

/** @param {number} x @param {number} y @param {number} w @param {number} h */
const whiteboard = (x, y, w, h) =>
  `<rect x="${x}" y="${y}" width="${w}" height="${h}" rx="6" fill="${C.board}" stroke="${C.boardFrame}" stroke-width="10"/>` +
  `<rect x="${x}" y="${y}" width="${w}" height="${h}" rx="6" fill="none" stroke="${C.ink}" stroke-width="3"/>`;

/** Small four-point sparkles. @param {[number, number, number][]} at */
const sparkles = (at, fill = C.mustard) =>
  at
    .map(([x, y, r]) => `<path d="M${x} ${y - r}Q${x} ${y} ${x + r} ${y}Q${x} ${y} ${x} ${y + r}Q${x} ${y} ${x - r} ${y}Q${x} ${y} ${x} ${y - r}z" fill="${fill}" stroke="${C.ink}" stroke-width="2" stroke-linejoin="round"/>`)
    .join("");

/** Confetti: small tilted rectangles in the palette's accents, placed by a fixed pattern. @param {number} x0 @param {number} y0 @param {number} w @param {number} h */
function confetti(x0, y0, w, h, n = 26) {
  const colors = [C.coral, C.mustard, C.teal, C.blue, C.green, C.stickyPink];
  let out = "";
  for (let i = 0; i < n; i++) {
    const x = x0 + ((i * 137) % w);
    const y = y0 + ((i * 71 + (i % 3) * 23) % h);
    out += `<rect x="${x}" y="${y}" width="14" height="8" rx="2" fill="${colors[i % colors.length]}" transform="rotate(${(i * 47) % 180} ${x + 7} ${y + 4})"/>`;
  }
  return out;
}

/** Sweat drops beside a face. @param {number} x @param {number} y */
const sweat = (x, y) =>
  `<path d="M${x} ${y}c-10 16-10 26 0 26s10-10 0-26z" fill="${C.sky}" stroke="${C.ink}" stroke-width="3"/>` +
  `<path d="M${x + 22} ${y + 30}c-7 11-7 18 0 18s7-7 0-18z" fill="${C.sky}" stroke="${C.ink}" stroke-width="3"/>`;

/** A wall monitor or TV. @param {number} x @param {number} y @param {number} w @param {number} h @param {string} [fill] */
const screen = (x, y, w, h, fill = C.screen) =>
  `<rect x="${x}" y="${y}" width="${w}" height="${h}" rx="10" fill="${C.ink}"/>` + `<rect x="${x + 10}" y="${y + 10}" width="${w - 20}" height="${h - 20}" rx="4" fill="${fill}"/>`;

/**
 * A video call on a monitor standing on the desk: the other person inside the
 * screen (clipped by a nested svg), a small self-view and the call buttons.
 * @param {string} inside @param {number} x @param {number} y @param {number} w @param {number} h
 */
const videoCall = (inside, x, y, w, h) =>
  screen(x, y, w, h, "#dfe9e4") +
  `<svg x="${x + 10}" y="${y + 10}" width="${w - 20}" height="${h - 20}" viewBox="0 0 ${w - 20} ${h - 20}">` +
  `<rect width="${w - 20}" height="${h - 20}" fill="#dfe9e4"/>` +
  // Lee's home office: a shelf behind them.
  `<path d="M20 70h120M20 70v-30h24v30M52 70v-40h18v40M80 70v-24h30v24" fill="${C.stickyBlue}" stroke="${C.ink}" stroke-width="3"/>` +
  inside +
  `<rect x="0" y="${h - 70}" width="${w - 20}" height="50" fill="${C.ink}" opacity=".75"/>` +
  `<circle cx="${(w - 20) / 2 - 30}" cy="${h - 45}" r="13" fill="${C.board}"/><circle cx="${(w - 20) / 2 + 30}" cy="${h - 45}" r="13" fill="${C.red}"/>` +
  `</svg>` +
  `<rect x="${x + w / 2 - 14}" y="${y + h}" width="28" height="${470 - y - h}" fill="${C.boardFrame}" stroke="${C.ink}" stroke-width="4"/>`;

/** A framed chart on the wall. @param {number} x @param {number} y @param {number} w @param {number} h @param {string} inner */
const chartFrame = (x, y, w, h, inner) =>
  `<rect x="${x}" y="${y}" width="${w}" height="${h}" rx="8" fill="${C.board}" stroke="${C.ink}" stroke-width="5"/>` +
  `<path d="M${x + 24} ${y + 20}v${h - 44}h${w - 44}" fill="none" stroke="${C.ink}" stroke-width="4" stroke-linecap="round"/>` +
  inner;

/** @param {number} x @param {number} y @param {number} w @param {number} h @param {number[]} values 0..1 @param {string} fill */
const bars = (x, y, w, h, values, fill) => {
  const bw = (w - 60) / values.length;
  return values
    .map((v, i) => {
      const bh = v * (h - 60);
      return `<rect x="${(x + 36 + i * bw).toFixed(1)}" y="${(y + h - 24 - bh).toFixed(1)}" width="${(bw * 0.7).toFixed(1)}" height="${bh.toFixed(1)}" fill="${fill}" stroke="${C.ink}" stroke-width="3"/>`;
    })
    .join("");
};

/** @param {number} x @param {number} y @param {number} w @param {number} h @param {number[]} values 0..1 @param {string} stroke */
const line = (x, y, w, h, values, stroke) => {
  const step = (w - 70) / (values.length - 1);
  const pts = values.map((v, i) => /** @type {[number, number]} */ ([x + 40 + i * step, y + h - 30 - v * (h - 70)]));
  const d = pts.map(([px, py], i) => `${i ? "L" : "M"}${px.toFixed(1)} ${py.toFixed(1)}`).join("");
  const last = pts[pts.length - 1] ?? /** @type {[number, number]} */ ([0, 0]);
  return (
    `<path d="${d}" fill="none" stroke="${stroke}" stroke-width="7" stroke-linecap="round" stroke-linejoin="round"/>` +
    `<circle cx="${last[0].toFixed(1)}" cy="${last[1].toFixed(1)}" r="9" fill="${stroke}" stroke="${C.ink}" stroke-width="3"/>`
  );
};

/** A big wall switch, on or off. @param {number} x @param {number} y @param {boolean} on */
const bigSwitch = (x, y, on) =>
  `<rect x="${x}" y="${y}" width="150" height="230" rx="22" fill="${C.board}" stroke="${C.ink}" stroke-width="6"/>` +
  `<rect x="${x + 40}" y="${y + 30}" width="70" height="170" rx="35" fill="${on ? C.green : C.boardFrame}" stroke="${C.ink}" stroke-width="5"/>` +
  `<circle cx="${x + 75}" cy="${on ? y + 65 : y + 165}" r="30" fill="${C.board}" stroke="${C.ink}" stroke-width="5"/>`;

/** The Backlog box. @param {number} x @param {number} y */
const box = (x, y) =>
  `<path d="M${x} ${y}h170v110h-170z" fill="#d8a867" stroke="${C.ink}" stroke-width="5" stroke-linejoin="round"/>` +
  `<path d="M${x} ${y}l-26-34h170l26 34M${x + 170} ${y}l26-30" fill="#e8bf84" stroke="${C.ink}" stroke-width="5" stroke-linejoin="round"/>` +
  `<rect x="${x + 22}" y="${y + 28}" width="126" height="50" rx="4" fill="${C.board}" stroke="${C.ink}" stroke-width="3"/>`;

/** Idea cards flying into the box. @param {[number, number, number, string][]} at x, y, rotation, colour */
const ideaCards = (at) =>
  at.map(([x, y, r, fill]) => `<rect x="${x}" y="${y}" width="62" height="46" rx="4" fill="${fill}" stroke="${C.ink}" stroke-width="3" transform="rotate(${r} ${x + 31} ${y + 23})"/>`).join("");

/** Motion lines: short strokes. @param {[number, number, number, number][]} at x1, y1, x2, y2 */
const motion = (at) => at.map(([a, b, c, d]) => `<path d="M${a} ${b}L${c} ${d}" stroke="${C.ink}" stroke-width="4" stroke-linecap="round"/>`).join("");

/* ---------- The panels ---------- */
const H3 = 330; // three across
const H2 = 350; // two across
const H4 = 290; // four across

/** @type {Record<number, () => string>} */
const PANELS = {
  1: () =>
    wall() +
    windowView(560, 40) +
    plant(90, 470) +
    peep("gloria", "explaining", 150, 150, H2) +
    peep("priya", "suspicious", 440, 160, H2, true) +
    table() +
    mug(660, 520),
  2: () =>
    wall() +
    windowView(40, 40, 170, 150) +
    peep("sam", "blank", 30, 175, H3) +
    peep("marco", "smileBig", 285, 170, H3) +
    peep("priya", "explaining", 545, 175, H3, true) +
    table() +
    // Marco's 14 chart sketches, spread over the table.
    [0, 1, 2, 3, 4].map((i) => `<g transform="rotate(${i * 7 - 14} ${250 + i * 70} 540)"><rect x="${215 + i * 70}" y="505" width="64" height="48" fill="${C.board}" stroke="${C.ink}" stroke-width="3"/><path d="M${225 + i * 70} 543l12-${10 + i * 3}l12 ${6 + i}l14-${16 - i}" fill="none" stroke="${[C.coral, C.teal, C.blue, C.mustard, C.green][i]}" stroke-width="4"/></g>`).join(""),
  3: () =>
    wall() +
    plant(735, 470) +
    peep("priya", "calm", 60, 160, H2) +
    videoCall(peep("lee", "explaining", 70, 60, 300), 360, 90, 350, 290) +
    table() +
    mug(40, 540),
  4: () =>
    wall() +
    whiteboard(400, 40, 370, 300) +
    sticky(430, 80, C.stickyPink, 95, 80) +
    sticky(545, 70, C.stickyYellow, 95, 80) +
    sticky(660, 90, C.stickyBlue, 90, 80) +
    sticky(490, 190, C.stickyYellow, 95, 80) +
    sticky(610, 200, C.stickyPink, 95, 80) +
    `<path d="M460 300q110-40 260-10" fill="none" stroke="${C.coral}" stroke-width="6" stroke-linecap="round"/>` +
    peep("priya", "explaining", 40, 165, H3) +
    peep("marco", "awe", 270, 185, H3, true) +
    table(),
  5: () =>
    wall() +
    windowView(560, 40) +
    peep("sam", "driven", 120, 160, H2) +
    peep("priya", "smile", 440, 165, H2, true) +
    table() +
    laptopBack(150, 560, 190) +
    mug(620, 540),
  6: () =>
    wall() +
    windowView(40, 40, 170, 150) +
    peep("gloria", "smileBig", 90, 165, H2) +
    peep("priya", "cheeky", 400, 175, H2, true) +
    motion([
      [80, 230, 55, 205],
      [72, 280, 40, 275],
      [330, 220, 355, 195],
    ]) +
    ideaCards([
      [330, 300, -16, C.stickyYellow],
      [560, 240, 12, C.stickyBlue],
      [640, 300, -8, C.stickyPink],
    ]) +
    table() +
    box(590, 460),
  7: () =>
    wall() +
    peep("marco", "lovingGrin1", 30, 175, H3) +
    peep("sam", "smileBig", 285, 170, H3) +
    peep("priya", "blank", 545, 175, H3, true) +
    confetti(250, 150, 300, 120) +
    table() +
    laptopBack(70, 570, 170) +
    // Marco's "just a little" sparkle, all over his laptop.
    sparkles([
      [60, 468, 22],
      [252, 478, 18],
      [155, 438, 15],
      [30, 540, 14],
      [262, 545, 16],
    ]),
  8: () =>
    wall() +
    screen(200, 30, 400, 230, C.red) +
    // A warning triangle where the dashboard should be; "ERROR 500" is HTML over it.
    `<path d="M400 62l34 60h-68z" fill="${C.mustard}" stroke="${C.ink}" stroke-width="5" stroke-linejoin="round"/><path d="M400 82v20" stroke="${C.ink}" stroke-width="6" stroke-linecap="round"/><circle cx="400" cy="112" r="3.5" fill="${C.ink}"/>` +
    peep("sam", "fear", 10, 250, H4) +
    peep("gloria", "serious", 205, 260, H4) +
    peep("priya", "concernedFear", 395, 260, H4, true) +
    peep("marco", "blank", 590, 255, H4, true) +
    table(490) +
    laptopBack(30, 575, 150),
  9: () =>
    wall() +
    windowView(570, 40) +
    peep("sam", "hectic", 120, 160, H2) +
    sweat(110, 250) +
    peep("gloria", "smileLOL", 450, 165, H2, true) +
    table() +
    laptopBack(150, 565, 190),
  10: () =>
    wall() +
    clock(470, 90, 44, 9) +
    clock(590, 90, 44, 3) +
    clock(710, 90, 44, 6) +
    peep("sam", "driven", 110, 170, H2) +
    peep("marco", "tired", 440, 175, H2, true) +
    table() +
    laptopBack(140, 565, 190) +
    mug(560, 545),
  11: () =>
    wall() +
    bigSwitch(50, 120, true) +
    motion([
      [40, 140, 24, 122],
      [210, 140, 226, 122],
      [36, 190, 16, 190],
    ]) +
    peep("priya", "driven", 205, 165, H3) +
    peep("sam", "smileBig", 405, 175, H3, true) +
    peep("marco", "awe", 590, 180, H3, true) +
    table() +
    laptopBack(420, 565, 160),
  12: () =>
    wall() +
    chartFrame(60, 24, 300, 170, bars(60, 24, 300, 170, [0.25, 0.45, 0.7, 0.95], C.green)) +
    chartFrame(440, 24, 300, 170, line(440, 24, 300, 170, [0.85, 0.7, 0.72, 0.5, 0.3], C.red)) +
    peep("marco", "awe", 80, 262, 320) +
    peep("priya", "concerned", 480, 262, 320, true) +
    table() +
    notebook(520, 530) +
    mug(120, 548),
  13: () =>
    wall() +
    plant(735, 470) +
    peep("priya", "awe", 60, 160, H2) +
    videoCall(peep("lee", "smileBig", 70, 60, 300), 360, 90, 350, 290) +
    table() +
    mug(40, 540),
  14: () =>
    wall() +
    whiteboard(380, 40, 390, 300) +
    // The timeline: due date marked, the nudge moved before it.
    `<path d="M420 200h310" stroke="${C.ink}" stroke-width="6" stroke-linecap="round"/><path d="M715 186l18 14-18 14" fill="none" stroke="${C.ink}" stroke-width="6" stroke-linecap="round" stroke-linejoin="round"/>` +
    `<path d="M640 170v60" stroke="${C.red}" stroke-width="7" stroke-linecap="round"/>` +
    `<circle cx="540" cy="200" r="16" fill="${C.green}" stroke="${C.ink}" stroke-width="4"/>` +
    `<path d="M545 150q40-40 86 4" fill="none" stroke="${C.teal}" stroke-width="5" stroke-dasharray="10 9"/>` +
    sticky(420, 250, C.stickyYellow, 90, 64) +
    peep("priya", "explaining", 40, 165, H3) +
    peep("sam", "calm", 260, 185, H3, true) +
    table() +
    notebook(90, 530) +
    mug(640, 548),
  15: () =>
    wall() +
    chartFrame(200, 36, 400, 240, line(200, 36, 400, 240, [0.3, 0.28, 0.45, 0.7, 0.92], C.green)) +
    confetti(20, 30, 760, 330, 34) +
    peep("marco", "smileBig", 90, 230, 340) +
    peep("gloria", "smile", 470, 235, 340, true) +
    table() +
    mug(620, 548),
  16: () =>
    wall() +
    whiteboard(110, 20, 580, 200) +
    [0, 1].map((i) => `<path d="M${303 + i * 193} 32v176" stroke="${C.boardFrame}" stroke-width="3"/>`).join("") +
    sticky(128, 36, C.stickyGreen, 160, 168, false) +
    sticky(320, 36, C.stickyYellow, 160, 168, false) +
    sticky(512, 36, C.stickyPink, 160, 168, false) +
    peep("sam", "smile", 10, 300, H4) +
    peep("priya", "smileBig", 200, 305, H4) +
    peep("gloria", "cheeky", 395, 300, H4, true) +
    peep("marco", "calm", 590, 305, H4, true) +
    table(520),
};

/** The frame: the panel's own rounded border, dark enough to read on the light page and on the dark one. @param {string} inner */
const frame = (inner) =>
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 800 600" width="800" height="600">` +
  `<defs><clipPath id="panel"><rect x="4" y="4" width="792" height="592" rx="18"/></clipPath></defs>` +
  `<g clip-path="url(#panel)"><rect width="800" height="600" fill="${C.paper}"/>${inner}</g>` +
  `<rect x="4" y="4" width="792" height="592" rx="18" fill="none" stroke="${C.ink}" stroke-width="7"/></svg>\n`;

const outDir = path.resolve("public/comic");
mkdirSync(outDir, { recursive: true });
const only = process.argv.slice(2).map(Number).filter(Boolean);
for (const [n, draw] of Object.entries(PANELS)) {
  if (only.length && !only.includes(Number(n))) continue;
  const file = path.join(outDir, `panel-${String(n).padStart(2, "0")}.svg`);
  const svg = frame(draw());
  writeFileSync(file, svg);
  console.log(`${path.relative(process.cwd(), file)}  ${(svg.length / 1024).toFixed(1)} KiB`);
}
