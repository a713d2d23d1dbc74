/**
 * The site's default pictures, one function per file in public/art. Each scene is drawn on a
 * 1200×800 canvas (3:2) with its subject kept inside the middle 900×700, so pages can crop it to
 * 4:3 or 16:9 with `object-fit: cover` without losing what the alt text describes.
 */
import {
  apartment,
  at,
  car,
  carCarrier,
  carton,
  cartonStack,
  cctv,
  clipboard,
  crane,
  crate,
  flatbed,
  godownInterior,
  highwaySign,
  lorry,
  outdoor,
  palette as p,
  pallet,
  palm,
  person,
  pottedPlant,
  rack,
  road,
  room,
  scooter,
  shadow,
  sofa,
  svg,
  television,
  tempo,
  tree,
  windowFrame,
  wrappedAlmirah,
  wrappedChair,
  wrappedFridge,
  wrappedSofa,
  wrapRoll,
} from "./parts.ts";

export const sceneSize = { width: 1200, height: 800 } as const;
const W = sceneSize.width;
const H = sceneSize.height;

function scene(body: string, view?: { x: number; y: number; width: number }): string {
  return svg(W, H, body, view);
}

/** Ground level of the outdoor street scenes. */
const street = 640;

function streetBackdrop(options: { buildings?: boolean } = {}): string {
  const buildings =
    options.buildings === false
      ? ""
      : `${at(40, street - 20, apartment(3, 6))}${at(420, street - 20, apartment(2, 4, "#ecd9c0"))}${at(1040, street - 20, apartment(2, 5, "#e6dccb"))}`;
  return `${outdoor(W, H, street)}${buildings}<rect x="0" y="${street - 20}" width="${W}" height="20" fill="#c9c2b3"/>${road(W, street, 120)}`;
}

function godownRacks(startNumber: number): string {
  const bottom = at(0, 0, `${pallet(290)}${at(0, -14, cartonStack(4, 2, 66, startNumber))}`);
  const middle = at(
    0,
    0,
    `${pallet(290)}${at(10, -14, wrappedChair())}${at(90, -14, wrappedChair())}${at(170, -14, cartonStack(2, 1, 50, startNumber + 20))}`,
  );
  const top = at(0, 0, `${pallet(290)}${at(0, -14, cartonStack(5, 1, 52, startNumber + 40))}`);
  return rack([bottom, middle, top], 320, 150);
}

/** A car driving up the carrier's ramp: the ramp runs from `foot` up to `top` (absolute points). */
function carOnRamp(foot: [number, number], top: [number, number], along: number, color: string, scale: number): string {
  const angle = (Math.atan2(top[1] - foot[1], top[0] - foot[0]) * 180) / Math.PI;
  const x = foot[0] + (top[0] - foot[0]) * along;
  const y = foot[1] + (top[1] - foot[1]) * along;
  return `<g transform="translate(${Math.round(x)} ${Math.round(y)}) rotate(${Math.round(angle)}) scale(${scale})">${car(color)}</g>`;
}

/** Slings from a crane hook down to the top corners of a hanging crate. */
function hangingCrate(hookX: number, hookY: number, width: number, height: number): string {
  const top = hookY + 50;
  return `<path d="M${hookX} ${hookY} L${hookX - width / 2 + 8} ${top} M${hookX} ${hookY} L${hookX + width / 2 - 8} ${top}" stroke="${p.ink}" stroke-width="3"/>${at(hookX - width / 2, top + height, crate(width, height))}`;
}

/** A flat platform trolley carrying office furniture, pushed by its handle on the left. */
function platformTrolley(load: string): string {
  return `${at(10, -26, load)}<rect x="0" y="-30" width="220" height="12" rx="3" fill="${p.navy}"/><path d="M4 -30 v-90 h-14" stroke="${p.navy}" stroke-width="6" fill="none" stroke-linecap="round"/><circle cx="24" cy="-9" r="9" fill="${p.tyre}"/><circle cx="196" cy="-9" r="9" fill="${p.tyre}"/>`;
}

function desk(label: string): string {
  return `<rect x="0" y="-100" width="170" height="12" fill="${p.wood}"/><path d="M10 -88 v88 M160 -88 v88" stroke="${p.steel}" stroke-width="8"/><rect x="100" y="-88" width="54" height="60" fill="${p.woodDark}"/>${label ? `<rect x="20" y="-80" width="56" height="22" rx="3" fill="#fff"/><text x="48" y="-63" font-size="15" text-anchor="middle" fill="${p.navy}">${label}</text>` : ""}`;
}

