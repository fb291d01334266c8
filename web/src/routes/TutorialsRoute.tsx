import { tutorials } from '../features/info/content/tutorials.ts';
import { InfoPage } from '../features/info/InfoPage.tsx';

export function Component() {
  return <InfoPage titleKey="pages.tutorials" content={tutorials} />;
}
