import * as React from 'react';
import { DropdownContext, useDropdown } from '@mui/base/useDropdown';
import { MenuProvider, useMenu } from '@mui/base/useMenu';
import { useMenuButton } from '@mui/base/useMenuButton';
import { useMenuItem } from '@mui/base/useMenuItem';
import { styled } from '@mui/system';
import { ChevronDownIcon } from './icons';

function AccountButton() {
  const { getRootProps } = useMenuButton();

  return (
    <Trigger type="button" {...getRootProps()}>
      <Avatar aria-hidden="true">AS</Avatar>
      Ana Souza
      <ChevronDownIcon />
    </Trigger>
  );
}

function AccountMenu({ children }: { children: React.ReactNode }) {
  const { contextValue, getListboxProps, open } = useMenu();

  return (
    <Listbox {...getListboxProps()} hidden={!open}>
      <MenuProvider value={contextValue}>{children}</MenuProvider>
    </Listbox>
  );
}

function AccountMenuItem({
  children,
  onClick,
}: {
  children: React.ReactNode;
  onClick: () => void;
}) {
  const { getRootProps, highlighted, focusVisible } = useMenuItem({ rootRef: null });
  const className = [highlighted && 'highlighted', focusVisible && 'focus-visible']
    .filter(Boolean)
    .join(' ');

  return (
    <Item {...getRootProps({ onClick })} className={className}>
      {children}
    </Item>
  );
}

export default function UseMenu() {
  const { contextValue } = useDropdown();
  const [lastAction, setLastAction] = React.useState<string | null>(null);

  return (
    <Frame>
      <Header>
        <Brand>Atlas</Brand>
        <DropdownContext.Provider value={contextValue}>
          <MenuAnchor>
            <AccountButton />
            <AccountMenu>
              <AccountMenuItem onClick={() => setLastAction('Profile')}>
                Profile
              </AccountMenuItem>
              <AccountMenuItem onClick={() => setLastAction('Team settings')}>
                Team settings
              </AccountMenuItem>
              <AccountMenuItem onClick={() => setLastAction('Sign out')}>
                Sign out
              </AccountMenuItem>
            </AccountMenu>
          </MenuAnchor>
        </DropdownContext.Provider>
      </Header>
      <Body>
        <p>Welcome back, Ana. Three design reviews are waiting for you.</p>
        <p>Last chosen: {lastAction ?? 'nothing yet'}</p>
      </Body>
    </Frame>
  );
}

const Frame = styled('div')(({ theme }) => [
  {
    maxWidth: 560,
    minHeight: 220,
    border: '1px solid #e2e8f0',
    borderRadius: 12,
    fontSize: 14,
    lineHeight: '20px',
  },
  theme.applyStyles('dark', { borderColor: '#334155' }),
]);

const Header = styled('div')(({ theme }) => [
  {
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'space-between',
    paddingBlock: 8,
    paddingInline: '16px 8px',
    borderBottom: '1px solid #e2e8f0',
  },
  theme.applyStyles('dark', { borderBottomColor: '#334155' }),
]);

const Brand = styled('span')({ fontSize: 16, fontWeight: 700 });

const MenuAnchor = styled('div')({ position: 'relative' });

const Body = styled('div')(({ theme }) => [
  {
    padding: 16,
    color: '#475569',
    '& p': { margin: '0 0 8px' },
  },
  theme.applyStyles('dark', { color: '#94a3b8' }),
]);

const Trigger = styled('button')(({ theme }) => [
  {
    display: 'inline-flex',
    alignItems: 'center',
    gap: 8,
    paddingBlock: 4,
    paddingInline: '4px 8px',
    border: 0,
    borderRadius: 999,
    backgroundColor: 'transparent',
    color: 'inherit',
    font: 'inherit',
    fontWeight: 500,
    cursor: 'pointer',
    '&:hover, &[aria-expanded="true"]': { backgroundColor: '#f1f5f9' },
    '&:focus-visible': { outline: '2px solid #2563eb', outlineOffset: 2 },
  },
  theme.applyStyles('dark', {
    '&:hover, &[aria-expanded="true"]': { backgroundColor: '#1e293b' },
    '&:focus-visible': { outlineColor: '#60a5fa' },
  }),
]);

const Avatar = styled('span')(({ theme }) => [
  {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    width: 28,
    height: 28,
    borderRadius: '50%',
    backgroundColor: '#dbeafe',
    color: '#1e3a8a',
    fontSize: 12,
    fontWeight: 600,
  },
  theme.applyStyles('dark', { backgroundColor: '#1e3a8a', color: '#dbeafe' }),
]);

const Listbox = styled('ul')(({ theme }) => [
  {
    position: 'absolute',
    zIndex: 10,
    top: 'calc(100% + 6px)',
    insetInlineEnd: 0,
    boxSizing: 'border-box',
    minWidth: 200,
    margin: 0,
    padding: 6,
    border: '1px solid #e2e8f0',
    borderRadius: 10,
    backgroundColor: '#fff',
    color: '#0f172a',
    boxShadow: '0 10px 30px rgb(15 23 42 / 0.12)',
    listStyle: 'none',
    outline: 0,
  },
  theme.applyStyles('dark', {
    borderColor: '#334155',
    backgroundColor: '#0f172a',
    color: '#f1f5f9',
    boxShadow: '0 10px 30px rgb(0 0 0 / 0.5)',
  }),
]);

const Item = styled('li')(({ theme }) => [
  {
    margin: 0,
    padding: '8px 10px',
    borderRadius: 6,
    cursor: 'pointer',
    userSelect: 'none',
    outline: 0,
    '& + &': { marginTop: 0 },
    '&.highlighted': { backgroundColor: '#f1f5f9' },
    '&.focus-visible': { boxShadow: 'inset 0 0 0 2px #2563eb' },
  },
  theme.applyStyles('dark', {
    '&.highlighted': { backgroundColor: '#1e293b' },
    '&.focus-visible': { boxShadow: 'inset 0 0 0 2px #60a5fa' },
  }),
]);
