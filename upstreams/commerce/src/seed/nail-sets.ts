import type { NailShape } from '../images/nail-shapes.ts';
import type { NailStyle, NailDesign } from '../images/nail-art.ts';

/** The seeded nail sets: name, shape, style, colours (main, second, accent) and a motif. */
export interface NailSet {
  name: string;
  shape: NailShape;
  style: NailStyle;
  colors: string[];
  motif?: NailDesign['motif'];
  /** Sold in lengths and sizes (a variable product) rather than as one 24-piece set. */
  variable?: boolean;
  note: string;
}

export const nailSets: NailSet[] = [
  { name: 'Rosé French', shape: 'almond', style: 'french', colors: ['#f3d5d0', '#ffffff'], variable: true, note: 'a sheer rosé base under a crisp white smile line' },
  { name: 'Classic Milky French', shape: 'square', style: 'french', colors: ['#f7e7e1', '#ffffff'], note: 'a milky nude base with soft white tips' },
  { name: 'Noir French Tip', shape: 'coffin', style: 'french', colors: ['#f2d4cc', '#111111'], variable: true, note: 'a nude base with sharp black tips' },
  { name: 'Lavender Haze French', shape: 'oval', style: 'french', colors: ['#f1dfe6', '#b9a3e3'], note: 'blush nails finished with lavender tips' },
  { name: 'Gold Line French', shape: 'stiletto', style: 'french', colors: ['#f5dcd3', '#d4af37'], note: 'a peach base with gleaming gold tips' },
  { name: 'Mirror Silver Chrome', shape: 'coffin', style: 'chrome', colors: ['#c0c4cc', '#f5f5f5'], variable: true, note: 'a liquid-metal silver mirror finish' },
  { name: 'Glazed Donut Chrome', shape: 'almond', style: 'chrome', colors: ['#f5efe6', '#fffaf3'], variable: true, note: 'the pearly glazed look everyone asks about' },
  { name: 'Aurora Chrome', shape: 'stiletto', style: 'chrome', colors: ['#b8c6ff', '#ffc9f1'], note: 'a blue-to-pink aurora shimmer' },
  { name: 'Rose Gold Chrome', shape: 'square', style: 'chrome', colors: ['#e8b4a0', '#fbe3d6'], note: 'warm rose-gold metal' },
  { name: 'Emerald Chrome', shape: 'oval', style: 'chrome', colors: ['#1f7a5a', '#9ee6c8'], note: 'deep emerald with a jewel-like shine' },
  { name: 'Champagne Glitter', shape: 'almond', style: 'glitter', colors: ['#f4e2c6', '#ffffff', '#d4af37'], variable: true, note: 'champagne fizz of gold and white glitter' },
  { name: 'Midnight Galaxy Glitter', shape: 'coffin', style: 'glitter', colors: ['#1b1f4a', '#c9d1ff', '#ffffff'], note: 'a navy night sky full of stars' },
  { name: 'Pink Sparkle', shape: 'oval', style: 'glitter', colors: ['#f7b6cf', '#ffffff', '#ff6fa3'], note: 'bubblegum pink packed with sparkle' },
  { name: 'Silver Stardust', shape: 'stiletto', style: 'glitter', colors: ['#d9dbe0', '#ffffff', '#8d96a8'], note: 'fine silver stardust on a pale grey base' },
  { name: 'Ruby Glitter', shape: 'square', style: 'glitter', colors: ['#9b111e', '#ff8a8a', '#ffd700'], note: 'rich ruby red with gold flecks' },
  { name: 'Velvet Matte Mauve', shape: 'almond', style: 'matte', colors: ['#a87c8b'], variable: true, note: 'a soft-touch mauve with a velvet matte top coat' },
  { name: 'Matte Black Coffin', shape: 'coffin', style: 'matte', colors: ['#222222'], variable: true, note: 'bold matte black' },
  { name: 'Sage Matte', shape: 'square', style: 'matte', colors: ['#9caf88'], note: 'calm sage green in a flat matte finish' },
  { name: 'Matte Nude Stiletto', shape: 'stiletto', style: 'matte', colors: ['#d8b4a0'], note: 'your-nails-but-better nude, matte' },
  { name: 'Terracotta Matte', shape: 'oval', style: 'matte', colors: ['#c8684a'], note: 'earthy terracotta' },
  { name: 'Sunset Ombré', shape: 'coffin', style: 'ombre', colors: ['#ff9a8b', '#ffd3a5'], variable: true, note: 'coral fading into golden hour peach' },
  { name: 'Baby Boomer Ombré', shape: 'almond', style: 'ombre', colors: ['#f6d5cc', '#ffffff'], variable: true, note: 'the bridal-favourite nude-to-white fade' },
  { name: 'Ocean Ombré', shape: 'stiletto', style: 'ombre', colors: ['#1e88e5', '#b3e5fc'], note: 'deep sea blue to sky' },
  { name: 'Lilac Ombré', shape: 'oval', style: 'ombre', colors: ['#c8a2c8', '#f3e5f5'], note: 'lilac melting into pale orchid' },
  { name: 'Cherry Ombré', shape: 'square', style: 'ombre', colors: ['#7b0a1e', '#f28b9b'], note: 'dark cherry to soft pink' },
  { name: 'Winter Snowflake', shape: 'almond', style: 'seasonal', colors: ['#bcdff5', '#ffffff', '#e0f0ff'], motif: 'snowflake', variable: true, note: 'icy blue with hand-drawn snowflakes' },
  { name: 'Valentine Hearts', shape: 'coffin', style: 'seasonal', colors: ['#f8c8d4', '#e0245e', '#ffffff'], motif: 'heart', note: 'blush pink with tiny red hearts' },
  { name: 'Spring Blossom', shape: 'oval', style: 'seasonal', colors: ['#fdf1f4', '#f4a7c0', '#ffffff'], motif: 'flower', note: 'cherry blossoms on a milky base' },
  { name: 'Autumn Leaves', shape: 'square', style: 'seasonal', colors: ['#f3e0c7', '#c65f2a', '#8a4b2c'], motif: 'leaf', note: 'warm maple leaves on cream' },
  { name: 'Holiday Star', shape: 'stiletto', style: 'seasonal', colors: ['#0f5132', '#d4af37', '#ffffff'], motif: 'star', variable: true, note: 'evergreen with gold stars for the holidays' },
  { name: 'Halloween Night', shape: 'coffin', style: 'seasonal', colors: ['#2b1a3f', '#ff7a00', '#ffffff'], motif: 'star', note: 'midnight purple with pumpkin-orange stars' },
  { name: 'Easter Pastels', shape: 'oval', style: 'seasonal', colors: ['#e6f7e9', '#c8a2ff', '#ffd6e7'], motif: 'flower', note: 'mint, lilac and pink pastel flowers' },
  { name: 'Everyday Nude', shape: 'almond', style: 'solid', colors: ['#e3b9a5'], variable: true, note: 'a glossy nude for every day' },
  { name: 'Classic Red', shape: 'oval', style: 'solid', colors: ['#c1121f'], note: 'the timeless glossy red' },
  { name: 'Barbie Pink', shape: 'coffin', style: 'solid', colors: ['#ff4fa3'], note: 'unapologetic hot pink' },
  { name: 'Espresso', shape: 'square', style: 'solid', colors: ['#4b2e2a'], note: 'glossy espresso brown' },
  { name: 'Cloud White', shape: 'stiletto', style: 'solid', colors: ['#fbfbfb'], note: 'clean, opaque white' },
  { name: 'Pearl Glaze', shape: 'almond', style: 'chrome', colors: ['#f8f4ef', '#ffffff'], note: 'a soft pearl glaze' },
  { name: 'Cotton Candy French', shape: 'coffin', style: 'french', colors: ['#fde2ea', '#a8d8ff'], note: 'pink base with baby-blue tips' },
  { name: 'Bronze Glitter Fade', shape: 'square', style: 'glitter', colors: ['#8c5a2b', '#e3b778', '#ffffff'], note: 'bronze with a golden glitter fade' },
  { name: 'Cocoa Matte', shape: 'almond', style: 'matte', colors: ['#6b4437'], note: 'rich cocoa, matte' },
  { name: 'Peach Ombré', shape: 'almond', style: 'ombre', colors: ['#ffb199', '#ffe5d9'], note: 'juicy peach to cream' },
  { name: 'Neon Lime French', shape: 'square', style: 'french', colors: ['#f4e7e1', '#c6f432'], note: 'nude nails with electric lime tips' },
  { name: 'Icy Blue Chrome', shape: 'coffin', style: 'chrome', colors: ['#a7d8f0', '#ffffff'], note: 'frosted icy blue metal' },
  { name: 'Snow Globe Glitter', shape: 'stiletto', style: 'glitter', colors: ['#e8f4ff', '#ffffff', '#9cc9ff'], note: 'a shaken snow globe of iridescent flakes' },
  { name: 'Blush Matte', shape: 'oval', style: 'matte', colors: ['#e6b7b0'], note: 'soft blush, matte' },
  { name: 'Bordeaux Velvet', shape: 'stiletto', style: 'solid', colors: ['#5c0f1f'], note: 'deep bordeaux wine' },
  { name: 'Butter Yellow', shape: 'square', style: 'solid', colors: ['#f8e48b'], note: 'the season’s butter yellow' },
  { name: 'Mint French', shape: 'almond', style: 'french', colors: ['#f6e3dc', '#98e2c6'], note: 'nude base with fresh mint tips' },
  { name: 'Black Chrome', shape: 'stiletto', style: 'chrome', colors: ['#1a1a1a', '#8a8a8a'], note: 'gunmetal black chrome' },
];

export const styleLabels: Record<NailStyle, string> = {
  solid: 'Glossy',
  french: 'French',
  chrome: 'Chrome',
  glitter: 'Glitter',
  matte: 'Matte',
  ombre: 'Ombré',
  seasonal: 'Seasonal',
};

export const backgrounds = ['#f6e9ee', '#efe9f6', '#e9f2f6', '#f6f1e9', '#eaf6ec', '#f6eaea'];
