/**
 * Reusable pieces of the site's flat illustrations, each an SVG fragment string drawn in its own
 * local coordinates (ground at y = 0, facing right) and placed with `at`. One palette and one way
 * of drawing (flat fills, limbs as round-capped strokes, faceless people) keeps every scene in the
 * same style.
 */

export const palette = {
  navy: "#0a2540",
  navySoft: "#1d3a5c",
  teal: "#0f6b64",
  tealLight: "#5fa8a0",
  tealPale: "#d9ece9",
  marigold: "#f5a300",
  marigoldLight: "#ffd27a",
  sky: "#e9f2f4",
  cream: "#fbf5ea",
  wall: "#f1e6d2",
  wallShade: "#e3d3b6",
  carton: "#c99459",
  cartonDark: "#a8733c",
  cartonTape: "#e7c48f",
  wood: "#b7804a",
  woodDark: "#8a5a2e",
  road: "#56606b",
  roadLine: "#e9edf0",
  tyre: "#1b2430",
  steel: "#9aa7b2",
  glass: "#bcdce3",
  wrap: "#e6f3f6",
  white: "#ffffff",
  ink: "#15202b",
  leaf: "#3f8f5f",
  leafDark: "#2f6f49",
} as const;

const p = palette;

/** Places a fragment at (x, y), optionally scaled and mirrored. */
export function at(x: number, y: number, body: string, scale = 1, flip = false): string {
  const round = (value: number) => Math.round(value * 100) / 100;
  const transform = `translate(${round(x)} ${round(y)})${scale !== 1 || flip ? ` scale(${round(flip ? -scale : scale)} ${round(scale)})` : ""}`;
  return `<g transform="${transform}">${body}</g>`;
}

/** The shared <defs>: bubble-wrap and corrugation patterns. */
export function defs(): string {
  const bay = `<rect x="12" y="8" width="86" height="42" fill="${p.glass}"/><path d="M55 8v42" stroke="#fff" stroke-width="3"/><rect x="8" y="36" width="94" height="4" fill="${p.teal}"/><path d="M12 40v16M24 40v16M36 40v16M48 40v16M60 40v16M72 40v16M84 40v16M96 40v16" stroke="${p.teal}" stroke-width="2"/><rect x="8" y="56" width="94" height="6" fill="#000" opacity=".08"/>`;
  return `<defs><pattern id="bw" width="10" height="10" patternUnits="userSpaceOnUse"><circle cx="5" cy="5" r="2.6" fill="none" stroke="#9fc6cf" stroke-width="1"/></pattern><pattern id="fl" width="60" height="12" patternUnits="userSpaceOnUse"><path d="M0 11.5h60" stroke="#000" stroke-opacity=".06"/></pattern><pattern id="apt" width="220" height="70" patternUnits="userSpaceOnUse">${bay}<g transform="translate(110 0)">${bay}</g><rect x="160" y="14" width="24" height="14" rx="2" fill="#fff" stroke="${p.steel}"/></pattern><symbol id="ct" viewBox="0 0 100 80" preserveAspectRatio="none"><path d="M0 0h100v80H0z" fill="${p.carton}"/><path d="M0 0h100v6H0z" fill="${p.cartonDark}" opacity=".5"/><path d="M45 0h10v36H45z" fill="${p.cartonTape}"/></symbol></defs>`;
}

