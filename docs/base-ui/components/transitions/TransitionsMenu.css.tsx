import * as React from 'react';
import { Dropdown } from '@mui/base/Dropdown';
import { MenuButton } from '@mui/base/MenuButton';
import { Menu, MenuListboxSlotProps } from '@mui/base/Menu';
import { MenuItem } from '@mui/base/MenuItem';
import { CssTransition } from '@mui/base/Transitions';
import styles from './TransitionsMenu.module.css';

const actions = ['Rename', 'Duplicate', 'Move to folder', 'Archive'];

/** Wraps the menu's list in a CssTransition, which the menu's popup drives. */
const AnimatedListbox = React.forwardRef<HTMLUListElement, MenuListboxSlotProps>(
  function AnimatedListbox(props, ref) {
    const { ownerState, ...other } = props;
    return (
      <CssTransition
        className={styles.transition}
        enterClassName={styles.open}
        exitClassName={styles.closed}
      >
        <ul {...other} ref={ref} className={styles.listbox} />
      </CssTransition>
    );
  },
);

export default function TransitionsMenu() {
  const [lastAction, setLastAction] = React.useState('');

  return (
    <div className={styles.root}>
      <Dropdown>
        <MenuButton className={styles.trigger}>Project actions</MenuButton>
        <Menu
          slots={{ listbox: AnimatedListbox }}
          slotProps={{
            root: { placement: 'bottom-start', offset: 6, className: styles.menu },
          }}
        >
          {actions.map((action) => (
            <MenuItem
              key={action}
              onClick={() => setLastAction(action)}
              className={styles.item}
            >
              {action}
            </MenuItem>
          ))}
        </Menu>
      </Dropdown>
      <p role="status" className={styles.status}>
        {lastAction && `You chose “${lastAction}”.`}
      </p>
    </div>
  );
}
