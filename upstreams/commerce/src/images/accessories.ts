import type { NailDesign } from './nail-art.ts';
import { nailPath } from './nail-shapes.ts';

/** Drawings of the non-nail products: glue, adhesive tabs, kits, the gift card and the guide. */
export function accessorySvg(design: NailDesign): string {
  const [main = '#e8a0b4', second = '#ffffff', accent = '#333333'] = design.colors;
  switch (design.kind) {
    case 'glue':
      return `<ellipse cx="600" cy="1010" rx="230" ry="30" fill="#000" opacity="0.08"/>
<rect x="420" y="420" width="360" height="590" rx="70" fill="${main}"/>
<rect x="470" y="560" width="260" height="300" rx="24" fill="${second}"/>
<rect x="520" y="620" width="160" height="24" rx="12" fill="${accent}"/><rect x="520" y="670" width="120" height="18" rx="9" fill="${accent}" opacity="0.6"/>
<path d="M520,420 L560,300 L640,300 L680,420 Z" fill="${accent}"/><rect x="585" y="170" width="30" height="140" rx="12" fill="${accent}"/>`;
    case 'tabs': {
      const tabs = [];
      for (let row = 0; row < 4; row += 1) {
        for (let col = 0; col < 6; col += 1) {
          tabs.push(
            `<ellipse cx="${330 + col * 108}" cy="${400 + row * 130}" rx="${34 - col * 2}" ry="${46 - col * 2}" fill="${second}" stroke="${main}" stroke-width="4"/>`,
          );
        }
      }
      return `<rect x="250" y="310" width="700" height="580" rx="40" fill="${main}" opacity="0.35"/>${tabs.join('')}`;
    }
    case 'prep-kit':
      return `<rect x="250" y="300" width="80" height="620" rx="40" fill="${main}" transform="rotate(-20 290 610)"/>
<rect x="480" y="260" width="40" height="680" rx="20" fill="#b9bcc4" transform="rotate(10 500 600)"/>
<circle cx="470" cy="270" r="36" fill="#b9bcc4"/>
<rect x="640" y="420" width="320" height="420" rx="40" fill="${second}" stroke="${main}" stroke-width="10"/>
<rect x="700" y="520" width="200" height="30" rx="15" fill="${accent}"/><rect x="700" y="580" width="140" height="22" rx="11" fill="${accent}" opacity="0.6"/>`;
    case 'sizing-kit': {
      const nails = Array.from({ length: 10 }, (_, i) => {
        const w = 110 - i * 7;
        const h = w * 1.4;
        return `<g transform="translate(${150 + (i % 5) * 190} ${i < 5 ? 320 : 680})"><path d="${nailPath('oval', w, h)}" fill="${main}" stroke="${accent}" stroke-width="3"/>${Array.from(
          { length: (i % 5) + 1 },
          (_, dot) => `<circle cx="${12 + dot * 14}" cy="${h + 40}" r="5" fill="${accent}"/>`,
        ).join('')}</g>`;
      });
      return nails.join('');
    }
    case 'gift-card':
      return `<ellipse cx="600" cy="900" rx="380" ry="36" fill="#000" opacity="0.08"/>
<rect x="200" y="330" width="800" height="520" rx="48" fill="${main}"/>
<rect x="200" y="540" width="800" height="70" fill="${second}"/><rect x="520" y="330" width="70" height="520" fill="${second}"/>
<path d="M555,540 C440,420 380,520 555,575 C730,520 670,420 555,540 Z" fill="${accent}"/>
<path d="${nailPath('almond', 80, 124)}" fill="${second}" transform="translate(760 678)"/>`;
    case 'guide':
      return `<rect x="300" y="180" width="600" height="840" rx="16" fill="#ffffff" stroke="${accent}" stroke-width="6"/>
<rect x="360" y="240" width="360" height="30" rx="15" fill="${main}"/>
${Array.from({ length: 10 }, (_, i) => `<path d="${nailPath('oval', 70 - i * 3, 98 - i * 4)}" fill="none" stroke="${accent}" stroke-width="4" transform="translate(${380 + (i % 5) * 95} ${i < 5 ? 360 : 560})"/>`).join('')}
<rect x="360" y="780" width="480" height="18" rx="9" fill="${accent}" opacity="0.5"/><rect x="360" y="830" width="400" height="18" rx="9" fill="${accent}" opacity="0.5"/>
<rect x="360" y="880" width="440" height="18" rx="9" fill="${accent}" opacity="0.5"/>`;
    default:
      return '';
  }
}
