// Demo program imagery, generated rather than downloaded: the product ships no stock photos, and an
// offline install must still look finished. Each image is an SVG composed from a seed (so the same
// seed always gives the same picture) and rendered to WebP with sharp.
import { loadSharp } from "#server/content/program-images/image-codec.ts";

export const IMAGE_WIDTH = 1600;
export const IMAGE_HEIGHT = 1000;
const WEBP_QUALITY = 78;

/** Dark ground (two gradient stops) plus one metallic accent, per the design direction. */
export type ImagePalette = { name: string; ground: [string, string]; accent: string; highlight: string };

export const imagePalettes: readonly ImagePalette[] = [
  { name: "onyx", ground: ["#0b0b0c", "#1d1d20"], accent: "#b08d57", highlight: "#dcc391" },
  { name: "graphite", ground: ["#0e1012", "#24272b"], accent: "#a8864f", highlight: "#cfb27a" },
  { name: "umber", ground: ["#0d0b09", "#261e16"], accent: "#b99560", highlight: "#e2c896" },
  { name: "midnight", ground: ["#090c11", "#1a2029"], accent: "#b08d57", highlight: "#c9ab76" },
  { name: "slate", ground: ["#0c0d0e", "#2a2a2c"], accent: "#9f8150", highlight: "#d4bc8c" },
];

const motifs = ["orbits", "facets", "contours", "meridians"] as const;
type Motif = (typeof motifs)[number];

const motifDescriptions: Record<Motif, string> = {
  orbits: "concentric brass arcs orbiting a single point of light",
  facets: "nested gold-outlined diamonds with fine converging lines",
  contours: "flowing brass contour lines rising like a quiet horizon",
  meridians: "a fine gold grid crossed by sweeping meridian arcs",
};

export function motifFor(seed: number): Motif {
  return motifs[Math.abs(Math.trunc(seed)) % motifs.length]!;
}

/** Alt text for the image a seed produces, so the stored description matches the picture. */
export function describeAbstractImage(seed: number, palette: ImagePalette): string {
  return `Abstract artwork: ${motifDescriptions[motifFor(seed)]} on a dark ${palette.name} gradient`;
}

