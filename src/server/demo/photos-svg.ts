// SVG drawing of the demo photos: a side-view car silhouette over a soft gradient.
// Silhouettes are drawn in a 1000 × 400 box (wheel centres at y = 300, car facing left).
// No text on the picture: the page names the car in the reader's language, and a name at
// the left edge was cut off where the phone hero crops the photo.

export type DemoPhotoBody = "sedan" | "suv" | "hatch" | "van" | "truck";

interface Silhouette {
  body: string[];
  windows: string[];
  wheels: readonly [x: number, r: number][];
  /** Front and rear light positions. */
  lights: readonly [front: [number, number], rear: [number, number]];
}

const SILHOUETTES: Record<DemoPhotoBody, Silhouette> = {
  sedan: {
    body: [
      "M40 300 L40 252 Q44 226 96 216 L310 192 Q372 128 452 112 L640 110 Q716 116 796 186 L930 200 Q960 206 960 244 L960 300 Z",
    ],
    windows: ["M338 190 Q388 140 456 128 L560 126 L560 190 Z", "M580 126 L636 126 Q690 132 752 188 L580 190 Z"],
    wheels: [
      [220, 62],
      [790, 62],
    ],
    lights: [
      [62, 236],
      [948, 222],
    ],
  },
  suv: {
    // higher roof and ride than the sedan, bigger wheels
    body: [
      "M40 284 L40 222 Q44 194 92 186 L276 170 Q326 92 378 78 L840 74 Q900 78 930 136 L955 190 Q962 210 962 240 L962 284 Z",
    ],
    windows: ["M304 168 Q344 100 392 92 L560 90 L560 168 Z", "M580 90 L820 88 Q866 92 890 166 L580 168 Z"],
    wheels: [
      [220, 72],
      [800, 72],
    ],
    lights: [
      [60, 214],
      [950, 200],
    ],
  },
  hatch: {
    body: ["M50 300 L50 250 Q56 222 104 212 L300 190 Q370 118 450 104 L760 102 Q820 108 870 190 L900 236 L900 300 Z"],
    windows: ["M330 188 Q384 130 454 118 L580 116 L580 188 Z", "M600 116 L748 116 Q796 122 836 186 L600 188 Z"],
    wheels: [
      [210, 60],
      [760, 60],
    ],
    lights: [
      [70, 234],
      [890, 226],
    ],
  },
  van: {
    body: ["M40 300 L40 200 Q46 130 120 100 L200 70 Q230 60 300 58 L920 58 Q950 60 955 90 L960 300 Z"],
    windows: [
      "M130 126 Q170 86 230 80 L300 80 L300 160 L110 168 Z",
      "M320 80 L560 80 L560 160 L320 160 Z",
      "M580 80 L800 80 L800 160 L580 160 Z",
    ],
    wheels: [
      [220, 64],
      [790, 64],
    ],
    lights: [
      [56, 220],
      [950, 200],
    ],
  },
  truck: {
    body: [
      "M40 300 L40 190 Q46 120 110 96 L180 72 Q200 66 250 66 L350 66 L350 300 Z",
      "M362 300 L362 184 L960 184 L960 300 Z",
    ],
    windows: ["M80 150 Q120 92 200 84 L330 84 L330 150 Z"],
    wheels: [
      [200, 58],
      [780, 58],
    ],
    lights: [
      [56, 214],
      [950, 204],
    ],
  },
};

/** Body colours of the Korean colour terms used by the catalogue. */
const PAINT: Record<string, string> = {
  흰색: "#f2f3f5",
  화이트: "#f2f3f5",
  진주색: "#ece6d8",
  흰색투톤: "#eef0f2",
  검정색: "#1c1e23",
  검은색: "#1c1e23",
  블랙: "#1c1e23",
  검정투톤: "#24262b",
  은색: "#c1c6cc",
  실버: "#c1c6cc",
  은하색: "#9ba2aa",
  은회색: "#a7adb4",
  회색: "#858b93",
  그레이: "#858b93",
  쥐색: "#4b5058",
  진회색: "#3f444b",
  파란색: "#2456a6",
  블루: "#2456a6",
  청색: "#1c3160",
  남색: "#1a2548",
  하늘색: "#7fb3e0",
  빨간색: "#b3202a",
  레드: "#b3202a",
  와인색: "#6d1a2a",
  자주색: "#6b1f4a",
  갈색: "#6b4a33",
  베이지: "#d6c6a4",
  금색: "#c2a04a",
  주황색: "#dc7424",
  노란색: "#eec21c",
  녹색: "#2f6b45",
  연두색: "#8cc152",
  청록색: "#1f7a7a",
};

type Rgb = [number, number, number];

const hexToRgb = (hex: string): Rgb => [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16)) as Rgb;
const rgbToHex = (rgb: Rgb) =>
  `#${rgb
    .map((v) =>
      Math.round(Math.max(0, Math.min(255, v)))
        .toString(16)
        .padStart(2, "0"),
    )
    .join("")}`;