/** An SVG document; `view` crops the drawing (x, y, width) to a 3:2 window, zooming in on the subject. */
export function svg(
  width: number,
  height: number,
  body: string,
  view?: { x: number; y: number; width: number },
): string {
  const viewHeight = view ? Math.round((view.width * height) / width) : height;
  // The window never reaches past the drawing's bottom edge, where nothing is drawn.
  const frame = view
    ? { x: view.x, y: Math.min(view.y, height - viewHeight), width: view.width, height: viewHeight }
    : { x: 0, y: 0, width, height };
  const box = `${frame.x} ${frame.y} ${frame.width} ${frame.height}`;
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="${box}" font-family="Noto Sans,Arial,sans-serif" font-weight="700">${defs()}${body.replace(sunPlace, sun(frame))}</svg>`;
}

// ---- People ---------------------------------------------------------------------------------

export type Skin = "deep" | "brown" | "wheat";
const skins: Record<Skin, string> = { deep: "#7a4a2a", brown: "#9c6338", wheat: "#c08452" };

type ArmPose = "down" | "carry" | "lift" | "up" | "hold-list" | "wrap" | "push" | "wave";
type LegPose = "stand" | "walk" | "step-up" | "crouch";

export type PersonOptions = {
  skin?: Skin;
  /** A mover in the company's navy uniform, a man in a kurta or shirt, a woman in a saree, a child. */
  kind?: "mover" | "man" | "woman" | "child";
  top?: string;
  bottom?: string;
  arms?: ArmPose;
  legs?: LegPose;
  /** Height in pixels (an adult is 180 by default). */
  height?: number;
  flip?: boolean;
};

function limb(points: Array<[number, number]>, color: string, width: number): string {
  const d = points.map(([x, y], index) => `${index === 0 ? "M" : "L"}${x} ${y}`).join("");
  return `<path d="${d}" fill="none" stroke="${color}" stroke-width="${width}" stroke-linecap="round" stroke-linejoin="round"/>`;
}

const armPoses: Record<ArmPose, Array<Array<[number, number]>>> = {
  down: [
    [
      [-15, -144],
      [-20, -118],
      [-19, -94],
    ],
    [
      [15, -144],
      [20, -118],
      [19, -94],
    ],
  ],
  carry: [
    [
      [-15, -144],
      [-22, -122],
      [-24, -128],
    ],
    [
      [15, -144],
      [22, -122],
      [24, -128],
    ],
  ],
  lift: [
    [
      [-15, -144],
      [-8, -118],
      [14, -112],
    ],
    [
      [15, -144],
      [26, -122],
      [36, -112],
    ],
  ],
  up: [
    [
      [-15, -144],
      [-22, -168],
      [-20, -192],
    ],
    [
      [15, -144],
      [22, -168],
      [20, -192],
    ],
  ],
  "hold-list": [
    [
      [-15, -144],
      [-20, -118],
      [-19, -94],
    ],
    [
      [15, -144],
      [20, -120],
      [34, -126],
    ],
  ],
  wrap: [
    [
      [-15, -144],
      [-2, -124],
      [22, -126],
    ],
    [
      [15, -144],
      [30, -130],
      [44, -138],
    ],
  ],
  push: [
    [
      [-15, -144],
      [4, -126],
      [24, -124],
    ],
    [
      [15, -144],
      [30, -128],
      [44, -126],
    ],
  ],
  wave: [
    [
      [-15, -144],
      [-20, -118],
      [-19, -94],
    ],
    [
      [15, -144],
      [28, -162],
      [30, -186],
    ],
  ],
};

const legPoses: Record<LegPose, Array<Array<[number, number]>>> = {
  stand: [
    [
      [-7, -92],
      [-8, -46],
      [-8, -4],
    ],
    [
      [7, -92],
      [8, -46],
      [8, -4],
    ],
  ],
  walk: [
    [
      [-6, -92],
      [-16, -48],
      [-26, -6],
    ],
    [
      [6, -92],
      [12, -48],
      [20, -4],
    ],
  ],
  "step-up": [
    [
      [-6, -92],
      [-10, -46],
      [-14, -4],
    ],
    [
      [6, -92],
      [24, -64],
      [26, -24],
    ],
  ],
  crouch: [
    [
      [-6, -70],
      [14, -40],
      [-2, -4],
    ],
    [
      [6, -70],
      [28, -44],
      [18, -4],
    ],
  ],
};

/** A person, feet at (0, 0), 180 px tall: faceless, flat, limbs as rounded strokes. */
export function person(options: PersonOptions = {}): string {
  const { skin = "brown", kind = "mover", arms = "down", legs = "stand", height = 180, flip = false } = options;
  const skinColor = skins[skin];
  const top = options.top ?? (kind === "mover" ? p.navy : kind === "woman" ? p.marigold : "#e8e2d6");
  const bottom = options.bottom ?? (kind === "mover" ? "#6b6f5a" : kind === "woman" ? p.marigold : p.navySoft);
  const drop = legs === "crouch" ? 22 : 0;
  const up = (d: string) => (drop ? `<g transform="translate(0 ${drop})">${d}</g>` : d);
  const [leftArm = [], rightArm = []] = armPoses[arms];
  const [leftLeg = [], rightLeg = []] = legPoses[legs];
  const hand = (points: Array<[number, number]>) => {
    const last = points[points.length - 1] ?? [0, 0];
    return `<circle cx="${last[0]}" cy="${last[1]}" r="5" fill="${skinColor}"/>`;
  };
  let lower = "";
  if (kind === "woman") {
    lower = `<path d="M-15 -100 L15 -100 L24 -4 L-24 -4 Z" fill="${bottom}"/><path d="M-24 -10 L24 -10 L24 -4 L-24 -4 Z" fill="${p.teal}"/><path d="M-24 -4h14v4h-14zM10 -4h14v4h-14z" fill="${skinColor}"/>`;
  } else {
    lower = `${limb(leftLeg, bottom, 13)}${limb(rightLeg, bottom, 13)}`;
    lower += [leftLeg, rightLeg]
      .map((leg) => {
        const foot = leg[leg.length - 1] ?? [0, 0];
        return `<path d="M${foot[0] - 6} ${foot[1] - 3}h16a3 3 0 0 1 3 3v4h-19z" fill="${p.ink}"/>`;
      })
      .join("");
  }
  let torso = `<path d="M-17 -146 Q0 -152 17 -146 L15 -92 L-15 -92 Z" fill="${top}"/>`;
  if (kind === "mover") {
    torso += `<path d="M-15 -104 L15 -104 L15 -92 L-15 -92 Z" fill="${p.navySoft}"/><path d="M4 -136 h8 v6 h-8z" fill="${p.marigold}"/>`;
  } else if (kind === "man" && !options.top) {
    // Kurta: longer than a shirt, with a placket.
    torso = `<path d="M-17 -146 Q0 -152 17 -146 L19 -70 L-19 -70 Z" fill="${top}"/><path d="M0 -146 V-122" stroke="${p.wallShade}" stroke-width="2"/>`;
  } else if (kind === "woman") {
    torso += `<path d="M-17 -146 L17 -146 L6 -100 L-12 -100 Z" fill="${p.teal}" opacity=".9"/><path d="M10 -148 Q26 -120 18 -96 L12 -96 Q18 -122 4 -146 Z" fill="${p.marigoldLight}"/>`;
  }
  const hair =
    kind === "woman"
      ? `<path d="M-13 -166 a13 13 0 0 1 26 0 v4 h-26z" fill="${p.ink}"/><circle cx="-12" cy="-160" r="6" fill="${p.ink}"/>`
      : `<path d="M-12.5 -166 a12.5 12.5 0 0 1 25 0 q-6 -5 -25 0z" fill="${p.ink}"/>`;
  const cap = kind === "mover" ? `<path d="M-13 -170 a13 11 0 0 1 26 0 z M8 -172 h12 v3 h-12z" fill="${p.teal}"/>` : "";
  const body = `${lower}${limb(leftArm, kind === "woman" ? skinColor : top, 9)}${torso}<rect x="-4" y="-156" width="8" height="10" fill="${skinColor}"/><circle cx="0" cy="-164" r="12" fill="${skinColor}"/>${hair}${cap}${limb(rightArm, kind === "woman" ? skinColor : top, 9)}${hand(leftArm)}${hand(rightArm)}`;
  const scale = (kind === "child" ? height * 0.62 : height) / 180;
  return at(0, 0, up(body), scale, flip);
}

// ---- Goods ----------------------------------------------------------------------------------

/** A sealed corrugated carton, bottom-left at (0, 0); `label` prints an inventory number. */
export function carton(width: number, height: number, label?: string): string {
  const w = Math.round(width);
  const h = Math.round(height);
  const tagWidth = Math.round(Math.max(24, w * 0.4));
  const tagHeight = Math.round(Math.max(12, h * 0.22));
  const tag = label
    ? `<rect x="${Math.round(w * 0.1)}" y="${Math.round(-h * 0.44)}" width="${tagWidth}" height="${tagHeight}" rx="2" fill="#fff"/><text x="${Math.round(w * 0.1 + tagWidth / 2)}" y="${Math.round(-h * 0.44 + tagHeight * 0.76)}" font-size="${Math.round(Math.max(9, h * 0.16))}" text-anchor="middle" fill="${p.navy}">${label}</text>`
    : "";
  return `<use href="#ct" y="${-h}" width="${w}" height="${h}"/>${tag}`;
}

/** A neat stack of cartons, numbered from `first`. */
export function cartonStack(columns: number, rows: number, size: number, first?: number): string {
  let out = "";
  let number = first ?? 0;
  for (let row = 0; row < rows; row++) {
    for (let column = 0; column < columns - (row % 2 === 1 && columns > 1 ? 1 : 0); column++) {
      const offset = row % 2 === 1 && columns > 1 ? size / 2 : 0;
      out += at(
        column * (size + 2) + offset,
        -row * (size * 0.8 + 1),
        carton(size, size * 0.8, first ? String(number++) : undefined),
      );
    }
  }
  return out;
}

/** Bubble wrap over any outline: a pale translucent skin with the bubble pattern and taped bands. */
function wrapped(outline: string, bands: string): string {
  return `<path d="${outline}" fill="${p.wrap}"/><path d="${outline}" fill="url(#bw)"/><path d="${outline}" fill="none" stroke="#a9cdd5" stroke-width="2"/>${bands}`;
}

/** A three-seater sofa in bubble wrap, feet at y = 0, 200 wide. */
export function wrappedSofa(): string {
  return `<path d="M6 -6 h188 v6 h-188z" fill="${p.woodDark}"/>${wrapped(
    "M0 -8 v-58 a14 14 0 0 1 14 -14 h6 v-30 a12 12 0 0 1 12 -12 h136 a12 12 0 0 1 12 12 v30 h6 a14 14 0 0 1 14 14 v58 z",
    `<path d="M30 -122 h10 v114 h-10zM160 -122 h10 v114 h-10z" fill="${p.marigold}" opacity=".75"/>`,
  )}`;
}

/** A sofa before wrapping, 200 wide. */
export function sofa(color: string = p.teal): string {
  return `<path d="M10 -6 h8 v6 h-8zM182 -6 h8 v6 h-8z" fill="${p.woodDark}"/><rect x="0" y="-80" width="26" height="74" rx="12" fill="${color}"/><rect x="174" y="-80" width="26" height="74" rx="12" fill="${color}"/><rect x="20" y="-122" width="160" height="80" rx="12" fill="${color}" opacity=".85"/><rect x="20" y="-50" width="160" height="44" rx="8" fill="${color}"/><path d="M100 -50 v44" stroke="#000" stroke-opacity=".12" stroke-width="2"/>`;
}

/** A double-door refrigerator in bubble wrap, 70 wide and 170 tall. */
export function wrappedFridge(): string {
  return wrapped(
    "M0 0 v-162 a8 8 0 0 1 8 -8 h54 a8 8 0 0 1 8 8 v162 z",
    `<path d="M0 -120 h70 v10 h-70zM0 -40 h70 v10 h-70z" fill="${p.marigold}" opacity=".75"/>`,
  );
}

/** A steel almirah in bubble wrap, 80 wide. */
export function wrappedAlmirah(): string {
  return wrapped(
    "M0 0 v-150 h80 v150 z",
    `<path d="M0 -100 h80 v9 h-80zM0 -40 h80 v9 h-80z" fill="${p.marigold}" opacity=".75"/><path d="M40 -150 v150" stroke="#a9cdd5" stroke-width="2"/>`,
  );
}

/** A chair wrapped for the move, 60 wide. */
export function wrappedChair(): string {
  return `<path d="M8 0 v-40 M52 0 v-40" stroke="${p.woodDark}" stroke-width="5"/>${wrapped("M0 -40 v-16 h60 v16z M6 -56 v-52 h48 v52z", "")}`;
}

/** A flat-screen television, 120 wide, standing on its base; `wrap` covers it in bubble wrap. */
export function television(wrap: number): string {
  const screen = `<rect x="0" y="-86" width="120" height="74" rx="4" fill="${p.ink}"/><rect x="5" y="-81" width="110" height="64" rx="2" fill="#2a4a6a"/><path d="M10 -76 l30 0 l-30 30z" fill="#fff" opacity=".12"/><path d="M52 -12 h16 l8 12 h-32z" fill="${p.ink}"/>`;
  const wrapWidth = Math.round(130 * wrap);
  const cover = wrap > 0 ? wrapped(`M-5 -2 v-90 h${wrapWidth} v90 z`, "") : "";
  return screen + cover;
}

/** A roll of bubble wrap lying on the floor. */
export function wrapRoll(): string {
  return `<rect x="0" y="-44" width="90" height="44" rx="22" fill="${p.wrap}"/><rect x="0" y="-44" width="90" height="44" rx="22" fill="url(#bw)"/><ellipse cx="90" cy="-22" rx="10" ry="22" fill="#cfe6ea"/><ellipse cx="90" cy="-22" rx="4" ry="8" fill="${p.carton}"/>`;
}

/** A wooden export crate around a machine, `width` by `height`. */
export function crate(width: number, height: number): string {
  const slats = [0.33, 0.66]
    .map((f) => `<path d="M0 ${-height * f} h${width}" stroke="${p.woodDark}" stroke-width="5"/>`)
    .join("");
  return `<rect x="0" y="${-height}" width="${width}" height="${height}" fill="${p.wood}"/>${slats}<path d="M0 0 L${width} ${-height} M0 ${-height} L${width} 0" stroke="${p.woodDark}" stroke-width="6" opacity=".7"/><rect x="0" y="${-height}" width="${width}" height="${height}" fill="none" stroke="${p.woodDark}" stroke-width="8"/><rect x="${width * 0.08}" y="${-height * 0.9}" width="${width * 0.3}" height="${height * 0.14}" fill="${p.white}" opacity=".85"/><path d="M${width * 0.62} ${-height * 0.86} l12 -8 l12 8 M${width * 0.62 + 12} ${-height * 0.94} v14" stroke="${p.ink}" stroke-width="3" fill="none"/>`;
}

/** A wooden pallet, 150 wide. */
export function pallet(width = 150): string {
  return `<rect x="0" y="-14" width="${width}" height="5" fill="${p.wood}"/><rect x="0" y="-5" width="${width}" height="5" fill="${p.wood}"/><rect x="4" y="-10" width="14" height="6" fill="${p.woodDark}"/><rect x="${width / 2 - 7}" y="-10" width="14" height="6" fill="${p.woodDark}"/><rect x="${width - 18}" y="-10" width="14" height="6" fill="${p.woodDark}"/>`;
}

/** A clipboard with an inventory list. */
export function clipboard(): string {
  return `<rect x="-2" y="-30" width="24" height="32" rx="2" fill="${p.wood}"/><rect x="1" y="-26" width="18" height="25" fill="${p.white}"/><path d="M4 -20h12M4 -14h12M4 -8h9" stroke="${p.steel}" stroke-width="2"/>`;
}

// ---- Vehicles -------------------------------------------------------------------------------

function wheel(x: number, radius = 22): string {
  return `<circle cx="${x}" cy="${-radius}" r="${radius}" fill="${p.tyre}"/><circle cx="${x}" cy="${-radius}" r="${radius * 0.45}" fill="${p.steel}"/><circle cx="${x}" cy="${-radius}" r="${radius * 0.15}" fill="${p.tyre}"/>`;
}

/**
 * A small goods carrier (the tempo every Indian street knows), 260 long, open bed on the left,
 * cab facing right. `load` is drawn on the bed (bed floor at y = -44 and x 12..172).
 */
export function tempo(load = "", cabColor: string = p.white): string {
  return `<path d="M8 -30 h252 v10 h-252z" fill="${p.ink}"/>${at(12, -44, load)}<path d="M10 -44 h166 v-4 h-166z" fill="${p.navySoft}"/><path d="M10 -44 v-30 h4 v30zM172 -44 v-30 h4 v30z" fill="${p.navy}"/><path d="M10 -28 v-20 h166 v20z" fill="${p.marigold}"/><path d="M10 -36 h166" stroke="${p.navy}" stroke-width="2"/><path d="M180 -24 V-128 a6 6 0 0 1 6 -6 h40 l30 54 v52 a4 4 0 0 1 -4 4z" fill="${cabColor}"/><path d="M190 -124 h34 l22 40 h-56z" fill="${p.glass}"/><path d="M180 -60 h80 v8 h-80z" fill="${p.teal}"/><rect x="246" y="-50" width="10" height="8" rx="2" fill="${p.marigoldLight}"/><path d="M192 -70 h10" stroke="${p.ink}" stroke-width="3"/><path d="M24 -26 h10 v18 h-10z" fill="${p.ink}"/>${wheel(52)}${wheel(218)}`;
}

/**
 * An Indian lorry, 430 long: painted wooden body with a tarpaulin over the load, and the
 * decorated "crown" over the windscreen. `open` leaves the body uncovered and shows `load`.
 */
export function lorry(options: { open?: boolean; load?: string; body?: string } = {}): string {
  const body = options.body ?? p.teal;
  const cover = options.open
    ? at(20, -52, options.load ?? "")
    : `<path d="M14 -150 q0 -26 26 -26 h248 q26 0 26 26z" fill="${p.navy}"/><path d="M70 -176 v26M150 -176 v26M230 -176 v26" stroke="${p.navySoft}" stroke-width="3"/>`;
  const rails = options.open
    ? `<path d="M14 -52 V-150 M314 -52 V-150 M14 -150 H314" stroke="${p.woodDark}" stroke-width="6" fill="none"/>`
    : "";
  return `<path d="M10 -36 h410 v12 h-410z" fill="${p.ink}"/>${rails}${cover}<path d="M14 -150 h300 v${options.open ? 30 : 0}" fill="none"/><path d="M14 ${options.open ? -96 : -150} h300 v${options.open ? 56 : 110} h-300z" fill="${body}"/><path d="M14 ${options.open ? -96 : -150} h300 v8 h-300z" fill="${p.marigold}"/><path d="M14 -48 h300 v8 h-300z" fill="${p.marigold}"/>${options.open ? "" : `<path d="M40 -130 h60 v70 h-60zM128 -130 h60 v70 h-60zM216 -130 h60 v70 h-60z" fill="#000" opacity=".1"/><path d="M70 -111 l16 16 l-16 16 l-16 -16z M158 -111 l16 16 l-16 16 l-16 -16z M246 -111 l16 16 l-16 16 l-16 -16z" fill="${p.marigold}"/>`}<path d="M322 -30 V-156 a8 8 0 0 1 8 -8 h56 q30 0 32 30 v104z" fill="${p.marigold}"/><path d="M322 -164 h66 q26 0 30 22 h-96z" fill="${p.navy}"/><path d="M330 -168 q30 -16 60 0" stroke="${p.marigold}" stroke-width="6" fill="none"/><path d="M336 -134 h50 q18 0 22 26 h-72z" fill="${p.glass}"/><path d="M322 -76 h98 v10 h-98z" fill="${p.white}"/><rect x="404" y="-58" width="12" height="10" rx="2" fill="${p.white}"/><path d="M300 -36 h12 v24 h-12z" fill="${p.ink}"/>${wheel(70, 26)}${wheel(124, 26)}${wheel(376, 26)}`;
}

/** A hatchback, 180 long, facing right. */
export function car(color: string = p.marigold): string {
  return `<path d="M4 -24 v-30 q0 -10 10 -12 l30 -4 l30 -30 q6 -6 16 -6 h44 q10 0 16 8 l24 32 q6 2 6 10 v32z" fill="${color}"/><path d="M80 -96 h34 v28 h-58z M120 -96 h16 q6 0 10 6 l16 22 h-42z" fill="${p.glass}"/><path d="M4 -40 h176" stroke="#000" stroke-opacity=".12" stroke-width="3"/><rect x="170" y="-56" width="10" height="8" rx="2" fill="${p.white}"/>${wheel(42, 20)}${wheel(142, 20)}`;
}

/** A scooter, 120 long, facing right; `wrap` covers it in bubble wrap. */
export function scooter(wrap = false, color: string = p.teal): string {
  const frame = `<path d="M20 -30 q0 -30 30 -34 h30 l10 -44 h10 l-6 50 q20 4 20 28z" fill="${color}"/><path d="M30 -66 h46 q6 0 6 6 v4 h-58 v-4 q0 -6 6 -6z" fill="${p.ink}"/><path d="M94 -108 l-6 -8 h-10 M94 -108 h12" stroke="${p.ink}" stroke-width="4" stroke-linecap="round" fill="none"/>${wheel(28, 16)}${wheel(106, 16)}`;
  if (!wrap) return frame;
  // Translucent, so the scooter still reads through its wrapping; the wheels stay free.
  return `${frame}<g opacity=".8">${wrapped("M14 -34 q0 -36 36 -40 h28 l12 -46 h16 l-4 52 q24 6 24 34z", `<path d="M44 -74 v40 M84 -100 v66" stroke="${p.marigold}" stroke-width="6"/>`)}</g>`;
}

/**
 * A two-deck car carrier: a lorry cab pulling an open frame, 620 long. Cars on the decks are
 * passed in (`lower` at y = -40, `upper` at y = -150, both from x = 20).
 */
export function carCarrier(lower = "", upper = "", ramp = false): string {
  const frame = `<path d="M10 -40 h470 v-8 h-470zM10 -150 h470 v-8 h-470z" fill="${p.navy}"/><path d="M14 -48 v-110 M160 -48 v-110 M310 -48 v-110 M476 -48 v-110" stroke="${p.navySoft}" stroke-width="8"/><path d="M10 -158 l-6 -30" stroke="${p.navy}" stroke-width="6"/>`;
  const rampPath = ramp
    ? `<path d="M14 -154 L-150 0" stroke="${p.steel}" stroke-width="10"/><path d="M14 -154 L-150 0" stroke="${p.navySoft}" stroke-width="3"/>`
    : "";
  const cab = `<path d="M486 -30 V-156 a8 8 0 0 1 8 -8 h62 q28 0 30 30 v104z" fill="${p.white}"/><path d="M486 -164 h72 q24 0 28 22 h-100z" fill="${p.teal}"/><path d="M500 -134 h54 q16 0 20 26 h-74z" fill="${p.glass}"/><path d="M486 -76 h100 v10 h-100z" fill="${p.marigold}"/>`;
  return `<path d="M6 -34 h584 v10 h-584z" fill="${p.ink}"/>${at(20, -48, lower)}${at(20, -158, upper)}${frame}${rampPath}${cab}${wheel(60, 24)}${wheel(112, 24)}${wheel(400, 24)}${wheel(540, 24)}`;
}

/** A flatbed trailer with its tractor, 560 long; `load` stands on the bed (y = -60, from x = 20). */
export function flatbed(load = ""): string {
  return `<path d="M6 -36 h540 v12 h-540z" fill="${p.ink}"/><path d="M10 -60 h420 v22 h-420z" fill="${p.navy}"/><path d="M10 -60 h420 v5 h-420z" fill="${p.marigold}"/>${at(20, -60, load)}<path d="M446 -30 V-150 a8 8 0 0 1 8 -8 h56 q28 0 30 30 v98z" fill="${p.teal}"/><path d="M458 -128 h50 q16 0 20 26 h-70z" fill="${p.glass}"/><path d="M446 -70 h94 v8 h-94z" fill="${p.marigold}"/>${wheel(60, 24)}${wheel(112, 24)}${wheel(164, 24)}${wheel(500, 24)}`;
}

/** A mobile crane, 300 long, boom raised towards the left; the hook hangs at (hookX, hookY). */
export function crane(hookX: number, hookY: number): string {
  return `<path d="M0 -30 h300 v10 h-300z" fill="${p.ink}"/><path d="M10 -80 h220 v50 h-220z" fill="${p.marigold}"/><path d="M230 -130 h56 q14 0 14 14 v86 h-70z" fill="${p.marigold}"/><path d="M244 -120 h36 v34 h-36z" fill="${p.glass}"/><path d="M120 -110 h80 v30 h-80z" fill="${p.navy}"/><path d="M150 -104 L${hookX + 10} ${hookY - 180}" stroke="${p.marigold}" stroke-width="22" stroke-linecap="round"/><path d="M150 -104 L${hookX + 10} ${hookY - 180}" stroke="${p.navy}" stroke-width="3"/><path d="M${hookX + 10} ${hookY - 176} V${hookY - 8}" stroke="${p.ink}" stroke-width="3"/><path d="M${hookX + 4} ${hookY - 10} h12 v8 q0 10 -8 10" stroke="${p.ink}" stroke-width="4" fill="none"/>${wheel(40, 22)}${wheel(100, 22)}${wheel(200, 22)}${wheel(262, 22)}`;
}

/** A simple trolley (hand truck seen from the side). */
export function trolley(load = ""): string {
  return `${at(12, -12, load)}<path d="M4 -150 v138 h90" stroke="${p.navy}" stroke-width="6" fill="none" stroke-linecap="round"/>${wheel(14, 12)}${wheel(80, 12)}`;
}

// ---- Places ---------------------------------------------------------------------------------

/**
 * A Hyderabad apartment block, bottom-left at (0, 0): balconies with railings, split-AC units,
 * and black water tanks on the roof.
 */
export function apartment(bays: number, floors: number, color: string = p.wall): string {
  const floorHeight = 70;
  const width = bays * 110 + 24;
  const height = floors * floorHeight + 20;
  const facade = `<rect x="0" y="${-height}" width="${width}" height="${height}" fill="${color}"/><rect x="0" y="${-height + 20}" width="${width - 24}" height="${floors * floorHeight}" fill="url(#apt)"/><rect x="${width - 24}" y="${-height}" width="24" height="${height}" fill="#000" opacity=".07"/>`;
  const tanks = `<rect x="${Math.round(width * 0.2)}" y="${-height - 30}" width="30" height="30" rx="4" fill="${p.ink}"/><rect x="${Math.round(width * 0.2) + 40}" y="${-height - 30}" width="30" height="30" rx="4" fill="${p.ink}"/><rect x="${Math.round(width * 0.65)}" y="${-height - 18}" width="50" height="18" fill="${p.wallShade}"/>`;
  const parapet = `<rect x="-6" y="${-height - 8}" width="${width + 12}" height="10" fill="${p.wallShade}"/>`;
  const gate = `<rect x="${Math.round(width * 0.35)}" y="-52" width="80" height="52" fill="${p.navySoft}"/><rect x="${Math.round(width * 0.35) - 6}" y="-58" width="92" height="8" fill="${p.teal}"/>`;
  return tanks + facade + parapet + gate;
}

/** A rounded tree (neem-like), trunk base at (0, 0). */
export function tree(size = 1): string {
  return at(
    0,
    0,
    `<path d="M-5 0 v-70 h10 v70z" fill="${p.woodDark}"/><circle cx="0" cy="-100" r="42" fill="${p.leaf}"/><circle cx="-30" cy="-80" r="28" fill="${p.leaf}"/><circle cx="30" cy="-78" r="30" fill="${p.leafDark}"/><circle cx="10" cy="-124" r="26" fill="${p.leafDark}" opacity=".6"/>`,
    size,
  );
}

/** A coconut palm, base at (0, 0). */
export function palm(size = 1): string {
  return at(
    0,
    0,
    `<path d="M-4 0 q-6 -90 10 -180 l8 2 q-12 90 -6 178z" fill="${p.woodDark}"/><path d="M6 -180 q-50 -10 -80 24 q40 -20 80 -22z M6 -180 q50 -12 80 20 q-40 -16 -80 -18z M6 -180 q-30 -40 -70 -40 q40 10 70 42z M6 -180 q34 -36 72 -34 q-40 10 -72 36z" fill="${p.leaf}"/>`,
    size,
  );
}

/** Where `outdoor` puts the sun; `svg` draws it there once it knows the frame the picture shows. */
const sunPlace = "<!--sun-->";
const sunRadius = 70;

/**
 * The sun, in the top right of the part of the drawing the picture shows (its frame), whole: a
 * sun placed on the full canvas was cut off by the frames that crop a scene. It also stays clear
 * of what the pages cut off a 3:2 picture with `object-fit: cover`: up to 5.6% of each side (a
 * 4:3 gallery thumbnail) and 10.6% of the top (a 1200×630 share picture).
 */
export function sun(frame: { x: number; y: number; width: number; height: number }): string {
  const gap = 16;
  const cx = Math.min(frame.x + frame.width * 0.8, frame.x + frame.width * (1 - 0.056) - sunRadius - gap);
  const cy = frame.y + frame.height * 0.106 + sunRadius + gap;
  return `<circle cx="${Math.round(cx)}" cy="${Math.round(cy)}" r="${sunRadius}" fill="${p.marigoldLight}" opacity=".55"/>`;
}

/** Sky, sun and ground for an outdoor scene. */
export function outdoor(width: number, height: number, groundY: number): string {
  return `<rect width="${width}" height="${height}" fill="${p.sky}"/>${sunPlace}<path d="M0 ${groundY - 40} q${width * 0.25} -30 ${width * 0.5} -8 t${width * 0.5} -10 V${groundY} H0z" fill="${p.tealPale}"/><rect y="${groundY}" width="${width}" height="${height - groundY}" fill="#d7d2c6"/>`;
}

/** A road band with lane markings. */
export function road(width: number, y: number, depth: number): string {
  let dashes = "";
  for (let x = 20; x < width; x += 120)
    dashes += `<rect x="${x}" y="${y + depth / 2 - 3}" width="60" height="6" fill="${p.roadLine}"/>`;
  return `<rect x="0" y="${y}" width="${width}" height="${depth}" fill="${p.road}"/><rect x="0" y="${y}" width="${width}" height="6" fill="#c9c2b3"/>${dashes}`;
}

/** A green national-highway signboard. */
export function highwaySign(text: string): string {
  return `<path d="M-3 0 v-150 h6 v150z" fill="${p.steel}"/><rect x="-70" y="-230" width="140" height="84" rx="8" fill="#1f7a4a" stroke="${p.white}" stroke-width="4"/><text x="0" y="-198" font-size="20" fill="#fff" text-anchor="middle">${text}</text><path d="M-40 -176 h80 M20 -186 l20 10 l-20 10" stroke="#fff" stroke-width="5" fill="none"/>`;
}

/** Inside a covered godown: back wall, roof trusses, floor. */
export function godownInterior(width: number, height: number, floorY: number): string {
  let trusses = "";
  for (let x = 0; x <= width; x += 200)
    trusses += `<path d="M${x} 0 L${x + 100} 70 L${x + 200} 0" stroke="${p.steel}" stroke-width="4" fill="none"/>`;
  return `<rect width="${width}" height="${height}" fill="#e5ddcf"/><rect width="${width}" height="80" fill="#cfc5b3"/>${trusses}<path d="M0 80 h${width}" stroke="${p.steel}" stroke-width="6"/><rect y="${floorY}" width="${width}" height="${height - floorY}" fill="#bdb5a6"/><rect y="${floorY}" width="${width}" height="${height - floorY}" fill="url(#fl)"/><path d="M0 ${floorY + 40} h${width}" stroke="${p.marigold}" stroke-width="6" stroke-dasharray="40 20"/>`;
}

/** A steel pallet rack, `levels` high, 320 wide; `shelves` gives each level's goods (bottom first). */
export function rack(levels: string[], width = 320, levelHeight = 150): string {
  const height = levels.length * levelHeight + 20;
  let out = levels.map((goods, index) => at(12, -index * levelHeight - 12, goods)).join("");
  for (let index = 0; index < levels.length; index++) {
    out += `<rect x="0" y="${-(index + 1) * levelHeight - 8}" width="${width}" height="12" fill="${p.marigold}"/>`;
  }
  out += `<rect x="-8" y="${-height}" width="12" height="${height}" fill="${p.navy}"/><rect x="${width - 4}" y="${-height}" width="12" height="${height}" fill="${p.navy}"/>`;
  return out;
}

/** A CCTV camera on a bracket. */
export function cctv(): string {
  return `<path d="M0 0 h8 v-14 h-8z" fill="${p.steel}"/><path d="M4 -10 l28 8 l-4 12 l-28 -8z" fill="${p.white}" stroke="${p.steel}" stroke-width="2"/><circle cx="30" cy="4" r="3" fill="${p.ink}"/>`;
}

/** A room's walls and floor for indoor scenes, with a window. */
export function room(width: number, height: number, floorY: number, wallColor: string = p.cream): string {
  return `<rect width="${width}" height="${height}" fill="${wallColor}"/><rect y="${floorY}" width="${width}" height="${height - floorY}" fill="#d9c7a8"/><path d="M0 ${floorY} h${width}" stroke="${p.wallShade}" stroke-width="10"/>`;
}

/** A window with a grille and a curtain, top-left at (0, 0). */
export function windowFrame(width: number, height: number): string {
  return `<rect x="0" y="0" width="${width}" height="${height}" fill="${p.glass}" stroke="${p.white}" stroke-width="10"/><path d="M${width / 2} 0 v${height} M0 ${height / 2} h${width}" stroke="${p.white}" stroke-width="6"/><path d="M${-20} -10 h40 q-10 ${height / 2} 0 ${height + 20} h-40z" fill="${p.marigold}" opacity=".85"/><path d="M${width - 20} -10 h40 v${height + 20} h-40 q10 ${-height / 2} 0 ${-height - 20}z" fill="${p.marigold}" opacity=".85"/>`;
}

/** A potted plant (tulsi-style) for indoor corners. */
export function pottedPlant(): string {
  return `<path d="M-22 -40 h44 l-6 40 h-32z" fill="${p.cartonDark}"/><path d="M0 -40 q-30 -30 -24 -70 q18 20 24 70z M0 -40 q30 -34 22 -78 q-20 24 -22 78z M0 -40 q-4 -50 4 -90 q8 40 -4 90z" fill="${p.leaf}"/>`;
}

/** A soft shadow under an object. */
export function shadow(x: number, y: number, width: number): string {
  return `<ellipse cx="${x}" cy="${y}" rx="${width / 2}" ry="${Math.max(6, width / 18)}" fill="#000" opacity=".1"/>`;
}