function officeChair(label: string): string {
  return `<path d="M10 -70 q0 -10 10 -10 h40 q10 0 10 10 v8 h-60z" fill="${p.navySoft}"/><path d="M52 -80 v-70 q0 -10 10 -10 h6 q6 0 6 10 v70z" fill="${p.navySoft}"/><path d="M40 -62 v40 M16 -4 l24 -18 l24 18" stroke="${p.ink}" stroke-width="5" fill="none"/><rect x="46" y="-140" width="40" height="20" rx="3" fill="#fff"/><text x="66" y="-125" font-size="13" text-anchor="middle" fill="${p.navy}">${label}</text>`;
}

export const scenes: Record<string, () => string> = {
  "hero-1": () =>
    scene(
      `${streetBackdrop()}${at(150, street + 10, tree(1.1))}${shadow(860, street + 92, 300)}${at(700, street + 92, tempo(`${cartonStack(2, 2, 46, 14)}${at(100, 0, wrappedChair())}`), 1.25)}${at(300, street + 104, person({ arms: "lift", legs: "walk", skin: "brown" }))}${at(500, street + 104, person({ arms: "lift", legs: "walk", skin: "deep", flip: true }))}${at(318, street + 4, wrappedSofa(), 0.8)}${at(640, street + 108, `${person({ arms: "carry", skin: "wheat", legs: "walk" })}${at(-26, -150, carton(52, 42, "27"))}`)}`,
      { x: 110, y: 176, width: 936 },
    ),
  "hero-2": () =>
    scene(
      `${streetBackdrop({ buildings: false })}${at(1130, street - 10, palm(1))}${at(40, street - 10, palm(1.1))}${shadow(640, street + 96, 600)}${at(330, street + 96, carCarrier(`${car(p.white)}${at(230, 0, car(p.teal))}`, at(240, 0, car(p.white)), true))}${carOnRamp([70, street + 96], [344, street - 58], 0.45, p.marigold, 0.9)}${at(980, street + 104, scooter(true, p.teal), 1.3)}${at(960, street + 106, person({ arms: "wrap", skin: "deep", legs: "crouch" }))}`,
      { x: 40, y: 200, width: 1140 },
    ),
  "hero-3": () =>
    scene(
      `${godownInterior(W, H, 640)}${at(60, 640, godownRacks(101))}${at(440, 640, godownRacks(161))}${at(820, 640, godownRacks(221))}${at(1040, 180, cctv(), 1.4, true)}`,
      { x: 30, y: 60, width: 1110 },
    ),
  "service-warehousing": () =>
    scene(
      `${godownInterior(W, H, 660)}${at(40, 660, godownRacks(301))}${at(420, 660, godownRacks(361))}${at(960, 700, `${pallet(170)}${at(0, -14, wrappedAlmirah())}${at(86, -14, cartonStack(1, 2, 70, 412))}`)}${at(880, 730, `${person({ kind: "mover", arms: "hold-list", skin: "brown" })}${at(30, -130, clipboard())}`)}${at(1010, 180, cctv(), 1.4, true)}`,
      { x: 20, y: 80, width: 1080 },
    ),
  "service-door-to-door": () =>
    scene(
      `${streetBackdrop({ buildings: false })}${at(40, street - 20, apartment(4, 7))}${at(560, street, tree(0.9))}${shadow(870, street + 92, 460)}${at(640, street + 92, lorry({ open: true, load: `${cartonStack(4, 2, 60, 31)}` }), 1.05)}${at(530, street + 106, `${person({ arms: "carry", legs: "walk", skin: "brown" })}${at(-28, -150, carton(56, 46, "32"))}`)}${at(400, street + 100, person({ arms: "hold-list", kind: "mover", skin: "wheat", flip: true }))}${at(382, street - 30, clipboard(), 1, true)}`,
      { x: 100, y: 200, width: 1000 },
    ),
  "service-loading": () =>
    scene(
      `${streetBackdrop({ buildings: false })}${at(40, street - 20, apartment(3, 6, "#efe0c8"))}${shadow(850, street + 92, 360)}${at(660, street + 92, tempo(cartonStack(2, 2, 46, 51)), 1.4)}<path d="M430 ${street + 92} L686 ${street + 30}" stroke="${p.steel}" stroke-width="12"/><path d="M430 ${street + 92} L686 ${street + 30}" stroke="${p.navySoft}" stroke-width="3"/>${at(540, street + 52, `<g transform="rotate(-14)">${wrappedFridge()}</g>`, 1.05)}${at(520, street + 90, person({ arms: "lift", legs: "step-up", skin: "deep" }))}${at(650, street + 44, person({ arms: "lift", legs: "stand", skin: "brown", flip: true }))}`,
      { x: 260, y: 300, width: 780 },
    ),
  "service-relocation": () =>
    scene(
      `${streetBackdrop({ buildings: false })}${at(20, street - 20, apartment(3, 6, "#e9dcc6"))}${shadow(780, street + 92, 520)}${at(560, street + 92, lorry({ open: true, load: `${at(0, 0, wrappedAlmirah())}${at(90, 0, cartonStack(3, 2, 56, 72))}` }), 1.05)}${carOnRamp([380, street + 100], [590, street + 40], 0.7, p.teal, 0.85)}<path d="M380 ${street + 100} L590 ${street + 40}" stroke="${p.steel}" stroke-width="8"/>${at(150, street + 112, person({ kind: "man", arms: "hold-list", skin: "brown" }))}${at(182, street - 18, clipboard())}${at(240, street + 112, person({ kind: "woman", arms: "down", skin: "wheat" }))}${at(310, street + 112, person({ kind: "child", top: p.marigold, bottom: p.navy, arms: "wave", skin: "brown" }))}`,
      { x: 80, y: 240, width: 960 },
    ),
  "service-local-shifting": () =>
    scene(
      `${streetBackdrop({ buildings: false })}${at(80, street - 20, apartment(4, 6))}${at(600, street - 20, apartment(2, 4, "#ecd9c0"))}${at(940, street, palm(1))}${shadow(600, street + 96, 420)}${at(420, street + 96, tempo(`${cartonStack(3, 2, 46, 88)}${at(0, -76, wrappedChair())}${at(64, -76, wrappedChair())}`), 1.45)}${at(1000, street + 110, scooter(false, p.marigold))}`,
      { x: 120, y: 210, width: 960 },
    ),
  "service-transportation": () =>
    scene(
      `${outdoor(W, H, 560)}<path d="M0 520 q300 -60 600 -10 t600 -20 V560 H0z" fill="#c8dcd6"/>${road(W, 560, 240)}${at(1100, 570, highwaySign("NH 44"))}${at(60, 560, tree(0.8))}${at(940, 560, tree(0.7))}${shadow(340, 690, 440)}${at(100, 690, lorry(), 1.1)}${shadow(860, 780, 560)}${at(560, 780, carCarrier(`${car(p.white)}${at(220, 0, car(p.marigold))}`, `${car(p.teal)}${at(220, 0, car(p.white))}`), 0.9)}`,
      { x: 40, y: 290, width: 1160 },
    ),
  "service-project-cargo": () =>
    scene(
      `${outdoor(W, H, 620)}<rect x="0" y="300" width="520" height="320" fill="#d8d2c4"/><path d="M0 300 l130 -70 l130 70 l130 -70 l130 70z" fill="#c4bcaa"/><rect x="40" y="400" width="160" height="220" fill="${p.navySoft}"/><path d="M40 430 h160 M40 460 h160 M40 490 h160 M40 520 h160 M40 550 h160 M40 580 h160" stroke="${p.navy}" stroke-width="4"/><rect x="240" y="440" width="34" height="180" fill="${p.wallShade}"/><rect x="234" y="430" width="46" height="14" fill="${p.teal}"/><path d="M274 470 h140 M274 610 h140 M290 470 v140 M320 470 v140 M350 470 v140 M380 470 v140 M410 470 v140" stroke="${p.navy}" stroke-width="6"/><rect y="620" width="${W}" height="180" fill="#cfc7b7"/>${shadow(560, 740, 560)}${at(260, 740, flatbed())}${at(840, 740, crane(-350, -356))}${hangingCrate(500, 384, 190, 150)}`,
      { x: 120, y: 200, width: 1080 },
    ),
  "service-packaging": () =>
    scene(
      `${room(W, H, 600)}${at(140, 160, windowFrame(240, 200))}${at(760, 600, cartonStack(3, 3, 90, 116))}${at(340, 640, `<rect x="-20" y="-70" width="220" height="70" fill="${p.woodDark}"/><rect x="-30" y="-80" width="240" height="14" fill="${p.wood}"/>${at(20, -80, television(0.55), 1.3)}`)}${at(572, 690, person({ kind: "mover", arms: "wrap", skin: "brown", flip: true }), 1.2)}${at(130, 700, wrapRoll(), 1.2)}${at(1110, 600, pottedPlant(), 1.2)}`,
      { x: 90, y: 190, width: 900 },
    ),
  "gallery-1": () =>
    scene(
      `${room(W, H, 600, "#f4eadb")}${at(780, 130, windowFrame(240, 200))}${at(170, 170, `<rect width="120" height="160" fill="${p.teal}" opacity=".25"/><rect x="14" y="14" width="92" height="132" fill="none" stroke="${p.teal}" stroke-width="4"/>`)}${at(1080, 600, pottedPlant(), 1.3)}${shadow(600, 672, 480)}<clipPath id="half"><rect x="100" y="-130" width="120" height="140"/></clipPath>${at(440, 670, `${sofa("#7d5a9a")}<g clip-path="url(#half)">${wrappedSofa()}</g>`, 1.6)}${at(370, 720, person({ kind: "mover", arms: "wrap", skin: "deep" }), 1.5)}${at(860, 720, person({ kind: "mover", arms: "wrap", skin: "brown", flip: true }), 1.5)}${at(930, 730, wrapRoll())}`,
      { x: 150, y: 200, width: 900 },
    ),
  "gallery-2": () =>
    scene(
      `${room(W, H, 640, "#f6efe3")}${at(700, 120, windowFrame(200, 170))}${at(470, 650, person({ kind: "mover", arms: "wrap", skin: "wheat" }), 2)}<rect x="180" y="470" width="640" height="22" fill="${p.wood}"/><path d="M210 492 v220 M790 492 v220" stroke="${p.woodDark}" stroke-width="18"/>${at(220, 470, `<ellipse cx="60" cy="-10" rx="58" ry="10" fill="#fff" stroke="${p.steel}" stroke-width="2"/><ellipse cx="60" cy="-20" rx="58" ry="10" fill="#fff" stroke="${p.steel}" stroke-width="2"/><ellipse cx="60" cy="-30" rx="58" ry="10" fill="#fff" stroke="${p.teal}" stroke-width="3"/>`)}${at(360, 470, `<path d="M0 0 l-6 -44 h44 l-6 44z" fill="#fff" stroke="${p.teal}" stroke-width="3"/>`)}${at(470, 470, `<path d="M0 0 l30 -60 l70 8 l14 52z" fill="#f1ece2" stroke="#d8cfbf" stroke-width="2"/><ellipse cx="60" cy="-24" rx="34" ry="18" fill="#fff" stroke="${p.teal}" stroke-width="3"/><path d="M20 -8 l36 -46 l40 10z" fill="#f1ece2" stroke="#d8cfbf" stroke-width="2"/>`)}${at(650, 470, `<path d="M0 0 l10 -50 h60 l10 50z" fill="#f1ece2" stroke="#d8cfbf" stroke-width="2"/>`)}${at(800, 720, `${carton(220, 180, "12")}<path d="M0 -180 l-40 -50 h60 l26 50z M220 -180 l40 -50 h-60 l-26 50z" fill="${p.cartonDark}"/><path d="M30 -180 q20 -40 50 -10 q30 -40 60 -6 q30 -30 50 16z" fill="#f1ece2"/>`)}`,
      { x: 140, y: 200, width: 900 },
    ),
  "gallery-3": () =>
    scene(
      `${streetBackdrop({ buildings: false })}${at(20, street - 20, apartment(4, 7))}${at(1060, street, tree(0.9))}${shadow(820, street + 92, 360)}${at(640, street + 92, tempo(cartonStack(2, 1, 46, 205)), 1.4)}<path d="M380 ${street + 92} L668 ${street + 30}" stroke="${p.steel}" stroke-width="12"/>${at(500, street + 50, `<g transform="rotate(-12)">${wrappedFridge()}</g>`, 1.05)}${at(470, street + 88, person({ arms: "lift", legs: "step-up", skin: "brown" }))}${at(620, street + 48, person({ arms: "lift", legs: "stand", skin: "deep", flip: true }))}`,
      { x: 0, y: 170, width: 1140 },
    ),
  "gallery-4": () =>
    scene(
      `${streetBackdrop({ buildings: false })}${at(1100, street, palm(1.1))}${shadow(740, street + 96, 640)}${at(460, street + 96, carCarrier(`${car(p.white)}${at(230, 0, car(p.teal))}`, at(230, 0, car(p.white)), true))}${carOnRamp([200, street + 96], [474, street - 58], 0.55, "#c0392b", 0.9)}${at(140, street + 110, person({ kind: "mover", arms: "wave", skin: "brown" }))}`,
      { x: 80, y: 240, width: 1100 },
    ),
  "gallery-5": () =>
    scene(
      `<rect width="${W}" height="${H}" fill="#caa171"/><path d="M0 0 h${W} v90 h-${W}z" fill="${p.navy}"/><path d="M0 90 L200 190 H1000 L1200 90" fill="#b78b5a"/><path d="M200 190 V620 H1000 V190" fill="#d7b283"/><path d="M200 260 H1000 M200 340 H1000 M200 420 H1000 M200 500 H1000" stroke="#c49c6c" stroke-width="4"/><path d="M0 800 L200 620 H1000 L1200 800z" fill="#9c7245"/><path d="M0 800 L200 620 H1000 L1200 800z" fill="url(#fl)"/>${at(360, 680, scooter(true, p.teal), 3.2)}<path d="M200 300 L520 430 M1000 300 L760 380 M200 560 L440 600 M1000 560 L790 600" stroke="${p.marigold}" stroke-width="8"/>${at(860, 660, cartonStack(2, 2, 64, 301))}`,
    ),
  "gallery-6": () =>
    scene(
      `${godownInterior(W, H, 650)}${at(40, 650, godownRacks(501))}${at(420, 650, godownRacks(561))}${at(800, 650, godownRacks(621))}${at(620, 760, `${pallet(180)}${at(10, -14, wrappedAlmirah())}${at(96, -14, cartonStack(1, 2, 70, 681))}`)}`,
    ),
  "gallery-7": () =>
    scene(
      `<rect width="${W}" height="${H}" fill="#eef1f2"/><rect y="620" width="${W}" height="180" fill="#c9ced3"/><path d="M0 620 L260 500 H940 L1200 620" fill="#dde1e4"/><path d="M260 120 V500 H940 V120" fill="#f6f7f7"/>${at(300, 180, `<rect width="150" height="210" fill="${p.glass}" stroke="${p.steel}" stroke-width="6"/>`)}${at(750, 180, `<rect width="150" height="210" fill="${p.glass}" stroke="${p.steel}" stroke-width="6"/>`)}<rect x="520" y="190" width="160" height="56" rx="6" fill="${p.teal}"/><path d="M0 120 L260 120 M940 120 L1200 120" stroke="#dde1e4" stroke-width="6"/>${at(180, 720, person({ kind: "mover", arms: "push", legs: "walk", skin: "brown" }), 1.1)}${at(230, 720, platformTrolley(desk("D-14")))}${at(640, 760, person({ kind: "mover", arms: "push", legs: "walk", skin: "deep" }), 1.1)}${at(690, 760, platformTrolley(`${officeChair("C-14")}${at(96, 0, officeChair("C-15"))}`))}`,
      { x: 80, y: 160, width: 900 },
    ),
  "gallery-8": () =>
    scene(
      `${outdoor(W, H, 620)}<rect x="760" y="320" width="440" height="300" fill="#d8d2c4"/><path d="M760 320 l110 -60 l110 60 l110 -60 l110 60z" fill="#c4bcaa"/><rect y="620" width="${W}" height="180" fill="#cfc7b7"/>${shadow(360, 740, 540)}${at(80, 740, flatbed())}${at(800, 740, crane(-460, -340))}${hangingCrate(350, 400, 170, 140)}${at(1110, 760, person({ kind: "mover", arms: "wave", skin: "brown" }))}`,
      { x: 40, y: 190, width: 1130 },
    ),
  "gallery-9": () =>
    scene(
      `${streetBackdrop({ buildings: false })}${at(40, street - 20, apartment(3, 3, "#f3e4cc"))}${shadow(900, street + 92, 440)}${at(680, street + 92, lorry({ open: true, load: cartonStack(4, 2, 56, 401) }))}${at(620, street + 106, `${person({ arms: "carry", legs: "walk", skin: "deep", flip: true })}${at(-26, -150, carton(52, 42, "405"))}`)}${at(460, street + 92, cartonStack(2, 2, 56, 409))}${at(260, street + 112, person({ kind: "man", arms: "hold-list", skin: "brown" }))}${at(292, street - 18, clipboard())}${at(350, street + 112, person({ kind: "woman", arms: "down", skin: "wheat" }))}`,
      { x: 160, y: 240, width: 960 },
    ),
};
