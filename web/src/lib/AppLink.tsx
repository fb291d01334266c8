import { forwardRef, type ComponentProps } from 'react';
import { Link } from 'react-router-dom';
import { useLocale } from '../i18n/useLocale.ts';
import { prefetchPath } from './route-prefetch.ts';

type Props = Omit<ComponentProps<typeof Link>, 'to'> & { to: string };

/** A link to an app path in the current locale that preloads its route on intent. */
export const AppLink = forwardRef<HTMLAnchorElement, Props>(function AppLink(
  { to, onMouseEnter, onFocus, onTouchStart, ...rest },
  ref,
) {
  const { to: localize } = useLocale();
  const target = to.startsWith('/') ? localize(to) : to;
  const intent = () => prefetchPath(target);
  return (
    <Link
      ref={ref}
      to={target}
      onMouseEnter={(event) => {
        intent();
        onMouseEnter?.(event);
      }}
      onFocus={(event) => {
        intent();
        onFocus?.(event);
      }}
      onTouchStart={(event) => {
        intent();
        onTouchStart?.(event);
      }}
      {...rest}
    />
  );
});
