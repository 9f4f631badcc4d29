import sharp from 'sharp';

// Demo pictures drawn as SVG and rendered by sharp: no binary files in the repository, and each
// one differs (shapes and shades vary with its index). Text needs a system font; without one the
// shapes still render.

const WARM = ['#f97316', '#ea580c', '#fb923c', '#f59e0b', '#d97706', '#c2410c', '#fdba74', '#b45309'];

function pick(index: number, offset = 0): string {
  return WARM[(index * 3 + offset) % WARM.length] ?? '#f97316';
}

function escapeXml(text: string): string {
  return text.replace(/[<>&"']/g, (ch) => `&#${ch.charCodeAt(0)};`);
}

/** A few soft circles and a diagonal band: enough variety to tell cards apart. */
function shapes(index: number, width: number, height: number): string {
  const circles = Array.from({ length: 4 }, (_, i) => {
    const cx = ((index * 97 + i * 211) % 100) / 100;
    const cy = ((index * 53 + i * 149) % 100) / 100;
    const r = 0.12 + (((index + i) * 37) % 20) / 100;
    return `<circle cx="${Math.round(cx * width)}" cy="${Math.round(cy * height)}" r="${Math.round(r * height)}" fill="${pick(index, i + 2)}" fill-opacity="0.35"/>`;
  });
  const band = `<polygon points="0,${height * 0.75} ${width},${height * 0.35} ${width},${height * 0.55} 0,${height * 0.95}" fill="#ffffff" fill-opacity="0.12"/>`;
  return circles.join('') + band;
}

async function render(svg: string): Promise<Buffer> {
  return sharp(Buffer.from(svg)).png().toBuffer();
}

/** A 1200×675 article thumbnail with its category label. */
export async function thumbnailImage(index: number, label: string): Promise<Buffer> {
  const [w, h] = [1200, 675];
  return render(`<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}">
  <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1">
    <stop offset="0" stop-color="${pick(index)}"/><stop offset="1" stop-color="${pick(index, 5)}"/>
  </linearGradient></defs>
  <rect width="${w}" height="${h}" fill="url(#g)"/>${shapes(index, w, h)}
  <rect x="60" y="${h - 130}" width="${Math.min(60 + label.length * 22, w - 120)}" height="70" rx="35" fill="#ffffff" fill-opacity="0.9"/>
  <text x="95" y="${h - 83}" font-family="DejaVu Sans, Liberation Sans, sans-serif" font-size="32" font-weight="bold" fill="#9a3412">${escapeXml(label)}</text>
</svg>`);
}

/** A campus skyline along the bottom edge: buildings of varying height with lit windows. */
function skyline(index: number, width: number, height: number): string {
  const parts: string[] = [];
  let x = 0;
  for (let i = 0; x < width; i += 1) {
    const w = 120 + ((index * 41 + i * 67) % 140);
    const h = 140 + ((index * 29 + i * 83) % 220);
    parts.push(`<rect x="${x}" y="${height - h}" width="${w - 12}" height="${h}" fill="#431407" fill-opacity="0.55"/>`);
    for (let wy = height - h + 24; wy < height - 30; wy += 44) {
      for (let wx = x + 18; wx < x + w - 40; wx += 36) {
        if ((wx + wy + index) % 3 !== 0) {
          parts.push(`<rect x="${wx}" y="${wy}" width="16" height="22" fill="#fed7aa" fill-opacity="0.5"/>`);
        }
      }
    }
    x += w;
  }
  return parts.join('');
}

/**
 * A wide 1600×800 hero background: warm sky, sun and a campus skyline. No text: the carousel
 * shows the slide title over it.
 */
export async function heroImage(index: number): Promise<Buffer> {
  const [w, h] = [1600, 800];
  return render(`<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}">
  <defs><linearGradient id="g" x1="0" y1="1" x2="0" y2="0">
    <stop offset="0" stop-color="${pick(index, 1)}"/><stop offset="0.6" stop-color="#fdba74"/><stop offset="1" stop-color="#fff7ed"/>
  </linearGradient></defs>
  <rect width="${w}" height="${h}" fill="url(#g)"/>
  <circle cx="${300 + index * 450}" cy="${260 + index * 30}" r="110" fill="#fef3c7" fill-opacity="0.8"/>
  ${shapes(index + 11, w, h)}${skyline(index, w, h)}
</svg>`);
}

export interface OrgUnit {
  title: string;
  name: string;
}

/** The organisation chart: the head on top, the secretary below, the division heads in a row. */
export async function orgChartImage(head: OrgUnit, secretary: OrgUnit, divisions: OrgUnit[]): Promise<Buffer> {
  const [w, h] = [1600, 900];
  const boxW = 340;
  const box = (x: number, y: number, unit: OrgUnit, fill: string) =>
    `<rect x="${x - boxW / 2}" y="${y}" width="${boxW}" height="120" rx="16" fill="${fill}" stroke="#9a3412" stroke-width="3"/>` +
    `<text x="${x}" y="${y + 50}" text-anchor="middle" font-family="DejaVu Sans, sans-serif" font-size="24" font-weight="bold" fill="#7c2d12">${escapeXml(unit.title)}</text>` +
    `<text x="${x}" y="${y + 88}" text-anchor="middle" font-family="DejaVu Sans, sans-serif" font-size="20" fill="#431407">${escapeXml(unit.name)}</text>`;
  const step = w / divisions.length;
  const xs = divisions.map((_, i) => Math.round(step / 2 + i * step));
  const lines = [
    `<line x1="${w / 2}" y1="200" x2="${w / 2}" y2="600" stroke="#9a3412" stroke-width="4"/>`,
    `<line x1="${xs[0]}" y1="600" x2="${xs[xs.length - 1]}" y2="600" stroke="#9a3412" stroke-width="4"/>`,
    ...xs.map((x) => `<line x1="${x}" y1="600" x2="${x}" y2="650" stroke="#9a3412" stroke-width="4"/>`),
  ];
  return render(`<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}">
  <rect width="${w}" height="${h}" fill="#fff7ed"/>
  <text x="${w / 2}" y="55" text-anchor="middle" font-family="DejaVu Sans, sans-serif" font-size="34" font-weight="bold" fill="#9a3412">STRUKTUR ORGANISASI P3M UNIVERSITAS MAYJEN SUNGKONO</text>
  ${lines.join('')}
  ${box(w / 2, 80, head, '#fdba74')}
  <line x1="${w / 2}" y1="380" x2="${w / 2 + 260}" y2="380" stroke="#9a3412" stroke-width="4"/>
  ${box(w / 2 + 430, 320, secretary, '#fed7aa')}
  ${divisions.map((unit, i) => box(xs[i] ?? 0, 650, unit, '#ffedd5')).join('')}
</svg>`);
}
