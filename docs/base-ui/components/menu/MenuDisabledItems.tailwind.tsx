import * as React from 'react';
import { Dropdown } from '@mui/base/Dropdown';
import { Menu } from '@mui/base/Menu';
import { MenuButton } from '@mui/base/MenuButton';
import { MenuItem } from '@mui/base/MenuItem';
import { ChevronDownIcon } from './icons';

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
    <div className="flex flex-wrap items-center gap-4">
      <Dropdown>
        <MenuButton className="inline-flex cursor-pointer items-center gap-1.5 rounded-lg border border-slate-300 bg-white py-2 ps-3.5 pe-2.5 font-[inherit] text-sm font-medium text-slate-900 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-600 dark:border-slate-700 dark:bg-slate-900 dark:text-slate-100 dark:hover:bg-slate-800 dark:focus-visible:outline-blue-400 [&.base--expanded>svg]:rotate-180 [&>svg]:transition-transform">
          Edit
          <ChevronDownIcon />
        </MenuButton>
        <Menu
          slotProps={{
            root: {
              className: 'z-[400]',
              placement: 'bottom-start',
              offset: 6,
              // Rendered in place, so the styles scoped to this demo reach it.
              disablePortal: true,
              strategy: 'fixed',
            },
            listbox: {
              className:
                'm-0 box-border min-w-[200px] list-none rounded-[10px] border border-slate-200 bg-white p-1.5 text-sm text-slate-900 shadow-[0_10px_30px_rgb(15_23_42/0.12)] outline-0 dark:border-slate-700 dark:bg-slate-900 dark:text-slate-100 dark:shadow-[0_10px_30px_rgb(0_0_0/0.5)]',
            },
          }}
        >
          {commands.map((command) => (
            <MenuItem
              key={command.name}
              disabled={command.disabled}
              onClick={() => setLastAction(command.name)}
              className="m-0 flex cursor-pointer justify-between gap-8 rounded-md px-2.5 py-2 outline-0 select-none focus:bg-slate-100 dark:focus:bg-slate-800 [&.base--disabled]:cursor-default [&.base--disabled]:text-slate-400 dark:[&.base--disabled]:text-slate-500 [&.base--focusVisible]:inset-ring-2 [&.base--focusVisible]:inset-ring-blue-600 dark:[&.base--focusVisible]:inset-ring-blue-400"
            >
              {command.name}
              <span className="text-[13px] text-slate-500 dark:text-slate-400 [.base--disabled>&]:text-inherit">
                {command.shortcut}
              </span>
            </MenuItem>
          ))}
        </Menu>
      </Dropdown>
      <p className="m-0 text-sm text-slate-600 dark:text-slate-400">
        Last chosen: {lastAction ?? 'nothing yet'}
      </p>
    </div>
  );
}
