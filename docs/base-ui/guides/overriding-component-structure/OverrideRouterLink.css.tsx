import * as React from 'react';
import { Button } from '@mui/base/Button';
import { prepareForSlot } from '@mui/base/utils';
import styles from './OverrideRouterLink.module.css';

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

export default function OverrideRouterLink() {
  const [path, setPath] = React.useState('/orders/4821');
  const router = React.useMemo(() => ({ path, navigate: setPath }), [path]);

  return (
    <RouterContext.Provider value={router}>
      <div className={styles.stack}>
        <nav aria-label="Order 4821" className={styles.nav}>
          {pages.map((page) => (
            <Button
              key={page.to}
              slots={{ root: LinkSlot }}
              to={page.to}
              className={styles.link}
            >
              {page.label}
            </Button>
          ))}
        </nav>
        <p className={styles.location}>
          Current route: <code>{path}</code>
        </p>
      </div>
    </RouterContext.Provider>
  );
}
