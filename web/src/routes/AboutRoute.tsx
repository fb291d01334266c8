import { about } from '../features/info/content/about.ts';
import { InfoPage } from '../features/info/InfoPage.tsx';

export function Component() {
  return <InfoPage titleKey="pages.about" content={about} />;
}
