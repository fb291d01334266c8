import { nailPath, seededRandom, shapeLength, type NailShape } from './nail-shapes.ts';
import { accessorySvg } from './accessories.ts';

/**
 * A drawing recipe stored with each generated media item: the seed turns it into an SVG of a
 * press-on nail set in the product's colours, rendered to WebP on first request.
 */
export interface NailDesign {
  kind: 'nails' | 'glue' | 'tabs' | 'prep-kit' | 'sizing-kit' | 'gift-card' | 'guide';
  shape?: NailShape;
  style?: NailStyle;
  colors: string[];
  background: string;
  view?: 'tray' | 'fan' | 'closeup';
  motif?: 'snowflake' | 'heart' | 'flower' | 'star' | 'leaf';
  seed: number;
}

export type NailStyle = 'solid' | 'french' | 'chrome' | 'glitter' | 'matte' | 'ombre' | 'seasonal';

/** Originals are 1024 px squares (WordPress "large"); drawings use a 1200-unit viewBox. */
export const IMAGE_SIZE = 1024;
const CANVAS = 1200;

export function designSvg(design: NailDesign): string {
  const body = design.kind === 'nails' ? nailsSvg(design) : accessorySvg(design);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${IMAGE_SIZE}" height="${IMAGE_SIZE}" viewBox="0 0 ${CANVAS} ${CANVAS}">
<defs><radialGradient id="bg" cx="50%" cy="40%" r="75%"><stop offset="0" stop-color="#ffffff"/><stop offset="1" stop-color="${design.background}"/></radialGradient></defs>
<rect width="100%" height="100%" fill="url(#bg)"/>${body}</svg>`;
}

interface Placement {
  x: number;
  y: number;
  width: number;
  rotate: number;
}

function placements(design: NailDesign): Placement[] {
  const widths = [1, 0.78, 0.84, 0.74, 0.6];
  if (design.view === 'closeup') return [{ x: 600, y: 620, width: 330, rotate: -8 }];
  if (design.view === 'fan') {
    return widths.map((w, i) => ({
      x: 600 + (i - 2) * 190,
      y: 640 + Math.abs(i - 2) * 40,
      width: 150 * w,
      rotate: (i - 2) * 12,
    }));
  }
  // Tray: two hands of five, thumb first, as press-on sets are packed.
  return [0, 1].flatMap((row) =>
    widths.map((w, i) => ({ x: 180 + i * 210, y: 350 + row * 470, width: 175 * w, rotate: 0 })),
  );
}

function nailsSvg(design: NailDesign): string {
  const shape = design.shape ?? 'almond';
  const [main = '#e8a0b4', second = '#ffffff', accent = '#d4af37'] = design.colors;
  const random = seededRandom(design.seed);
  const defs: string[] = [];
  const nails = placements(design).map((place, index) => {
    const w = place.width;
    const h = w * shapeLength[shape];
    const path = nailPath(shape, w, h);
    const id = `n${index}`;
    defs.push(`<clipPath id="c${id}"><path d="${path}"/></clipPath>`);
    const fill = styleFill(
      design.style ?? 'solid',
      id,
      w,
      h,
      main,
      second,
      accent,
      random,
      defs,
      design.motif,
    );
    const gloss =
      design.style === 'matte'
        ? ''
        : `<ellipse cx="${w * 0.3}" cy="${h * 0.45}" rx="${w * 0.09}" ry="${h * 0.25}" fill="#fff" opacity="0.35"/>`;
    return `<g transform="translate(${place.x - w / 2} ${place.y - h / 2}) rotate(${place.rotate} ${w / 2} ${h / 2})">
<ellipse cx="${w / 2 + 10}" cy="${h + 12}" rx="${w * 0.55}" ry="${w * 0.12}" fill="#000" opacity="0.08"/>
<g clip-path="url(#c${id})">${fill}${gloss}</g><path d="${path}" fill="none" stroke="#00000022" stroke-width="3"/></g>`;
  });
  return `<defs>${defs.join('')}</defs>${nails.join('')}`;
}

function styleFill(
  style: NailStyle,
  id: string,
  w: number,
  h: number,
  main: string,
  second: string,
  accent: string,
  random: () => number,
  defs: string[],
  motif: NailDesign['motif'],
): string {
  const base = `<rect x="-5" y="-5" width="${w + 10}" height="${h + 10}" fill="${main}"/>`;
  switch (style) {
    case 'french':
      return `${base}<path d="M-5,-5 H${w + 5} V${h * 0.2} Q${w / 2},${h * 0.36} -5,${h * 0.2} Z" fill="${second}"/>`;
    case 'chrome':
      defs.push(
        `<linearGradient id="g${id}" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${main}"/><stop offset="0.35" stop-color="#ffffff"/><stop offset="0.55" stop-color="${second}"/><stop offset="1" stop-color="${main}"/></linearGradient>`,
      );
      return `<rect x="-5" y="-5" width="${w + 10}" height="${h + 10}" fill="url(#g${id})"/>`;
    case 'ombre':
      defs.push(
        `<linearGradient id="g${id}" x1="0" y1="1" x2="0" y2="0"><stop offset="0" stop-color="${main}"/><stop offset="1" stop-color="${second}"/></linearGradient>`,
      );
      return `<rect x="-5" y="-5" width="${w + 10}" height="${h + 10}" fill="url(#g${id})"/>`;
    case 'glitter': {
      const dots = Array.from({ length: Math.round(w * 0.6) }, () => {
        const color = random() < 0.5 ? second : accent;
        return `<circle cx="${(random() * w).toFixed(1)}" cy="${(random() * h).toFixed(1)}" r="${(1.5 + random() * w * 0.03).toFixed(1)}" fill="${color}"/>`;
      });
      return base + dots.join('');
    }
    case 'seasonal':
      return (
        base +
        motifSvg(motif ?? 'star', w / 2, h * 0.45, w * 0.28, second) +
        motifSvg(motif ?? 'star', w * 0.3, h * 0.2, w * 0.12, accent)
      );
    default:
      return base;
  }
}

