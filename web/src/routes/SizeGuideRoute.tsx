import { SizeGuide } from '../features/sizing/SizeGuide.tsx';

export function Component() {
  return <SizeGuide />;
}
