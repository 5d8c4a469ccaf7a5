import * as React from 'react';
import { Button } from '@mui/base/Button';
import { Switch } from '@mui/base/Switch';

const TOPICS = [
  {
    value: 'product-updates',
    label: 'Product updates',
    description: 'New features and fixes, about once a month.',
    defaultChecked: true,
  },
  {
    value: 'weekly-digest',
    label: 'Weekly digest',
    description: "A summary of your team's activity every Monday.",
    defaultChecked: false,
  },
  {
    value: 'events',
    label: 'Events and webinars',
    description: 'Invitations to live sessions in your time zone.',
    defaultChecked: true,
  },
];

const slotClasses = {
  root: 'group relative inline-block h-6 w-10 shrink-0 cursor-pointer [&.base--disabled]:cursor-not-allowed [&.base--disabled]:opacity-45',
  input: 'absolute inset-0 z-1 m-0 size-full cursor-[inherit] opacity-0',
  track:
    'absolute inset-0 rounded-full bg-slate-500 transition-colors group-[.base--checked]:bg-blue-600 group-[.base--focusVisible]:outline-2 group-[.base--focusVisible]:outline-offset-2 group-[.base--focusVisible]:outline-blue-600 dark:group-[.base--checked]:bg-blue-500 dark:group-[.base--focusVisible]:outline-blue-400',
  thumb:
    'absolute start-0.5 top-0.5 size-5 rounded-full bg-white shadow-[0_1px_2px_rgb(0_0_0/0.3)] transition-[inset-inline-start] group-[.base--checked]:start-[18px]',
};

export default function SwitchForm() {
  const id = React.useId();
  const [saved, setSaved] = React.useState('');

  const handleSubmit = (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const topics = [...new FormData(event.currentTarget).keys()];
    setSaved(`Saved: ${topics.length > 0 ? topics.join(', ') : 'no emails'}.`);
  };

  return (
    <form
      onSubmit={handleSubmit}
      className="flex max-w-[400px] flex-col items-start gap-4"
    >
      <fieldset className="m-0 flex w-full min-w-0 flex-col gap-4 border-0 p-0">
        <legend className="mb-3 p-0 text-sm font-semibold">Email me about</legend>
        {TOPICS.map((topic) => (
          <div key={topic.value} className="flex items-center justify-between gap-4">
            <div>
              <label
                htmlFor={`${id}-${topic.value}`}
                className="text-sm font-medium"
              >
                {topic.label}
              </label>
              <p
                id={`${id}-${topic.value}-description`}
                className="m-0 text-[13px] text-slate-600 dark:text-slate-400"
              >
                {topic.description}
              </p>
            </div>
            <Switch
              defaultChecked={topic.defaultChecked}
              slotProps={{
                root: { className: slotClasses.root },
                input: {
                  id: `${id}-${topic.value}`,
                  name: topic.value,
                  'aria-describedby': `${id}-${topic.value}-description`,
                  className: slotClasses.input,
                },
                track: { className: slotClasses.track },
                thumb: { className: slotClasses.thumb },
              }}
            />
          </div>
        ))}
      </fieldset>
      <Button
        type="submit"
        className="cursor-pointer rounded-lg border border-blue-600 bg-blue-600 px-4 py-2 font-[inherit] text-sm/5 font-semibold text-white shadow-xs hover:border-blue-700 hover:bg-blue-700 [&.base--active]:border-blue-800 [&.base--active]:bg-blue-800 [&.base--focusVisible]:outline-2 [&.base--focusVisible]:outline-offset-2 [&.base--focusVisible]:outline-blue-600 dark:[&.base--focusVisible]:outline-blue-400"
      >
        Save preferences
      </Button>
      <p
        role="status"
        className="m-0 text-[13px] text-slate-600 dark:text-slate-400"
      >
        {saved}
      </p>
    </form>
  );
}
