import type { PersonalDataSection } from '../privacy/personal-data.ts';
import type { MySizeRepository } from './my-size.ts';

/**
 * Her set size on her account (a guest's joins it at sign-in, fit README): the size, the widths
 * or kit sizes it came from (they describe her hands) and when she saved it; null when none.
 */
export const fitPersonalData = (sizes: MySizeRepository): PersonalDataSection => ({
  name: 'size',
  exportFor: async ({ customerId }) =>
    (await sizes.current({ kind: 'customer', customerId: Number(customerId) })) ?? null,
});
