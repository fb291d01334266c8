/**
 * The seeded logo: a press-on nail (an almond nail with a glossy highlight) beside the wordmark.
 * Stored as a real upload, so `global.logo.url` points at `/uploads/…svg` like any Strapi media.
 */
export const logoSvg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 260 64" width="260" height="64" role="img" aria-labelledby="title">
  <title id="title">Lacquer Lane press-on nails</title>
  <defs>
    <linearGradient id="polish" x1="0" y1="0" x2="0" y2="1">
      <stop offset="0" stop-color="#f59ab8"/>
      <stop offset="1" stop-color="#c2185b"/>
    </linearGradient>
  </defs>
  <g transform="translate(8 4)">
    <path d="M20 2C9 2 4 16 4 30v20a6 6 0 0 0 6 6h20a6 6 0 0 0 6-6V30C36 16 31 2 20 2z" fill="url(#polish)"/>
    <path d="M13 14c2-5 5-7 8-7" stroke="#fff" stroke-width="3" stroke-linecap="round" fill="none" opacity=".75"/>
    <path d="M4 46h32" stroke="#fbe3ec" stroke-width="3"/>
  </g>
  <text x="58" y="31" font-family="Georgia, 'Times New Roman', serif" font-size="26" fill="#3b1f2b">Lacquer Lane</text>
  <text x="59" y="50" font-family="Helvetica, Arial, sans-serif" font-size="11" letter-spacing="3" fill="#c2185b">PRESS-ON NAILS</text>
</svg>
`;
