import * as React from 'react';
import { Dropdown } from '@mui/base/Dropdown';
import { Menu } from '@mui/base/Menu';
import { MenuButton } from '@mui/base/MenuButton';
import { MenuItem } from '@mui/base/MenuItem';
import { ChevronDownIcon } from './icons';
import styles from './MenuDisabledItems.module.css';

const commands = [
  { name: 'Undo', shortcut: 'Ctrl+Z' },
  { name: 'Redo', shortcut: 'Ctrl+Y', disabled: true },
  { name: 'Cut', shortcut: 'Ctrl+X' },
  { name: 'Copy', shortcut: 'Ctrl+C' },
  { name: 'Paste', shortcut: 'Ctrl+V', disabled: true },
];

export default function MenuDisabledItems() {
  const [lastAction, setLastAction] = React.useState<string | null>(null);

  return (
    <div className={styles.layout}>
      <Dropdown>
        <MenuButton className={styles.button}>
          Edit
          <ChevronDownIcon />
        </MenuButton>
        <Menu
          slotProps={{
            root: { className: styles.popup, placement: 'bottom-start', offset: 6 },
            listbox: { className: styles.listbox },
          }}
        >
          {commands.map((command) => (
            <MenuItem
              key={command.name}
              disabled={command.disabled}
              onClick={() => setLastAction(command.name)}
              className={styles.item}
            >
              {command.name}
              <span className={styles.shortcut}>{command.shortcut}</span>
            </MenuItem>
          ))}
        </Menu>
      </Dropdown>
      <p className={styles.status}>Last chosen: {lastAction ?? 'nothing yet'}</p>
    </div>
  );
}
