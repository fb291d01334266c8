/**
 * The size finder and "my size" (gateway fit README): the finder's texts, and the messages of
 * the fit codes of schema/error-codes.json, part of `errors.codes` in every language.
 */
const fit = {
  codes: {
    FIT_WIDTH_OUT_OF_RANGE: 'Each nail width must be between 5 and 25 mm.',
    FIT_KIT_SIZE_OUT_OF_RANGE: 'Each kit size must be a whole number from 0 to 9.',
    FIT_MEASUREMENTS_REQUIRED: 'Enter the width or the kit size of all five nails, thumb to pinky.',
  },
  texts: {
    title: 'Find your set size',
    intro:
      'Measure each nail at its widest point, or try the nails of a sizing kit, and we tell you which set size fits: XS, S, M or L.',
    byWidth: 'Widths in mm',
    byKit: 'Sizing kit numbers',
    method: 'How did you measure?',
    widthLabel: '{{finger}}: width in mm',
    kitLabel: '{{finger}}: kit size (0–9)',
    find: 'Find my size',
    finding: 'Finding your size…',
    answer: 'Your size is {{size}}',
    saved: 'Saved as your size: sets open in {{size}}.',
    between:
      'You are between {{smaller}} and {{larger}}: your {{fingers}} need {{larger}}, your other nails fit {{smaller}}. Take {{larger}}: a set must cover every nail, and a wider press-on is filed narrower at the sides in a minute, while a narrower one leaves a gap.',
    widerThanLargest:
      'Your {{finger}} is wider than our L nail: L is the closest; ask us about a custom set.',
    perFinger: 'Size per nail',
    fingerFits: '{{finger}}: {{size}}',
    tableTitle: 'Set sizes: nail width in mm',
    yourSize: 'Your size',
    mySize: 'My size',
    noSize: 'You have not saved a size yet.',
    findLink: 'Find your size',
    change: 'Change my size',
    save: 'Save my size',
    saving: 'Saving…',
    sizeSaved: 'Your size is now {{size}}.',
    inMySize: 'In my size ({{size}})',
    inStockInMySize: 'In stock in my size',
    outOfStock: '{{size}}: out of stock',
  },
};

export type FitMessages = typeof fit;
export default fit;
