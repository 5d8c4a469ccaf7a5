import * as React from 'react';
import { Button } from '@mui/base/Button';
import { Switch } from '@mui/base/Switch';
import styles from './SwitchForm.module.css';

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

export default function SwitchForm() {
  const id = React.useId();
  const [saved, setSaved] = React.useState('');

  const handleSubmit = (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const topics = [...new FormData(event.currentTarget).keys()];
    setSaved(`Saved: ${topics.length > 0 ? topics.join(', ') : 'no emails'}.`);
  };

  return (
    <form onSubmit={handleSubmit} className={styles.form}>
      <fieldset className={styles.fieldset}>
        <legend className={styles.legend}>Email me about</legend>
        {TOPICS.map((topic) => (
          <div key={topic.value} className={styles.row}>
            <div>
              <label htmlFor={`${id}-${topic.value}`} className={styles.label}>
                {topic.label}
              </label>
              <p
                id={`${id}-${topic.value}-description`}
                className={styles.description}
              >
                {topic.description}
              </p>
            </div>
            <Switch
              defaultChecked={topic.defaultChecked}
              slotProps={{
                root: { className: styles.root },
                input: {
                  id: `${id}-${topic.value}`,
                  name: topic.value,
                  'aria-describedby': `${id}-${topic.value}-description`,
                  className: styles.input,
                },
                track: { className: styles.track },
                thumb: { className: styles.thumb },
              }}
            />
          </div>
        ))}
      </fieldset>
      <Button type="submit" className={styles.submit}>
        Save preferences
      </Button>
      <p role="status" className={styles.description}>
        {saved}
      </p>
    </form>
  );
}
