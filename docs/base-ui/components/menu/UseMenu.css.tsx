import * as React from 'react';
import { DropdownContext, useDropdown } from '@mui/base/useDropdown';
import { MenuProvider, useMenu } from '@mui/base/useMenu';
import { useMenuButton } from '@mui/base/useMenuButton';
import { useMenuItem } from '@mui/base/useMenuItem';
import { ChevronDownIcon } from './icons';
import styles from './UseMenu.module.css';

function AccountButton() {
  const { getRootProps } = useMenuButton();

  return (
    <button type="button" {...getRootProps()} className={styles.trigger}>
      <span aria-hidden="true" className={styles.avatar}>
        AS
      </span>
      Ana Souza
      <ChevronDownIcon />
    </button>
  );
}

function AccountMenu({ children }: { children: React.ReactNode }) {
  const { contextValue, getListboxProps, open } = useMenu();

  return (
    <ul {...getListboxProps()} hidden={!open} className={styles.listbox}>
      <MenuProvider value={contextValue}>{children}</MenuProvider>
    </ul>
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
  const className = [
    styles.item,
    highlighted && styles.highlighted,
    focusVisible && styles.focusVisible,
  ]
    .filter(Boolean)
    .join(' ');

  return (
    <li {...getRootProps({ onClick })} className={className}>
      {children}
    </li>
  );
}

export default function UseMenu() {
  const { contextValue } = useDropdown();
  const [lastAction, setLastAction] = React.useState<string | null>(null);

  return (
    <div className={styles.frame}>
      <div className={styles.header}>
        <span className={styles.brand}>Atlas</span>
        <DropdownContext.Provider value={contextValue}>
          <div className={styles.anchor}>
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
          </div>
        </DropdownContext.Provider>
      </div>
      <div className={styles.body}>
        <p>Welcome back, Ana. Three design reviews are waiting for you.</p>
        <p>Last chosen: {lastAction ?? 'nothing yet'}</p>
      </div>
    </div>
  );
}
