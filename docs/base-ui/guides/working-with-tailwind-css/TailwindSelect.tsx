import * as React from 'react';
import { Select, selectClasses } from '@mui/base/Select';
import { Option as BaseOption, optionClasses } from '@mui/base/Option';
import { styled } from '@mui/system';

const timeZones = [
  { value: 'America/Los_Angeles', label: 'Pacific Time (UTC−8)' },
  { value: 'America/New_York', label: 'Eastern Time (UTC−5)' },
  { value: 'Europe/London', label: 'Greenwich Mean Time (UTC+0)' },
  { value: 'Europe/Berlin', label: 'Central European Time (UTC+1)' },
  { value: 'Asia/Kolkata', label: 'India Standard Time (UTC+5:30)' },
  { value: 'Asia/Tokyo', label: 'Japan Standard Time (UTC+9)' },
];

export default function TailwindSelect() {
  const id = React.useId();
  const [zone, setZone] = React.useState<string | null>('Europe/Berlin');
  // Looked up from state, so that the server renders the label too: options
  // register with the Select only once they mount in the browser.
  const selected = timeZones.find((item) => item.value === zone);

  return (
    <Field>
      <Label id={`${id}-label`}>Time zone</Label>
      <Select
        value={zone}
        onChange={(_event, value) => setZone(value)}
        aria-labelledby={`${id}-label`}
        aria-describedby={`${id}-hint`}
        renderValue={() => (
          <>
            <span>{selected?.label ?? 'Choose a time zone'}</span>
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
        slots={{ root: SelectButton, popup: Popup, listbox: Listbox }}
      >
        {timeZones.map((zone) => (
          <Option key={zone.value} value={zone.value}>
            {zone.label}
          </Option>
        ))}
      </Select>
      <Hint id={`${id}-hint`}>
        Used for reminders and the times in calendar invites.
      </Hint>
    </Field>
  );
}

const Field = styled('div')({
  display: 'flex',
  flexDirection: 'column',
  gap: 6,
  width: '100%',
  maxWidth: 320,
});

const Label = styled('span')({
  fontSize: 14,
  lineHeight: '20px',
  fontWeight: 600,
});

const Hint = styled('p')(({ theme }) => ({
  margin: 0,
  fontSize: 13,
  lineHeight: '18px',
  color: '#45556c',
  ...theme.applyStyles('dark', { color: '#90a1b9' }),
}));

const SelectButton = styled('button')(({ theme }) => ({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: 8,
  width: '100%',
  padding: '8px 12px',
  border: '1px solid #62748e',
  borderRadius: 8,
  backgroundColor: '#fff',
  color: '#0f172b',
  font: 'inherit',
  fontSize: 14,
  lineHeight: '20px',
  textAlign: 'start',
  cursor: 'pointer',
  '&:hover': { backgroundColor: '#f8fafc' },
  '& svg': { flexShrink: 0, transition: 'transform 150ms ease' },
  [`&.${selectClasses.expanded}`]: { borderColor: '#155dfc' },
  [`&.${selectClasses.expanded} svg`]: { transform: 'rotate(180deg)' },
  [`&.${selectClasses.focusVisible}`]: {
    outline: '2px solid #155dfc',
    outlineOffset: 2,
  },
  ...theme.applyStyles('dark', {
    backgroundColor: '#0f172b',
    color: '#f1f5f9',
    '&:hover': { backgroundColor: '#1d293d' },
    [`&.${selectClasses.expanded}`]: { borderColor: '#51a2ff' },
    [`&.${selectClasses.focusVisible}`]: { outlineColor: '#51a2ff' },
  }),
}));

const Popup = styled('div')({
  zIndex: 1000,
});

const Listbox = styled('ul')(({ theme }) => ({
  boxSizing: 'border-box',
  width: 320,
  maxWidth: 'calc(100vw - 32px)',
  maxHeight: 256,
  margin: '4px 0 0',
  padding: 4,
  overflow: 'auto',
  listStyle: 'none',
  border: '1px solid #cad5e2',
  borderRadius: 8,
  backgroundColor: '#fff',
  fontFamily: "Roboto, 'Helvetica Neue', Arial, sans-serif",
  boxShadow: '0 10px 15px -3px rgb(0 0 0 / 0.1), 0 4px 6px -4px rgb(0 0 0 / 0.1)',
  outline: 0,
  ...theme.applyStyles('dark', {
    borderColor: '#314158',
    backgroundColor: '#0f172b',
  }),
}));

const Option = styled(BaseOption)(({ theme }) => ({
  margin: 0,
  padding: '8px 10px',
  borderRadius: 6,
  color: '#0f172b',
  fontSize: 14,
  lineHeight: '20px',
  cursor: 'pointer',
  '&:focus-visible': { outline: '2px solid #155dfc', outlineOffset: -2 },
  [`&.${optionClasses.highlighted}`]: { backgroundColor: '#f1f5f9' },
  [`&.${optionClasses.selected}`]: { fontWeight: 600, color: '#1447e6' },
  ...theme.applyStyles('dark', {
    color: '#f1f5f9',
    '&:focus-visible': { outlineColor: '#51a2ff' },
    [`&.${optionClasses.highlighted}`]: { backgroundColor: '#1d293d' },
    [`&.${optionClasses.selected}`]: { color: '#8ec5ff' },
  }),
}));
