import * as React from 'react';
import { Dropdown } from '@mui/base/Dropdown';
import { MenuButton } from '@mui/base/MenuButton';
import { Menu, MenuListboxSlotProps } from '@mui/base/Menu';
import { MenuItem } from '@mui/base/MenuItem';
import { CssTransition } from '@mui/base/Transitions';

const actions = ['Rename', 'Duplicate', 'Move to folder', 'Archive'];

/** Wraps the menu's list in a CssTransition, which the menu's popup drives. */
const AnimatedListbox = React.forwardRef<HTMLUListElement, MenuListboxSlotProps>(
  function AnimatedListbox(props, ref) {
    const { ownerState, ...other } = props;
    return (
      <CssTransition
        // Keep a transition for reduced motion: CssTransition waits for it to end.
        className="origin-top-left transition-[opacity,translate] duration-150 ease-out motion-reduce:transition-opacity"
        enterClassName="translate-y-0 opacity-100"
        exitClassName="-translate-y-1.5 opacity-0 motion-reduce:translate-y-0"
      >
        <ul
          {...other}
          ref={ref}
          className="m-0 min-w-[200px] list-none rounded-xl border border-slate-200 bg-white p-1.5 font-sans text-sm text-slate-900 shadow-[0_12px_32px_rgb(15_23_42/0.16)] outline-0 dark:border-slate-700 dark:bg-slate-800 dark:text-slate-100 dark:shadow-[0_12px_32px_rgb(0_0_0/0.5)]"
        />
      </CssTransition>
    );
  },
);

export default function TransitionsMenu() {
  const [lastAction, setLastAction] = React.useState('');

  return (
    <div className="flex min-h-[210px] items-start gap-4 font-sans text-sm">
      <Dropdown>
        <MenuButton className="cursor-pointer rounded-lg border border-slate-300 bg-white px-[13px] py-[7px] font-sans text-sm font-semibold text-slate-900 hover:bg-slate-100 dark:border-slate-600 dark:bg-slate-800 dark:text-slate-100 dark:hover:bg-slate-700 [&.base--focusVisible]:outline-2 [&.base--focusVisible]:outline-offset-2 [&.base--focusVisible]:outline-blue-600 dark:[&.base--focusVisible]:outline-blue-400">
          Project actions
        </MenuButton>
        <Menu
          slots={{ listbox: AnimatedListbox }}
          slotProps={{
            root: {
              placement: 'bottom-start',
              offset: 6,
              // Tailwind styles are scoped to this demo, so the menu renders inside it.
              disablePortal: true,
              className: 'z-[1500]',
            },
          }}
        >
          {actions.map((action) => (
            <MenuItem
              key={action}
              onClick={() => setLastAction(action)}
              className="cursor-pointer rounded-lg px-2.5 py-2 outline-0 hover:bg-blue-50 hover:text-blue-900 focus:bg-blue-50 focus:text-blue-900 dark:hover:bg-slate-700 dark:hover:text-slate-100 dark:focus:bg-slate-700 dark:focus:text-slate-100 [&.base--focusVisible]:shadow-[inset_0_0_0_2px_#2563eb] dark:[&.base--focusVisible]:shadow-[inset_0_0_0_2px_#60a5fa]"
            >
              {action}
            </MenuItem>
          ))}
        </Menu>
      </Dropdown>
      <p role="status" className="m-0 pt-2">
        {lastAction && `You chose “${lastAction}”.`}
      </p>
    </div>
  );
}
