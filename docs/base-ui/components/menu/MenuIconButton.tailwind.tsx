import * as React from 'react';
import { Dropdown } from '@mui/base/Dropdown';
import { Menu } from '@mui/base/Menu';
import { MenuButton } from '@mui/base/MenuButton';
import { MenuItem } from '@mui/base/MenuItem';
import { FileIcon, MoreVerticalIcon } from './icons';

const files = [
  { name: 'Q3 report.pdf', size: '2.4 MB' },
  { name: 'Brand guidelines.fig', size: '18 MB' },
  { name: 'Team offsite budget.xlsx', size: '96 KB' },
];

const menuItem =
  'm-0 cursor-pointer rounded-md px-2.5 py-2 outline-0 select-none focus:bg-slate-100 dark:focus:bg-slate-800 [&.base--focusVisible]:inset-ring-2 [&.base--focusVisible]:inset-ring-blue-600 dark:[&.base--focusVisible]:inset-ring-blue-400';

export default function MenuIconButton() {
  const [lastAction, setLastAction] = React.useState<string | null>(null);

  return (
    <div>
      <ul
        aria-label="Shared files"
        className="m-0 mb-3 max-w-[440px] list-none rounded-xl border border-slate-200 p-0 dark:border-slate-700"
      >
        {files.map((file) => (
          <li
            key={file.name}
            className="m-0 flex items-center gap-2.5 py-1.5 ps-3.5 pe-1.5 text-sm not-first:border-t not-first:border-slate-200 dark:not-first:border-slate-700 [&>svg]:shrink-0 [&>svg]:text-slate-500 dark:[&>svg]:text-slate-400"
          >
            <FileIcon />
            <span className="min-w-0 flex-1 truncate">{file.name}</span>
            <span className="text-[13px] text-slate-600 dark:text-slate-400">
              {file.size}
            </span>
            <Dropdown>
              <MenuButton
                aria-label={`More actions for ${file.name}`}
                className="inline-flex size-9 cursor-pointer items-center justify-center rounded-lg border-0 bg-transparent p-0 text-slate-700 hover:bg-slate-100 focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-blue-600 dark:text-slate-300 dark:hover:bg-slate-800 dark:focus-visible:outline-blue-400 [&.base--expanded]:bg-slate-200 dark:[&.base--expanded]:bg-slate-700"
              >
                <MoreVerticalIcon />
              </MenuButton>
              <Menu
                slotProps={{
                  root: {
                    className: 'z-[400]',
                    placement: 'bottom-end',
                    offset: 4,
                    // Rendered in place, so the styles scoped to this demo reach it.
                    disablePortal: true,
                    strategy: 'fixed',
                  },
                  listbox: {
                    className:
                      'm-0 box-border min-w-40 list-none rounded-[10px] border border-slate-200 bg-white p-1.5 text-sm text-slate-900 shadow-[0_10px_30px_rgb(15_23_42/0.12)] outline-0 dark:border-slate-700 dark:bg-slate-900 dark:text-slate-100 dark:shadow-[0_10px_30px_rgb(0_0_0/0.5)]',
                  },
                }}
              >
                <MenuItem
                  className={menuItem}
                  onClick={() => setLastAction(`Rename ${file.name}`)}
                >
                  Rename
                </MenuItem>
                <MenuItem
                  className={menuItem}
                  onClick={() => setLastAction(`Download ${file.name}`)}
                >
                  Download
                </MenuItem>
                <MenuItem
                  className={`${menuItem} text-red-700 dark:text-red-300`}
                  onClick={() => setLastAction(`Delete ${file.name}`)}
                >
                  Delete
                </MenuItem>
              </Menu>
            </Dropdown>
          </li>
        ))}
      </ul>
      <p className="m-0 text-sm text-slate-600 dark:text-slate-400">
        Last chosen: {lastAction ?? 'nothing yet'}
      </p>
    </div>
  );
}
