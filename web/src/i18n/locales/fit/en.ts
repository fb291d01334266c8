/**
 * "My size" where every page shows it (gateway fit README): the product page's and the listing's
 * few texts, and the messages of the fit codes of schema/error-codes.json, part of `errors.codes`.
 * The finder's and My account's texts load with them (`finder/`), not with every page.
 */
const fit = {
  codes: {
    FIT_WIDTH_OUT_OF_RANGE: 'Each nail width must be between 5 and 25 mm.',
    FIT_KIT_SIZE_OUT_OF_RANGE: 'Each kit size must be a whole number from 0 to 9.',
    FIT_MEASUREMENTS_REQUIRED: 'Enter the width or the kit size of all five nails, thumb to pinky.',
  },
  texts: {
    yourSize: 'Your size',
    mySize: 'My size',
    inMySize: 'In my size ({{size}})',
    inStockInMySize: 'In stock in my size',
    outOfStock: '{{size}}: out of stock',
  },
};

export type FitMessages = typeof fit;
export default fit;
