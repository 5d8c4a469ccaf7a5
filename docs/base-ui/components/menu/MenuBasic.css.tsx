import * as React from 'react';
import { Dropdown } from '@mui/base/Dropdown';
import { Menu } from '@mui/base/Menu';
import { MenuButton } from '@mui/base/MenuButton';
import { MenuItem } from '@mui/base/MenuItem';
import { ChevronDownIcon } from './icons';
import styles from './MenuBasic.module.css';

export default function MenuBasic() {
  const buttonId = React.useId();
  const [lastAction, setLastAction] = React.useState<string | null>(null);

  return (
    <div className={styles.layout}>
      <Dropdown>
        <MenuButton className={styles.button} slotProps={{ root: { id: buttonId } }}>
          My account
          <ChevronDownIcon />
        </MenuButton>
        <Menu
          slotProps={{
            root: { className: styles.popup, placement: 'bottom-start', offset: 6 },
            listbox: { 'aria-labelledby': buttonId, className: styles.listbox },
          }}
        >
          <MenuItem className={styles.item} onClick={() => setLastAction('Profile')}>
            Profile
          </MenuItem>
          <MenuItem
            className={styles.item}
            onClick={() => setLastAction('Language settings')}
          >
            Language settings
          </MenuItem>
          <MenuItem className={styles.item} onClick={() => setLastAction('Log out')}>
            Log out
          </MenuItem>
        </Menu>
      </Dropdown>
      <p className={styles.status}>Last chosen: {lastAction ?? 'nothing yet'}</p>
    </div>
  );
}
