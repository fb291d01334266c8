/** Reviews the seed hands out (by a deterministic draw), so listings show ratings like a real shop. */
export const reviewers = [
  ['Maya R.', 'maya.r@example.com'],
  ['Sofia L.', 'sofia.l@example.com'],
  ['Hannah K.', 'hannah.k@example.com'],
  ['Chloé M.', 'chloe.m@example.com'],
  ['Giulia B.', 'giulia.b@example.com'],
  ['Ana P.', 'ana.p@example.com'],
  ['Emily W.', 'emily.w@example.com'],
  ['Lena S.', 'lena.s@example.com'],
  ['Olivia T.', 'olivia.t@example.com'],
  ['Beatriz C.', 'beatriz.c@example.com'],
] as const;

export const reviewTexts: Record<number, string[]> = {
  5: [
    'Absolutely gorgeous, got compliments all week. They lasted 12 days with the glue.',
    'Perfect fit straight out of the box and the finish looks salon-made.',
    'My third set from this shop and still in love. Fast shipping too!',
    'So easy to apply, took me ten minutes. The colour is even prettier in person.',
  ],
  4: [
    'Beautiful set. I had to file the two smallest nails a little, otherwise perfect.',
    'Great quality for the price, lasted a good week with tabs.',
    'Lovely colour, a tiny bit longer than I expected but I like it.',
  ],
  3: [
    'Pretty design but the sizes run small for me. Ordering the sizing kit next time.',
    'Nice, though the glue that came with it was not very strong.',
  ],
  2: ['Colour was darker than the pictures.'],
};
