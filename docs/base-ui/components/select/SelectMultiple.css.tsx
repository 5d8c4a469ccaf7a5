import * as React from 'react';
import { Select, SelectRootSlotProps } from '@mui/base/Select';
import { Option } from '@mui/base/Option';
import { SelectOption } from '@mui/base/useOption';
import styles from './SelectMultiple.module.css';

const topics = [
  { value: 'comments', label: 'Comments on my posts' },
  { value: 'mentions', label: 'Mentions' },
  { value: 'followers', label: 'New followers' },
  { value: 'digest', label: 'Weekly digest' },
  { value: 'product', label: 'Product updates' },
];

function renderTopics(selected: SelectOption<string>[]) {
  if (selected.length === 0) {
    return null;
  }
  if (selected.length === 1) {
    return selected[0].label;
  }
  return `${selected.length} topics`;
}

export default function SelectMultiple() {
  const id = React.useId();

  return (
    <div className={styles.field}>
      <label id={`${id}-label`} htmlFor={id} className={styles.label}>
        Email me about
      </label>
      <Select
        id={id}
        multiple
        defaultValue={['mentions', 'digest']}
        renderValue={renderTopics}
        placeholder={
          <span className={styles.placeholder}>Nothing, keep my inbox quiet</span>
        }
        slots={{ root: SelectButton }}
        slotProps={{
          root: { className: styles.trigger },
          listbox: { 'aria-labelledby': `${id}-label`, className: styles.listbox },
          popup: {
            className: styles.popup,
            disablePortal: true,
            strategy: 'fixed',
            offset: 6,
          },
        }}
      >
        {topics.map((topic) => (
          <Option key={topic.value} value={topic.value} label={topic.label}>
            <span aria-hidden="true" className={styles.checkbox}>
              <svg width="12" height="12" viewBox="0 0 12 12">
                <path
                  d="M2.5 6.5l2.25 2.25L9.5 3.75"
                  fill="none"
                  stroke="currentColor"
                  strokeWidth="1.75"
                  strokeLinecap="round"
                  strokeLinejoin="round"
                />
              </svg>
            </span>
            {topic.label}
          </Option>
        ))}
      </Select>
    </div>
  );
}

const SelectButton = React.forwardRef(function SelectButton(
  props: SelectRootSlotProps<string, true>,
  ref: React.ForwardedRef<HTMLButtonElement>,
) {
  const { ownerState: _ownerState, children, ...other } = props;
  return (
    <button type="button" {...other} ref={ref}>
      <span>{children}</span>
      <svg width="16" height="16" viewBox="0 0 16 16" aria-hidden="true">
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
