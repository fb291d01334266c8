import { usePageId } from '../app/route-handle.ts';
import { returns } from '../features/info/content/returns.ts';
import { shipping } from '../features/info/content/shipping.ts';
import { terms } from '../features/info/content/terms.ts';
import { InfoPage, type LocalizedContent } from '../features/info/InfoPage.tsx';

const policies: Record<string, { titleKey: string; content: LocalizedContent }> = {
  'shipping-policy': { titleKey: 'pages.shipping', content: shipping },
  'terms-of-service': { titleKey: 'pages.terms', content: terms },
  'return-exchange-policy': { titleKey: 'pages.returns', content: returns },
};

/** The shipping, terms and returns policies (behaviour §2 static pages), chosen by the route's id; the privacy policy comes from content (`PrivacyPolicyRoute`). */
export function Component() {
  const page = usePageId() ?? '';
  const policy = policies[page] ?? policies['terms-of-service'];
  if (!policy) return null;
  return <InfoPage key={page} titleKey={policy.titleKey} content={policy.content} />;
}
