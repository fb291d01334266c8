import { plausibleWidthMm, setSizes } from './fit-table.ts';
import { mySizeOf, ownerOf, type FitResolverDeps } from './fit-deps.ts';
import { readMeasurements } from './fit-input.ts';
import { saveMySize, type SaveMySizeInput } from './save-my-size.ts';
import { answerForWidths, widthsOfKitSizes } from './size-answer.ts';

/** The fit concept's fields of the gateway subschema (fit README). */
export const fitTypeDefs = /* GraphQL */ `
  "The sizes every nail set is sold in: the pa_size terms xs, s, m, l."
  enum SetSize {
    XS
    S
    M
    L
  }

  enum Finger {
    THUMB
    INDEX
    MIDDLE
    RING
    PINKY
  }

  enum MySizeOwner {
    GUEST
    CUSTOMER
  }

  "The shopper's set size: a guest's kept with her session, a customer's with her account."
  type MySize {
    owner: MySizeOwner!
    size: SetSize!
    "The pa_size term slug of the size (xs, s, m, l): what the listing filter and product options name."
    slug: String!
    "Widths in mm she measured, thumb to pinky, when the size came from them."
    widthsMm: [Float!]
    "Sizing-kit numbers (0-9) that fitted, thumb to pinky, when she used a kit."
    kitSizes: [Int!]
    "ISO 8601"
    savedAt: String!
  }

  type SetSizeWidths {
    size: SetSize!
    "Each finger's nail width in mm, thumb to pinky."
    widthsMm: [Float!]!
  }

  "The finder's table (the shop owner's, or the default): what the size answers come from."
  type SizeFinderTable {
    sets: [SetSizeWidths!]!
    "The width in mm of each sizing-kit nail, kit size 0 first."
    kitWidthsMm: [Float!]!
    "A width outside these bounds is refused (FIT_WIDTH_OUT_OF_RANGE)."
    minWidthMm: Float!
    maxWidthMm: Float!
  }

  type FingerFit {
    finger: Finger!
    widthMm: Float!
    "The smallest set size whose nail for this finger is at least as wide."
    size: SetSize!
    "Even L's nail is narrower: L is the closest there is."
    widerThanLargest: Boolean!
  }

  """
  Her nails sit between two sizes: some fit the smaller, the fingers listed need the larger, and the
  larger is the answer because a set must cover every nail (a wider press-on files narrower, a
  narrower one leaves a gap).
  """
  type SizeBetween {
    smaller: SetSize!
    larger: SetSize!
    fingers: [Finger!]!
  }

  type SizeAnswer {
    size: SetSize!
    fingers: [FingerFit!]!
    between: SizeBetween
  }

  input SaveMySizeInput {
    size: SetSize!
    "Five widths in mm, thumb to pinky (5-25 mm)."
    widthsMm: [Float!]
    "Five sizing-kit numbers, thumb to pinky (0-9)."
    kitSizes: [Int!]
  }

  type Query {
    mySize: MySize
    sizeFinderTable: SizeFinderTable!
    "The set size for five widths or five kit sizes, thumb to pinky (one of the two)."
    findMySize(widthsMm: [Float!], kitSizes: [Int!]): SizeAnswer!
  }

  type Mutation {
    saveMySize(input: SaveMySizeInput!): MySize!
  }
`;

const fingerEnum = (finger: string) => finger.toUpperCase();

export function fitResolvers<Context>(deps: FitResolverDeps<Context>) {
  return {
    Query: {
      mySize: async (_: unknown, __: unknown, context: Context) => {
        const owner = ownerOf(await deps.session(context, { create: false }));
        const record = owner && (await deps.sizes.current(owner));
        return owner && record ? mySizeOf(owner, record) : null;
      },
      sizeFinderTable: async () => {
        const { table } = await deps.table();
        return {
          sets: setSizes.map((size) => ({ size, widthsMm: table.sets[size] })),
          kitWidthsMm: table.kitWidthsMm,
          minWidthMm: plausibleWidthMm.min,
          maxWidthMm: plausibleWidthMm.max,
        };
      },
      findMySize: async (_: unknown, args: { widthsMm?: number[] | null; kitSizes?: number[] | null }) => {
        const measurements = readMeasurements(args);
        const { table } = await deps.table();
        const widths =
          'widthsMm' in measurements ? measurements.widthsMm : widthsOfKitSizes(table, measurements.kitSizes);
        const answer = answerForWidths(table, widths);
        return {
          size: answer.size,
          fingers: answer.fingers.map((fit) => ({ ...fit, finger: fingerEnum(fit.finger) })),
          between: answer.between && {
            ...answer.between,
            fingers: answer.between.fingers.map(fingerEnum),
          },
        };
      },
    },
    Mutation: {
      saveMySize: (_: unknown, args: { input: SaveMySizeInput }, context: Context) =>
        saveMySize(deps, context, args.input),
    },
  };
}
