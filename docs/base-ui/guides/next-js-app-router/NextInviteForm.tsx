import * as React from 'react';
import { Button as BaseButton, buttonClasses } from '@mui/base/Button';
import { Input as BaseInput, inputClasses } from '@mui/base/Input';
import { Select, selectClasses } from '@mui/base/Select';
import { Option as BaseOption, optionClasses } from '@mui/base/Option';
import { Switch, switchClasses } from '@mui/base/Switch';
import { styled } from '@mui/system';

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
    <Stack>
      <Form
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
        <Field>
          <Label htmlFor={`${id}-email`}>Email</Label>
          <Input
            id={`${id}-email`}
            name="email"
            type="email"
            required
            defaultValue="lena.fischer@northwind.com"
          />
        </Field>
        <Field>
          <Label as="span" id={`${id}-role`}>
            Role
          </Label>
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
            slots={{ root: SelectButton, popup: Popup, listbox: Listbox }}
          >
            {roles.map((item) => (
              <Option key={item.value} value={item.value}>
                {item.label}
              </Option>
            ))}
          </Select>
        </Field>
        <SwitchRow>
          <Label htmlFor={`${id}-notify`}>Email them an invitation</Label>
          <StyledSwitch
            defaultChecked
            slotProps={{
              input: { id: `${id}-notify`, name: 'notify', value: 'yes' },
            }}
          />
        </SwitchRow>
        <SubmitButton type="submit">Send invite</SubmitButton>
      </Form>
      <Result aria-live="polite">
        {submitted ? (
          <>
            <ResultTitle>The Server Action would receive:</ResultTitle>
            <ResultList>
              {submitted.map(([key, value]) => (
                <li key={key}>
                  <code>{key}</code>: {value}
                </li>
              ))}
            </ResultList>
          </>
        ) : null}
      </Result>
    </Stack>
  );
}

const Stack = styled('div')({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-start',
  gap: 24,
});

const Form = styled('form')({
  display: 'flex',
  flexDirection: 'column',
  gap: 16,
  width: '100%',
  maxWidth: 340,
});

const Field = styled('div')({
  display: 'flex',
  flexDirection: 'column',
  gap: 6,
});

const Label = styled('label')({
  fontSize: 14,
  lineHeight: '20px',
  fontWeight: 600,
});

const Input = styled(BaseInput)(({ theme }) => ({
  display: 'flex',
  border: '1px solid #62748e',
  borderRadius: 8,
  backgroundColor: '#fff',
  color: '#0f172b',
  ...theme.applyStyles('dark', { backgroundColor: '#0f172b', color: '#f1f5f9' }),
  [`& .${inputClasses.input}`]: {
    flex: 1,
    minWidth: 0,
    padding: '8px 12px',
    border: 0,
    outline: 0,
    background: 'transparent',
    color: 'inherit',
    font: 'inherit',
    fontSize: 14,
    lineHeight: '20px',
  },
  [`&.${inputClasses.focused}`]: {
    borderColor: '#155dfc',
    boxShadow: '0 0 0 3px rgb(21 93 252 / 0.25)',
    ...theme.applyStyles('dark', {
      borderColor: '#51a2ff',
      boxShadow: '0 0 0 3px rgb(81 162 255 / 0.3)',
    }),
  },
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
  '& svg': { flexShrink: 0 },
  [`&.${selectClasses.expanded}`]: { borderColor: '#155dfc' },
  [`&.${selectClasses.focusVisible}`]: {
    outline: '2px solid #155dfc',
    outlineOffset: 2,
  },
  ...theme.applyStyles('dark', {
    backgroundColor: '#0f172b',
    color: '#f1f5f9',
    [`&.${selectClasses.expanded}`]: { borderColor: '#51a2ff' },
    [`&.${selectClasses.focusVisible}`]: { outlineColor: '#51a2ff' },
  }),
}));

const Popup = styled('div')({
  zIndex: 1000,
});

const Listbox = styled('ul')(({ theme }) => ({
  boxSizing: 'border-box',
  width: 340,
  maxWidth: 'calc(100vw - 32px)',
  margin: '4px 0 0',
  padding: 4,
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

const SwitchRow = styled('div')({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: 16,
});

const StyledSwitch = styled(Switch)(({ theme }) => ({
  position: 'relative',
  display: 'inline-block',
  flexShrink: 0,
  width: 44,
  height: 24,
  cursor: 'pointer',
  [`& .${switchClasses.track}`]: {
    position: 'absolute',
    inset: 0,
    borderRadius: 999,
    backgroundColor: '#62748e',
  },
  [`& .${switchClasses.thumb}`]: {
    position: 'absolute',
    top: 2,
    insetInlineStart: 2,
    width: 20,
    height: 20,
    borderRadius: '50%',
    backgroundColor: '#fff',
    boxShadow: '0 1px 2px rgb(0 0 0 / 0.3)',
  },
  [`& .${switchClasses.input}`]: {
    position: 'absolute',
    inset: 0,
    zIndex: 1,
    width: '100%',
    height: '100%',
    margin: 0,
    opacity: 0,
    cursor: 'inherit',
  },
  [`&.${switchClasses.checked} .${switchClasses.track}`]: {
    backgroundColor: '#155dfc',
    ...theme.applyStyles('dark', { backgroundColor: '#2b7fff' }),
  },
  [`&.${switchClasses.checked} .${switchClasses.thumb}`]: {
    insetInlineStart: 22,
  },
  [`&.${switchClasses.focusVisible} .${switchClasses.track}`]: {
    outline: '2px solid #155dfc',
    outlineOffset: 2,
    ...theme.applyStyles('dark', { outlineColor: '#51a2ff' }),
  },
}));

const SubmitButton = styled(BaseButton)(({ theme }) => ({
  alignSelf: 'flex-start',
  padding: '8px 16px',
  border: 0,
  borderRadius: 8,
  backgroundColor: '#155dfc',
  color: '#fff',
  font: 'inherit',
  fontSize: 14,
  lineHeight: '20px',
  fontWeight: 600,
  cursor: 'pointer',
  '&:hover': { backgroundColor: '#1447e6' },
  [`&.${buttonClasses.active}`]: { backgroundColor: '#193cb8' },
  [`&.${buttonClasses.focusVisible}`]: {
    outline: '2px solid #155dfc',
    outlineOffset: 2,
    ...theme.applyStyles('dark', { outlineColor: '#51a2ff' }),
  },
}));

const Result = styled('div')({
  minWidth: 240,
  fontSize: 14,
  lineHeight: '20px',
});

const ResultTitle = styled('p')({
  margin: 0,
  fontWeight: 600,
});

const ResultList = styled('ul')({
  margin: '8px 0 0',
  paddingInlineStart: 20,
});
