import * as React from 'react';
import { Button } from '@mui/base/Button';
import { Input } from '@mui/base/Input';
import { Select } from '@mui/base/Select';
import { Option } from '@mui/base/Option';
import { Switch } from '@mui/base/Switch';

const roles = [
  { value: 'viewer', label: 'Viewer: can read and comment' },
  { value: 'editor', label: 'Editor: can change pages' },
  { value: 'admin', label: 'Admin: can manage members' },
];

const focusRing =
  'outline-offset-2 outline-blue-600 dark:outline-blue-400 [&.base--focusVisible]:outline-2';

export default function NextInviteForm() {
  const id = React.useId();
  const [role, setRole] = React.useState<string | null>('editor');
  const [submitted, setSubmitted] = React.useState<[string, string][] | null>(null);

  return (
    <div className="flex flex-wrap items-start gap-6">
      <form
        className="flex w-full max-w-[340px] flex-col gap-4"
        onSubmit={(event) => {
          // In a Next.js app, `action={inviteMember}` would send this FormData
          // to a Server Action instead.
          event.preventDefault();
          const data = new FormData(event.currentTarget);
          setSubmitted(
            [...data.entries()].map(([key, value]) => [key, String(value)]),
          );
        }}
      >
        <div className="flex flex-col gap-1.5">
          <label htmlFor={`${id}-email`} className="text-sm/5 font-semibold">
            Email
          </label>
          <Input
            id={`${id}-email`}
            name="email"
            type="email"
            required
            defaultValue="lena.fischer@northwind.com"
            slotProps={{
              root: {
                className:
                  'flex rounded-lg border border-slate-500 bg-white text-slate-900 dark:bg-slate-900 dark:text-slate-100 [&.base--focused]:border-blue-600 [&.base--focused]:ring-3 [&.base--focused]:ring-blue-600/25 dark:[&.base--focused]:border-blue-400 dark:[&.base--focused]:ring-blue-400/30',
              },
              input: {
                className:
                  'min-w-0 flex-1 border-0 bg-transparent px-3 py-2 font-[inherit] text-sm/5 text-inherit outline-0',
              },
            }}
          />
        </div>
        <div className="flex flex-col gap-1.5">
          <span id={`${id}-role`} className="text-sm/5 font-semibold">
            Role
          </span>
          <Select
            name="role"
            value={role}
            onChange={(_event, value) => setRole(value)}
            aria-labelledby={`${id}-role`}
            renderValue={() => (
              <>
                <span>{roles.find((item) => item.value === role)?.label}</span>
                <svg
                  viewBox="0 0 24 24"
                  width="18"
                  height="18"
                  aria-hidden
                  className="shrink-0"
                >
                  <path
                    d="M7 10l5 5 5-5"
                    fill="none"
                    stroke="currentColor"
                    strokeWidth="2"
                  />
                </svg>
              </>
            )}
            slotProps={{
              root: {
                className: `flex w-full cursor-pointer items-center justify-between gap-2 rounded-lg border border-slate-500 bg-white px-3 py-2 text-start font-[inherit] text-sm/5 text-slate-900 dark:bg-slate-900 dark:text-slate-100 [&.base--expanded]:border-blue-600 dark:[&.base--expanded]:border-blue-400 ${focusRing}`,
              },
              // This site scopes each demo's Tailwind CSS to the demo, so the listbox
              // stays inside it. With Tailwind CSS loaded globally, leave this out.
              popup: {
                disablePortal: true,
                strategy: 'fixed',
                className: 'z-[1000]',
              },
              listbox: {
                className:
                  'm-0 mt-1 box-border w-[340px] max-w-[calc(100vw-32px)] list-none rounded-lg border border-slate-300 bg-white p-1 shadow-lg outline-0 dark:border-slate-700 dark:bg-slate-900',
              },
            }}
          >
            {roles.map((item) => (
              <Option
                key={item.value}
                value={item.value}
                className="m-0 cursor-pointer rounded-md px-2.5 py-2 text-sm/5 text-slate-900 focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-blue-600 dark:text-slate-100 dark:focus-visible:outline-blue-400 [&.base--selected]:font-semibold [&.base--selected]:text-blue-700 dark:[&.base--selected]:text-blue-300 [&.base-Option-highlighted]:bg-slate-100 dark:[&.base-Option-highlighted]:bg-slate-800"
              >
                {item.label}
              </Option>
            ))}
          </Select>
        </div>
        <div className="flex items-center justify-between gap-4">
          <label htmlFor={`${id}-notify`} className="text-sm/5 font-semibold">
            Email them an invitation
          </label>
          <Switch
            defaultChecked
            className="group relative inline-block h-6 w-11 shrink-0 cursor-pointer"
            slotProps={{
              track: {
                className:
                  'absolute inset-0 rounded-full bg-slate-500 group-[.base--checked]:bg-blue-600 group-[.base--focusVisible]:outline-2 group-[.base--focusVisible]:outline-offset-2 group-[.base--focusVisible]:outline-blue-600 dark:group-[.base--checked]:bg-blue-500 dark:group-[.base--focusVisible]:outline-blue-400',
              },
              thumb: {
                className:
                  'absolute start-0.5 top-0.5 size-5 rounded-full bg-white shadow-sm group-[.base--checked]:start-[22px]',
              },
              input: {
                id: `${id}-notify`,
                name: 'notify',
                value: 'yes',
                className:
                  'absolute inset-0 z-10 m-0 size-full cursor-[inherit] opacity-0',
              },
            }}
          />
        </div>
        <Button
          type="submit"
          className={`cursor-pointer self-start rounded-lg border-0 bg-blue-600 px-4 py-2 font-[inherit] text-sm/5 font-semibold text-white hover:bg-blue-700 [&.base--active]:bg-blue-800 ${focusRing}`}
        >
          Send invite
        </Button>
      </form>
      <div aria-live="polite" className="min-w-[240px] text-sm/5">
        {submitted ? (
          <>
            <p className="m-0 font-semibold">The Server Action would receive:</p>
            <ul className="mt-2 mb-0 ps-5">
              {submitted.map(([key, value]) => (
                <li key={key}>
                  <code>{key}</code>: {value}
                </li>
              ))}
            </ul>
          </>
        ) : null}
      </div>
    </div>
  );
}