const mix = (a: Rgb, b: Rgb, t: number): Rgb => [0, 1, 2].map((i) => a[i] + (b[i] - a[i]) * t) as Rgb;
const luminance = ([r, g, b]: Rgb) => (0.2126 * r + 0.7152 * g + 0.0722 * b) / 255;

/** A colour for a seed, for cars without a known colour. */
function seedPaint(seed: number): string {
  const palette = Object.values(PAINT);
  return palette[Math.abs(seed) % palette.length];
}

export interface DemoPhotoSvgInput {
  seed: number;
  width: number;
  height: number;
  color?: string;
  body?: DemoPhotoBody;
}

/** Builds the SVG text of one demo photo; the same input gives the same picture. */
export function demoPhotoSvg({ seed, width, height, color, body }: DemoPhotoSvgInput): string {
  const paint = hexToRgb((color && PAINT[color]) || seedPaint(seed));
  const shape = SILHOUETTES[body ?? (["sedan", "suv", "hatch"] as const)[Math.abs(seed) % 3]];
  // A light car goes on a darker backdrop of its own hue and vice versa, so it stands out.
  const light = luminance(paint) > 0.55;
  const backdrop = light ? mix(paint, [38, 48, 66], 0.75) : mix(paint, [236, 240, 246], 0.82);
  const top = rgbToHex(mix(backdrop, light ? [0, 0, 0] : [255, 255, 255], 0.25));
  const bottom = rgbToHex(mix(backdrop, light ? [255, 255, 255] : [0, 0, 0], 0.12));
  const ink = light ? "#ffffff" : "#1d2330";
  const shade = rgbToHex(mix(paint, [0, 0, 0], 0.35));
  const bodyFill = rgbToHex(paint);
  const mirrored = (seed >>> 3) % 2 === 1;

  const carWidth = width * 0.78;
  const scale = carWidth / 1000;
  const x0 = (width - carWidth) / 2 + (((seed >>> 5) % 21) - 10) * (width / 1000);
  const ground = height * 0.78;
  // tyres (radius + 8 px sidewall) stand on the ground line
  const tyreBottom = 300 + Math.max(...shape.wheels.map(([, r]) => r)) + 8;
  const y0 = ground - tyreBottom * scale;
  const bokeh = Array.from({ length: 4 }, (_, i) => {
    const s = (seed >>> (i * 4)) & 0xff;
    return `<circle cx="${((s * 37 + i * 211) % 1000) * (width / 1000)}" cy="${(((s * 13) % 40) / 100) * height}" r="${height * (0.06 + (s % 7) / 60)}" fill="${ink}" opacity="0.05"/>`;
  }).join("");

  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">
<defs>
<linearGradient id="bg" x1="0" y1="0" x2="${mirrored ? 1 : 0.3}" y2="1"><stop offset="0" stop-color="${top}"/><stop offset="1" stop-color="${bottom}"/></linearGradient>
<linearGradient id="paint" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${rgbToHex(mix(paint, [255, 255, 255], 0.25))}"/><stop offset="0.55" stop-color="${bodyFill}"/><stop offset="1" stop-color="${shade}"/></linearGradient>
<linearGradient id="glass" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#5d6b7e"/><stop offset="1" stop-color="#1b222c"/></linearGradient>
<radialGradient id="shadow"><stop offset="0" stop-color="#000" stop-opacity="0.45"/><stop offset="1" stop-color="#000" stop-opacity="0"/></radialGradient>
</defs>
<rect width="${width}" height="${height}" fill="url(#bg)"/>
${bokeh}
<rect y="${ground - height * 0.04}" width="${width}" height="${height - ground + height * 0.04}" fill="${ink}" opacity="0.06"/>
<ellipse cx="${width / 2}" cy="${ground - 2}" rx="${carWidth * 0.56}" ry="${height * 0.045}" fill="url(#shadow)"/>
<g transform="translate(${x0} ${y0}) scale(${scale})"><g transform="${mirrored ? "translate(1000 0) scale(-1 1)" : ""}">
${shape.body.map((d) => `<path d="${d}" fill="url(#paint)" stroke="${shade}" stroke-width="3"/>`).join("")}
${shape.windows.map((d) => `<path d="${d}" fill="url(#glass)"/>`).join("")}
<path d="${shape.body[0]}" fill="none" stroke="#fff" stroke-opacity="0.18" stroke-width="2" transform="translate(0 -6)"/>
<ellipse cx="${shape.lights[0][0]}" cy="${shape.lights[0][1]}" rx="18" ry="9" fill="#fff6d6"/>
<ellipse cx="${shape.lights[1][0]}" cy="${shape.lights[1][1]}" rx="12" ry="9" fill="#d3242c"/>
${shape.wheels.map(([cx, r]) => `<circle cx="${cx}" cy="300" r="${r + 8}" fill="#14161a"/><circle cx="${cx}" cy="300" r="${r}" fill="#25282e"/><circle cx="${cx}" cy="300" r="${r * 0.58}" fill="#b9bec6"/><circle cx="${cx}" cy="300" r="${r * 0.2}" fill="#4a4f57"/>`).join("")}
</g></g>
</svg>`;
}