/** mulberry32: a tiny deterministic PRNG, enough for composition choices. */
function random(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const W = IMAGE_WIDTH;
const H = IMAGE_HEIGHT;
const r1 = (n: number) => Math.round(n * 10) / 10;

function orbits(rnd: () => number, p: ImagePalette): string {
  const cx = W * (0.58 + rnd() * 0.22);
  const cy = H * (0.35 + rnd() * 0.3);
  const parts: string[] = [];
  for (let i = 0; i < 9; i++) {
    const r = 90 + i * (48 + rnd() * 22);
    const circumference = 2 * Math.PI * r;
    const visible = circumference * (0.25 + rnd() * 0.5);
    const rotate = Math.round(rnd() * 360);
    const opacity = r1(0.18 + (1 - i / 9) * 0.45);
    parts.push(
      `<circle cx="${r1(cx)}" cy="${r1(cy)}" r="${r1(r)}" fill="none" stroke="${p.accent}" stroke-width="${i % 3 === 0 ? 1.6 : 0.9}" stroke-opacity="${opacity}" stroke-dasharray="${r1(visible)} ${r1(circumference)}" transform="rotate(${rotate} ${r1(cx)} ${r1(cy)})"/>`,
    );
  }
  parts.push(`<circle cx="${r1(cx)}" cy="${r1(cy)}" r="7" fill="${p.highlight}" fill-opacity="0.9"/>`);
  parts.push(
    `<line x1="0" y1="${r1(cy)}" x2="${W}" y2="${r1(cy)}" stroke="${p.accent}" stroke-opacity="0.14" stroke-width="0.8"/>`,
  );
  return parts.join("");
}

function facets(rnd: () => number, p: ImagePalette): string {
  const cx = W * (0.3 + rnd() * 0.4);
  const cy = H * (0.42 + rnd() * 0.16);
  const parts: string[] = [];
  for (let i = 0; i < 14; i++) {
    const angle = (i / 14) * Math.PI * 2 + rnd() * 0.2;
    const x = cx + Math.cos(angle) * W;
    const y = cy + Math.sin(angle) * W;
    parts.push(
      `<line x1="${r1(cx)}" y1="${r1(cy)}" x2="${r1(x)}" y2="${r1(y)}" stroke="${p.accent}" stroke-opacity="0.1" stroke-width="0.7"/>`,
    );
  }
  const tilt = Math.round(rnd() * 20 - 10);
  for (let i = 0; i < 6; i++) {
    const s = 70 + i * 62;
    const opacity = r1(0.7 - i * 0.1);
    parts.push(
      `<rect x="${r1(cx - s)}" y="${r1(cy - s)}" width="${s * 2}" height="${s * 2}" fill="none" stroke="${i === 1 ? p.highlight : p.accent}" stroke-opacity="${opacity}" stroke-width="${i === 1 ? 1.6 : 1}" transform="rotate(${45 + tilt * (i % 2)} ${r1(cx)} ${r1(cy)})"/>`,
    );
  }
  parts.push(`<circle cx="${r1(cx)}" cy="${r1(cy)}" r="5" fill="${p.highlight}" fill-opacity="0.85"/>`);
  return parts.join("");
}

function contours(rnd: () => number, p: ImagePalette): string {
  const parts: string[] = [];
  const base = H * (0.5 + rnd() * 0.15);
  const phase = rnd() * Math.PI * 2;
  const k = 0.8 + rnd() * 0.5;
  // One shared wave with a slow drift per line: the lines stay parallel, like a relief map.
  for (let i = 0; i < 16; i++) {
    const y = base + i * 26;
    const amp = 46 + i * 5;
    const drift = phase + i * 0.09;
    const points: string[] = [];
    for (let x = -40; x <= W + 40; x += 20) {
      const t = (x / W) * Math.PI * 2 * k + drift;
      const swell = Math.sin(t) + 0.3 * Math.sin(2.3 * t + i * 0.2);
      points.push(`${x},${r1(y - swell * amp * (1 - i / 24))}`);
    }
    parts.push(
      `<polyline points="${points.join(" ")}" fill="none" stroke="${i === 0 ? p.highlight : p.accent}" stroke-opacity="${r1(0.75 - i * 0.04)}" stroke-width="${i === 0 ? 1.8 : 1}" stroke-linejoin="round"/>`,
    );
  }
  const sunX = W * (0.2 + rnd() * 0.6);
  parts.push(
    `<circle cx="${r1(sunX)}" cy="${r1(base - 210)}" r="64" fill="none" stroke="${p.highlight}" stroke-opacity="0.55" stroke-width="1.2"/>`,
  );
  return parts.join("");
}

function meridians(rnd: () => number, p: ImagePalette): string {
  const parts: string[] = [];
  const step = 80;
  for (let x = step; x < W; x += step) {
    parts.push(
      `<line x1="${x}" y1="0" x2="${x}" y2="${H}" stroke="${p.accent}" stroke-opacity="0.07" stroke-width="0.6"/>`,
    );
  }
  for (let y = step; y < H; y += step) {
    parts.push(
      `<line x1="0" y1="${y}" x2="${W}" y2="${y}" stroke="${p.accent}" stroke-opacity="0.07" stroke-width="0.6"/>`,
    );
  }
  const cx = W * (0.45 + rnd() * 0.3);
  const cy = H * (0.45 + rnd() * 0.2);
  const radius = 330 + rnd() * 80;
  parts.push(
    `<circle cx="${r1(cx)}" cy="${r1(cy)}" r="${r1(radius)}" fill="none" stroke="${p.accent}" stroke-opacity="0.6" stroke-width="1.3"/>`,
  );
  for (let i = 1; i <= 5; i++) {
    const rx = r1(radius * (i / 6));
    parts.push(
      `<ellipse cx="${r1(cx)}" cy="${r1(cy)}" rx="${rx}" ry="${r1(radius)}" fill="none" stroke="${p.accent}" stroke-opacity="${r1(0.45 - i * 0.05)}" stroke-width="0.8"/>`,
    );
  }
  // Compass ticks around the rim: the one brighter element that draws the eye.
  for (let i = 0; i < 72; i++) {
    const a = (i / 72) * Math.PI * 2;
    const len = i % 18 === 0 ? 26 : i % 6 === 0 ? 14 : 7;
    const [x1, y1] = [cx + Math.cos(a) * (radius + 12), cy + Math.sin(a) * (radius + 12)];
    const [x2, y2] = [cx + Math.cos(a) * (radius + 12 + len), cy + Math.sin(a) * (radius + 12 + len)];
    parts.push(
      `<line x1="${r1(x1)}" y1="${r1(y1)}" x2="${r1(x2)}" y2="${r1(y2)}" stroke="${p.highlight}" stroke-opacity="${i % 18 === 0 ? 0.8 : 0.4}" stroke-width="1"/>`,
    );
  }
  return parts.join("");
}

const drawers: Record<Motif, (rnd: () => number, p: ImagePalette) => string> = {
  orbits,
  facets,
  contours,
  meridians,
};

/** The SVG source of one image; exported so a test or a designer can inspect it. */
export function abstractImageSvg(seed: number, palette: ImagePalette): string {
  const rnd = random(seed);
  const glowX = Math.round((0.2 + rnd() * 0.6) * 100);
  const glowY = Math.round((0.2 + rnd() * 0.5) * 100);
  const angle = Math.round(rnd() * 90);
  const [from, to] = palette.ground;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}">
<defs>
<linearGradient id="ground" gradientTransform="rotate(${angle} 0.5 0.5)"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient>
<radialGradient id="glow" cx="${glowX}%" cy="${glowY}%" r="55%"><stop offset="0" stop-color="${palette.accent}" stop-opacity="0.22"/><stop offset="1" stop-color="${palette.accent}" stop-opacity="0"/></radialGradient>
<radialGradient id="vignette" cx="50%" cy="50%" r="75%"><stop offset="0.55" stop-color="#000" stop-opacity="0"/><stop offset="1" stop-color="#000" stop-opacity="0.6"/></radialGradient>
</defs>
<rect width="${W}" height="${H}" fill="url(#ground)"/>
<rect width="${W}" height="${H}" fill="url(#glow)"/>
${drawers[motifFor(seed)](rnd, palette)}
<rect width="${W}" height="${H}" fill="url(#vignette)"/>
</svg>`;
}

/** A 1600x1000 WebP of the seed's composition in the palette's colours. */
export async function renderAbstractImage(seed: number, palette: ImagePalette): Promise<Buffer> {
  const sharp = await loadSharp();
  return sharp(Buffer.from(abstractImageSvg(seed, palette)))
    .resize(IMAGE_WIDTH, IMAGE_HEIGHT)
    .webp({ quality: WEBP_QUALITY, effort: 4 })
    .toBuffer();
}
