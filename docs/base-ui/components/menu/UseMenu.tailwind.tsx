import * as React from 'react';
import { DropdownContext, useDropdown } from '@mui/base/useDropdown';
import { MenuProvider, useMenu } from '@mui/base/useMenu';
import { useMenuButton } from '@mui/base/useMenuButton';
import { useMenuItem } from '@mui/base/useMenuItem';
import { ChevronDownIcon } from './icons';

function AccountButton() {
  const { getRootProps } = useMenuButton();

  return (
    <button
      type="button"
      {...getRootProps()}
      className="inline-flex cursor-pointer items-center gap-2 rounded-full border-0 bg-transparent py-1 ps-1 pe-2 font-[inherit] text-sm font-medium text-inherit hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-600 aria-expanded:bg-slate-100 dark:hover:bg-slate-800 dark:focus-visible:outline-blue-400 dark:aria-expanded:bg-slate-800"
    >
      <span
        aria-hidden="true"
        className="inline-flex size-7 items-center justify-center rounded-full bg-blue-100 text-xs font-semibold text-blue-900 dark:bg-blue-900 dark:text-blue-100"
      >
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
    <ul
      {...getListboxProps()}
      hidden={!open}
      className="absolute end-0 top-full z-10 m-0 mt-1.5 box-border min-w-[200px] list-none rounded-[10px] border border-slate-200 bg-white p-1.5 text-slate-900 shadow-[0_10px_30px_rgb(15_23_42/0.12)] outline-0 dark:border-slate-700 dark:bg-slate-900 dark:text-slate-100 dark:shadow-[0_10px_30px_rgb(0_0_0/0.5)]"
    >
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

  return (
    <li
      {...getRootProps({ onClick })}
      className={`m-0 cursor-pointer rounded-md px-2.5 py-2 outline-0 select-none ${
        highlighted ? 'bg-slate-100 dark:bg-slate-800' : ''
      } ${focusVisible ? 'inset-ring-2 inset-ring-blue-600 dark:inset-ring-blue-400' : ''}`}
    >
      {children}
    </li>
  );
}

export default function UseMenu() {
  const { contextValue } = useDropdown();
  const [lastAction, setLastAction] = React.useState<string | null>(null);

  return (
    <div className="min-h-[220px] max-w-[560px] rounded-xl border border-slate-200 text-sm dark:border-slate-700">
      <div className="flex items-center justify-between border-b border-slate-200 py-2 ps-4 pe-2 dark:border-slate-700">
        <span className="text-base font-bold">Atlas</span>
        <DropdownContext.Provider value={contextValue}>
          <div className="relative">
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
      <div className="p-4 text-slate-600 dark:text-slate-400">
        <p className="m-0 mb-2">
          Welcome back, Ana. Three design reviews are waiting for you.
        </p>
        <p className="m-0 mb-2">Last chosen: {lastAction ?? 'nothing yet'}</p>
      </div>
    </div>
  );
}
