/**
 * Nail outlines as SVG paths in a w × h box: cuticle at the bottom, free edge at the top. The
 * five shapes are the shop's shape categories (almond, coffin, stiletto, square, oval).
 */
export type NailShape = 'almond' | 'coffin' | 'stiletto' | 'square' | 'oval';

const n = (value: number) => Math.round(value * 10) / 10;

export function nailPath(shape: NailShape, w: number, h: number): string {
  const cuticle = `M0,${n(h * 0.8)} C0,${n(h * 1.03)} ${w},${n(h * 1.03)} ${w},${n(h * 0.8)}`;
  switch (shape) {
    case 'square':
      return `${cuticle} L${w},${n(h * 0.07)} Q${w},0 ${n(w * 0.88)},0 L${n(w * 0.12)},0 Q0,0 0,${n(h * 0.07)} Z`;
    case 'oval':
      return `${cuticle} L${w},${n(h * 0.32)} C${w},${n(h * -0.08)} 0,${n(h * -0.08)} 0,${n(h * 0.32)} Z`;
    case 'almond':
      return `${cuticle} L${n(w * 0.95)},${n(h * 0.42)} C${n(w * 0.88)},${n(h * 0.12)} ${n(w * 0.62)},0 ${n(w * 0.5)},0 C${n(w * 0.38)},0 ${n(w * 0.12)},${n(h * 0.12)} ${n(w * 0.05)},${n(h * 0.42)} Z`;
    case 'stiletto':
      return `${cuticle} L${n(w * 0.88)},${n(h * 0.48)} Q${n(w * 0.7)},${n(h * 0.14)} ${n(w * 0.5)},0 Q${n(w * 0.3)},${n(h * 0.14)} ${n(w * 0.12)},${n(h * 0.48)} Z`;
    case 'coffin':
      return `${cuticle} L${n(w * 0.8)},${n(h * 0.05)} Q${n(w * 0.78)},0 ${n(w * 0.72)},0 L${n(w * 0.28)},0 Q${n(w * 0.22)},0 ${n(w * 0.2)},${n(h * 0.05)} Z`;
  }
}

/** Length of each shape relative to its width: stilettos and coffins are long, squares short. */
export const shapeLength: Record<NailShape, number> = {
  almond: 1.55,
  coffin: 1.65,
  stiletto: 1.85,
  square: 1.3,
  oval: 1.4,
};

/** A small deterministic random sequence, so a design always draws the same picture. */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0 || 1;
  return () => {
    state = (Math.imul(state, 1664525) + 1013904223) >>> 0;
    return state / 2 ** 32;
  };
}
