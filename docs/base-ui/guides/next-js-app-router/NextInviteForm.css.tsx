import * as React from 'react';
import { Button } from '@mui/base/Button';
import { Input } from '@mui/base/Input';
import { Select } from '@mui/base/Select';
import { Option } from '@mui/base/Option';
import { Switch } from '@mui/base/Switch';
import styles from './NextInviteForm.module.css';

const roles = [
  { value: 'viewer', label: 'Viewer: can read and comment' },
  { value: 'editor', label: 'Editor: can change pages' },
  { value: 'admin', label: 'Admin: can manage members' },
];

export default function NextInviteForm() {
  const id = React.useId();
  const [role, setRole] = React.useState<string | null>('editor');
  const [submitted, setSubmitted] = React.useState<[string, string][] | null>(null);

  return (
    <div className={styles.stack}>
      <form
        className={styles.form}
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
        <div className={styles.field}>
          <label htmlFor={`${id}-email`} className={styles.label}>
            Email
          </label>
          <Input
            id={`${id}-email`}
            name="email"
            type="email"
            required
            defaultValue="lena.fischer@northwind.com"
            slotProps={{
              root: { className: styles.inputRoot },
              input: { className: styles.input },
            }}
          />
        </div>
        <div className={styles.field}>
          <span id={`${id}-role`} className={styles.label}>
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
                <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden>
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
              root: { className: styles.selectButton },
              popup: { className: styles.popup },
              listbox: { className: styles.listbox },
            }}
          >
            {roles.map((item) => (
              <Option key={item.value} value={item.value} className={styles.option}>
                {item.label}
              </Option>
            ))}
          </Select>
        </div>
        <div className={styles.switchRow}>
          <label htmlFor={`${id}-notify`} className={styles.label}>
            Email them an invitation
          </label>
          <Switch
            defaultChecked
            className={styles.switch}
            slotProps={{
              track: { className: styles.track },
              thumb: { className: styles.thumb },
              input: {
                id: `${id}-notify`,
                name: 'notify',
                value: 'yes',
                className: styles.switchInput,
              },
            }}
          />
        </div>
        <Button type="submit" className={styles.submit}>
          Send invite
        </Button>
      </form>
      <div aria-live="polite" className={styles.result}>
        {submitted ? (
          <>
            <p className={styles.resultTitle}>The Server Action would receive:</p>
            <ul className={styles.resultList}>
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
