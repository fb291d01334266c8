/** The size finder's and My account's size texts: loaded with them (features/sizing/finderTexts.ts). */
const finder = {
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
  notSaved: 'We could not keep {{size}} as your size: {{reason}}',
  between:
    'You are between {{smaller}} and {{larger}}: your {{fingers}} need {{larger}}, your other nails fit {{smaller}}. Take {{larger}}: a set must cover every nail, and a wider press-on is filed narrower at the sides in a minute, while a narrower one leaves a gap.',
  widerThanLargest: 'Your {{finger}} is wider than our L nail: L is the closest; ask us about a custom set.',
  perFinger: 'Size per nail',
  fingerFits: '{{finger}}: {{size}}',
  tableTitle: 'Set sizes: nail width in mm',
  noSize: 'You have not saved a size yet.',
  findLink: 'Find your size',
  change: 'Change my size',
  save: 'Save my size',
  saving: 'Saving…',
  sizeSaved: 'Your size is now {{size}}.',
};

export type FinderMessages = typeof finder;
export default finder;
