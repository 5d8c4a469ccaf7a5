import * as React from 'react';
import { FocusTrap } from '@mui/base/FocusTrap';
import { styled } from '@mui/system';

const fields = [
  { name: 'fullName', label: 'Full name' },
  { name: 'street', label: 'Street' },
  { name: 'city', label: 'City' },
  { name: 'postcode', label: 'Postcode' },
] as const;

type Address = Record<(typeof fields)[number]['name'], string>;

export default function FocusTrapAddress() {
  const [address, setAddress] = React.useState<Address>({
    fullName: 'Lena Fischer',
    street: '14 Harbour Street',
    city: 'Bristol',
    postcode: 'BS1 4RN',
  });
  const [open, setOpen] = React.useState(false);
  const id = React.useId();
  const firstFieldRef = React.useRef<HTMLInputElement>(null);

  React.useEffect(() => {
    if (!open) {
      return undefined;
    }
    firstFieldRef.current?.focus();
    const handleKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        setOpen(false);
      }
    };
    document.addEventListener('keydown', handleKeyDown);
    return () => document.removeEventListener('keydown', handleKeyDown);
  }, [open]);

  const handleSubmit = (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    setAddress({
      fullName: String(data.get('fullName')),
      street: String(data.get('street')),
      city: String(data.get('city')),
      postcode: String(data.get('postcode')),
    });
    setOpen(false);
  };

  return (
    <Root>
      <Summary>
        <div>
          <Caption>Ship to</Caption>
          <p>
            {address.fullName}, {address.street}, {address.city} {address.postcode}
          </p>
        </div>
        <SecondaryButton
          type="button"
          aria-expanded={open}
          aria-controls={open ? `${id}-panel` : undefined}
          onClick={() => setOpen((wasOpen) => !wasOpen)}
        >
          Edit address
        </SecondaryButton>
      </Summary>
      {open && (
        <FocusTrap open>
          <Panel
            id={`${id}-panel`}
            role="dialog"
            aria-labelledby={`${id}-title`}
            tabIndex={-1}
          >
            <Title id={`${id}-title`}>Shipping address</Title>
            <form onSubmit={handleSubmit}>
              <Fields>
                {fields.map((field, index) => (
                  <Field key={field.name}>
                    <label htmlFor={`${id}-${field.name}`}>{field.label}</label>
                    <Input
                      ref={index === 0 ? firstFieldRef : undefined}
                      id={`${id}-${field.name}`}
                      name={field.name}
                      defaultValue={address[field.name]}
                      required
                    />
                  </Field>
                ))}
              </Fields>
              <Actions>
                <SecondaryButton type="button" onClick={() => setOpen(false)}>
                  Cancel
                </SecondaryButton>
                <PrimaryButton type="submit">Save address</PrimaryButton>
              </Actions>
            </form>
          </Panel>
        </FocusTrap>
      )}
    </Root>
  );
}

const Root = styled('div')({
  display: 'flex',
  flexDirection: 'column',
  gap: 12,
  maxWidth: 440,
  fontFamily:
    "-apple-system, BlinkMacSystemFont, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif",
  fontSize: 14,
  lineHeight: '20px',
  '& p': { margin: 0 },
});

const Summary = styled('div')({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: 16,
});

const Caption = styled('span')(({ theme }) => ({
  color: '#475569',
  fontSize: 12,
  fontWeight: 600,
  textTransform: 'uppercase',
  letterSpacing: '0.05em',
  ...theme.applyStyles('dark', { color: '#cbd5e1' }),
}));

const Panel = styled('div')(({ theme }) => ({
  padding: 16,
  border: '1px solid #e2e8f0',
  borderRadius: 12,
  backgroundColor: '#fff',
  color: '#0f172a',
  boxShadow: '0 8px 24px rgb(15 23 42 / 0.12)',
  outline: 'none',
  ...theme.applyStyles('dark', {
    borderColor: '#334155',
    backgroundColor: '#1e293b',
    color: '#f1f5f9',
    boxShadow: '0 8px 24px rgb(0 0 0 / 0.5)',
  }),
}));

const Title = styled('h3')({
  margin: '0 0 12px',
  color: 'inherit',
  fontFamily: 'inherit',
  fontWeight: 700,
  fontSize: 16,
  lineHeight: '24px',
});

const Fields = styled('div')({
  display: 'grid',
  gridTemplateColumns: '1fr 1fr',
  gap: 12,
});

const Field = styled('div')({
  display: 'flex',
  flexDirection: 'column',
  gap: 4,
  fontWeight: 500,
});

const Input = styled('input')(({ theme }) => ({
  minWidth: 0,
  padding: '7px 10px',
  border: '1px solid #cbd5e1',
  borderRadius: 8,
  backgroundColor: '#fff',
  color: '#0f172a',
  font: 'inherit',
  fontWeight: 400,
  outline: 'none',
  '&:focus': {
    borderColor: '#2563eb',
    boxShadow: '0 0 0 3px rgb(37 99 235 / 0.3)',
  },
  ...theme.applyStyles('dark', {
    borderColor: '#475569',
    backgroundColor: '#0f172a',
    color: '#f1f5f9',
    '&:focus': {
      borderColor: '#60a5fa',
      boxShadow: '0 0 0 3px rgb(96 165 250 / 0.3)',
    },
  }),
}));

const Actions = styled('div')({
  display: 'flex',
  justifyContent: 'flex-end',
  gap: 8,
  marginTop: 16,
});

const PrimaryButton = styled('button')(({ theme }) => ({
  padding: '8px 14px',
  border: 0,
  borderRadius: 8,
  backgroundColor: '#2563eb',
  color: '#fff',
  font: 'inherit',
  fontWeight: 600,
  cursor: 'pointer',
  '&:hover': { backgroundColor: '#1d4ed8' },
  '&:focus-visible': { outline: '2px solid #2563eb', outlineOffset: 2 },
  ...theme.applyStyles('dark', {
    '&:focus-visible': { outlineColor: '#60a5fa' },
  }),
}));

const SecondaryButton = styled('button')(({ theme }) => ({
  flexShrink: 0,
  padding: '7px 13px',
  border: '1px solid #cbd5e1',
  borderRadius: 8,
  backgroundColor: '#fff',
  color: '#0f172a',
  font: 'inherit',
  fontWeight: 600,
  cursor: 'pointer',
  '&:hover': { backgroundColor: '#f1f5f9' },
  '&:focus-visible': { outline: '2px solid #2563eb', outlineOffset: 2 },
  ...theme.applyStyles('dark', {
    borderColor: '#475569',
    backgroundColor: '#1e293b',
    color: '#f1f5f9',
    '&:hover': { backgroundColor: '#334155' },
    '&:focus-visible': { outlineColor: '#60a5fa' },
  }),
}));