function motifSvg(
  motif: NonNullable<NailDesign['motif']>,
  x: number,
  y: number,
  r: number,
  color: string,
): string {
  switch (motif) {
    case 'heart':
      return `<path transform="translate(${x} ${y}) scale(${r / 10})" d="M0,4 C-12,-4 -6,-14 0,-7 C6,-14 12,-4 0,4 Z" fill="${color}"/>`;
    case 'snowflake':
      return `<g transform="translate(${x} ${y})" stroke="${color}" stroke-width="${Math.max(2, r / 6)}" stroke-linecap="round">${[
        0, 60, 120,
      ]
        .map((angle) => `<line x1="${-r}" y1="0" x2="${r}" y2="0" transform="rotate(${angle})"/>`)
        .join('')}</g>`;
    case 'flower':
      return `<g transform="translate(${x} ${y})" fill="${color}">${[0, 72, 144, 216, 288]
        .map(
          (angle) =>
            `<ellipse cx="0" cy="${-r * 0.55}" rx="${r * 0.3}" ry="${r * 0.5}" transform="rotate(${angle})"/>`,
        )
        .join('')}<circle r="${r * 0.25}" fill="#f6d36b"/></g>`;
    case 'leaf':
      return `<path transform="translate(${x} ${y}) rotate(-30) scale(${r / 10})" d="M0,-10 C8,-4 8,4 0,10 C-8,4 -8,-4 0,-10 Z" fill="${color}"/>`;
    default: {
      const points = Array.from({ length: 10 }, (_, i) => {
        const radius = i % 2 === 0 ? r : r * 0.45;
        const angle = (Math.PI / 5) * i - Math.PI / 2;
        return `${(x + radius * Math.cos(angle)).toFixed(1)},${(y + radius * Math.sin(angle)).toFixed(1)}`;
      });
      return `<polygon points="${points.join(' ')}" fill="${color}"/>`;
    }
  }
}
