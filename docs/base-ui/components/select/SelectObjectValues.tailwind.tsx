import * as React from 'react';
import { Select, SelectRootSlotProps } from '@mui/base/Select';
import { Option } from '@mui/base/Option';

interface Plan {
  id: string;
  name: string;
  price: string;
  editors: string;
}

const plans: Plan[] = [
  { id: 'starter', name: 'Starter', price: 'Free', editors: 'up to 3 editors' },
  { id: 'team', name: 'Team', price: '$12 per editor', editors: 'up to 50 editors' },
  { id: 'business', name: 'Business', price: '$24 per editor', editors: 'no limit' },
];

export default function SelectObjectValues() {
  const id = React.useId();
  const [plan, setPlan] = React.useState<Plan | null>(plans[1]);
  const [sent, setSent] = React.useState<string | null>(null);

  const handleSubmit = (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setSent(String(new FormData(event.currentTarget).get('plan')));
  };

  return (
    <form onSubmit={handleSubmit} className="flex w-72 max-w-full flex-col gap-1.5">
      <label
        id={`${id}-label`}
        htmlFor={id}
        className="text-sm font-medium text-slate-700 dark:text-slate-300"
      >
        Plan
      </label>
      <Select
        id={id}
        name="plan"
        value={plan}
        onChange={(_event, newPlan) => setPlan(newPlan)}
        getSerializedValue={(option) => option?.value.id ?? ''}
        renderValue={(option) =>
          option ? `${option.value.name}, ${option.value.price}` : null
        }
        slots={{ root: SelectButton }}
        slotProps={{
          root: {
            className:
              'group flex min-h-10 w-full cursor-pointer items-center justify-between gap-2 rounded-lg border border-slate-300 bg-white px-3 py-2 text-left [font-family:inherit] text-sm text-slate-900 shadow-xs transition-colors hover:border-slate-400 hover:bg-slate-50 dark:border-slate-600 dark:bg-slate-900 dark:text-slate-100 dark:hover:border-slate-500 dark:hover:bg-slate-800 [&.base--expanded]:border-blue-600 dark:[&.base--expanded]:border-blue-400 [&.base--focusVisible]:outline-2 [&.base--focusVisible]:outline-offset-2 [&.base--focusVisible]:outline-blue-600 dark:[&.base--focusVisible]:outline-blue-400',
          },
          listbox: {
            'aria-labelledby': `${id}-label`,
            className:
              'm-0 box-border flex w-72 max-w-[calc(100vw-32px)] list-none flex-col gap-0.5 rounded-[10px] border border-slate-200 bg-white p-1 text-sm text-slate-900 shadow-[0_12px_32px_-8px_rgb(15_23_42/0.25)] outline-0 dark:border-slate-700 dark:bg-slate-900 dark:text-slate-100 dark:shadow-[0_12px_32px_-8px_rgb(0_0_0/0.6)]',
          },
          popup: {
            className: 'z-100',
            disablePortal: true,
            strategy: 'fixed',
            offset: 6,
          },
        }}
      >
        {plans.map((option) => (
          <Option
            key={option.id}
            value={option}
            label={option.name}
            className="m-0 flex cursor-pointer flex-col rounded-md px-2.5 py-2 outline-0 focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-blue-600 dark:focus-visible:outline-blue-400 hover:bg-slate-100 dark:hover:bg-slate-800 [&.base-Option-highlighted]:bg-slate-100 dark:[&.base-Option-highlighted]:bg-slate-800 [&.base--selected]:bg-blue-50 [&.base--selected]:font-medium [&.base--selected]:text-blue-800 dark:[&.base--selected]:bg-blue-600/20 dark:[&.base--selected]:text-blue-200 [&.base--selected]:hover:bg-blue-100 dark:[&.base--selected]:hover:bg-blue-600/30 [&.base--selected.base-Option-highlighted]:bg-blue-100 dark:[&.base--selected.base-Option-highlighted]:bg-blue-600/30"
          >
            <span>{option.name}</span>
            <span className="text-[13px] leading-5 font-normal text-slate-600 dark:text-slate-400">
              {option.price}, {option.editors}
            </span>
          </Option>
        ))}
      </Select>
      <button
        type="submit"
        className="mt-2.5 cursor-pointer self-start rounded-lg border-0 bg-blue-600 px-4 py-2 [font-family:inherit] text-sm font-medium text-white hover:bg-blue-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-600 dark:bg-blue-400 dark:text-slate-950 dark:hover:bg-blue-300 dark:focus-visible:outline-blue-400"
      >
        Continue
      </button>
      <p
        aria-live="polite"
        className="m-0 text-sm text-slate-600 dark:text-slate-400"
      >
        {sent === null ? 'Nothing sent yet.' : `The form sent plan=${sent}.`}
      </p>
    </form>
  );
}

const SelectButton = React.forwardRef(function SelectButton(
  props: SelectRootSlotProps<Plan, false>,
  ref: React.ForwardedRef<HTMLButtonElement>,
) {
  const { ownerState: _ownerState, children, ...other } = props;
  return (
    <button type="button" {...other} ref={ref}>
      <span>{children}</span>
      <svg
        width="16"
        height="16"
        viewBox="0 0 16 16"
        aria-hidden="true"
        className="shrink-0 text-slate-500 transition-transform group-[.base--expanded]:rotate-180 dark:text-slate-400"
      >
        <path
          d="M4 6l4 4 4-4"
          fill="none"
          stroke="currentColor"
          strokeWidth="1.5"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
      </svg>
    </button>
  );
});
