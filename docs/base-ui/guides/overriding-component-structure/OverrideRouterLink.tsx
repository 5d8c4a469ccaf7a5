import * as React from 'react';
import { Button, buttonClasses } from '@mui/base/Button';
import { prepareForSlot } from '@mui/base/utils';
import { styled } from '@mui/system';

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
      <Stack>
        <Nav aria-label="Order 4821">
          {pages.map((page) => (
            <NavButton key={page.to} slots={{ root: LinkSlot }} to={page.to}>
              {page.label}
            </NavButton>
          ))}
        </Nav>
        <Location>
          Current route: <code>{path}</code>
        </Location>
      </Stack>
    </RouterContext.Provider>
  );
}

const Stack = styled('div')({
  display: 'flex',
  flexDirection: 'column',
  gap: 12,
});

const Nav = styled('nav')({
  display: 'flex',
  flexWrap: 'wrap',
  gap: 8,
});

const NavButton = styled(Button)(({ theme }) => ({
  padding: '8px 14px',
  border: '1px solid #62748e',
  borderRadius: 999,
  color: 'inherit',
  fontSize: 14,
  lineHeight: '20px',
  fontWeight: 600,
  textDecoration: 'none',
  '&:hover': {
    backgroundColor: '#f1f5f9',
    color: 'inherit',
    textDecoration: 'none',
  },
  '&[aria-current="page"]': {
    borderColor: '#155dfc',
    backgroundColor: '#155dfc',
    color: '#fff',
  },
  [`&.${buttonClasses.focusVisible}`]: {
    outline: '2px solid #155dfc',
    outlineOffset: 2,
  },
  ...theme.applyStyles('dark', {
    '&:not([aria-current="page"]):hover': { backgroundColor: '#1d293d' },
    [`&.${buttonClasses.focusVisible}`]: { outlineColor: '#51a2ff' },
  }),
}));

const Location = styled('p')(({ theme }) => ({
  margin: 0,
  fontSize: 14,
  lineHeight: '20px',
  color: '#45556c',
  ...theme.applyStyles('dark', { color: '#90a1b9' }),
}));
