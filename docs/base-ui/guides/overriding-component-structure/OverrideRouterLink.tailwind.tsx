import * as React from 'react';
import { Button } from '@mui/base/Button';
import { prepareForSlot } from '@mui/base/utils';

const RouterContext = React.createContext({
  path: '/',
  navigate: (_to: string) => {},
});

// A stand-in for your router's link, such as React Router's `Link`.
const AppLink = React.forwardRef<
  HTMLAnchorElement,
  React.AnchorHTMLAttributes<HTMLAnchorElement> & { to: string }
>(function AppLink({ to, onClick, children, ...other }, ref) {
  const router = React.useContext(RouterContext);
  return (
    <a
      ref={ref}
      href={to}
      aria-current={router.path === to ? 'page' : undefined}
      onClick={(event) => {
        onClick?.(event);
        if (!event.defaultPrevented) {
          event.preventDefault();
          router.navigate(to);
        }
      }}
      {...other}
    >
      {children}
    </a>
  );
});

// AppLink spreads its props on <a>: prepareForSlot keeps `ownerState` out of them.
const LinkSlot = prepareForSlot(AppLink);

const pages = [
  { to: '/orders/4821', label: 'Order details' },
  { to: '/orders/4821/tracking', label: 'Track package' },
  { to: '/orders/4821/return', label: 'Start a return' },
];

const linkClasses =
  'rounded-full border border-solid border-slate-500 px-3.5 py-2 text-sm/5 font-semibold text-inherit no-underline hover:text-inherit hover:no-underline not-aria-[current=page]:hover:bg-slate-100 aria-[current=page]:border-blue-600 aria-[current=page]:bg-blue-600 aria-[current=page]:text-white dark:not-aria-[current=page]:hover:bg-slate-800 [&.base--focusVisible]:outline-2 [&.base--focusVisible]:outline-offset-2 [&.base--focusVisible]:outline-blue-600 dark:[&.base--focusVisible]:outline-blue-400';

export default function OverrideRouterLink() {
  const [path, setPath] = React.useState('/orders/4821');
  const router = React.useMemo(() => ({ path, navigate: setPath }), [path]);

  return (
    <RouterContext.Provider value={router}>
      <div className="flex flex-col gap-3">
        <nav aria-label="Order 4821" className="flex flex-wrap gap-2">
          {pages.map((page) => (
            <Button
              key={page.to}
              slots={{ root: LinkSlot }}
              to={page.to}
              className={linkClasses}
            >
              {page.label}
            </Button>
          ))}
        </nav>
        <p className="m-0 text-sm/5 text-slate-600 dark:text-slate-400">
          Current route: <code>{path}</code>
        </p>
      </div>
    </RouterContext.Provider>
  );
}
