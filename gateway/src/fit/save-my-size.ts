import { GatewayError } from '../errors.ts';
import { setSizes, type SetSize } from './fit-table.ts';
import { checkedKitSizes, checkedWidths } from './fit-input.ts';
import { mySizeOf, ownerOf, type FitResolverDeps } from './fit-deps.ts';

export interface SaveMySizeInput {
  size: SetSize;
  widthsMm?: number[] | null;
  kitSizes?: number[] | null;
}

/**
 * The shopper keeps a set size (the finder's answer, or one she picks in My account), with the
 * measurements it came from. The size is hers to choose: the finder advises, My account may
 * override it, so the size is not recomputed from the widths. Runs under the shopper's lock; a
 * guest's first save starts her session.
 */
export async function saveMySize<Context>(
  deps: FitResolverDeps<Context>,
  context: Context,
  input: SaveMySizeInput,
) {
  if (!setSizes.includes(input.size))
    throw new GatewayError('BAD_USER_INPUT', 'Unknown size', { field: 'input.size' });
  const widthsMm = input.widthsMm ? checkedWidths(input.widthsMm) : undefined;
  const kitSizes = input.kitSizes ? checkedKitSizes(input.kitSizes) : undefined;
  return deps.underLock(context, async () => {
    const owner = ownerOf(await deps.session(context, { create: true }));
    if (!owner) throw new GatewayError('SESSION_INVALID', 'No shopper session');
    const record = await deps.sizes.save(owner, {
      size: input.size,
      ...(widthsMm ? { widthsMm } : {}),
      ...(kitSizes ? { kitSizes } : {}),
    });
    if (!record) throw new GatewayError('INTERNAL_SERVER_ERROR');
    return mySizeOf(owner, record);
  });
}
