import * as React from 'react';
import { Switch } from '@mui/base/Switch';
import { styled } from '@mui/system';

const PLANS = [
  { name: 'Starter', price: 12 },
  { name: 'Team', price: 29 },
  { name: 'Business', price: 59 },
];

export default function SwitchControlled() {
  const id = React.useId();
  const [withVat, setWithVat] = React.useState(false);

  return (
    <Layout>
      <Row>
        <label htmlFor={id}>Show prices with VAT (20%)</label>
        <StyledSwitch
          checked={withVat}
          onChange={(event) => setWithVat(event.target.checked)}
          slotProps={{ input: { id } }}
        />
      </Row>
      <Plans>
        {PLANS.map((plan) => (
          <div key={plan.name}>
            <dt>{plan.name}</dt>
            <dd>€{(plan.price * (withVat ? 1.2 : 1)).toFixed(2)}</dd>
          </div>
        ))}
      </Plans>
      <Note>Per month, {withVat ? 'VAT included' : 'excluding VAT'}.</Note>
    </Layout>
  );
}

const Layout = styled('div')({ maxWidth: 320 });

const Row = styled('div')({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: 16,
  fontSize: 14,
  lineHeight: '20px',
  fontWeight: 500,
});

const Plans = styled('dl')(({ theme }) => [
  {
    margin: '16px 0 0',
    fontSize: 14,
    lineHeight: '20px',
    '& div': {
      display: 'flex',
      justifyContent: 'space-between',
      padding: '8px 0',
      borderTop: '1px solid #e2e8f0',
    },
    '& dd': { margin: 0, fontWeight: 600 },
  },
  theme.applyStyles('dark', { '& div': { borderTopColor: '#314158' } }),
]);

const Note = styled('p')(({ theme }) => [
  { margin: '4px 0 0', fontSize: 13, color: '#45556c' },
  theme.applyStyles('dark', { color: '#90a1b9' }),
]);

const StyledSwitch = styled(Switch)(({ theme }) => [
  {
    position: 'relative',
    display: 'inline-block',
    flexShrink: 0,
    width: 40,
    height: 24,
    cursor: 'pointer',
    '& .base-Switch-input': {
      position: 'absolute',
      inset: 0,
      zIndex: 1,
      width: '100%',
      height: '100%',
      margin: 0,
      opacity: 0,
      cursor: 'inherit',
    },
    '& .base-Switch-track': {
      position: 'absolute',
      inset: 0,
      borderRadius: 999,
      backgroundColor: '#62748e',
      transition: 'background-color 150ms',
    },
    '& .base-Switch-thumb': {
      position: 'absolute',
      top: 2,
      insetInlineStart: 2,
      width: 20,
      height: 20,
      borderRadius: '50%',
      backgroundColor: '#fff',
      boxShadow: '0 1px 2px rgb(0 0 0 / 0.3)',
      transition: 'inset-inline-start 150ms',
    },
    '&.base--checked .base-Switch-track': { backgroundColor: '#155dfc' },
    '&.base--checked .base-Switch-thumb': { insetInlineStart: 18 },
    '&.base--focusVisible .base-Switch-track': {
      outline: '2px solid #155dfc',
      outlineOffset: 2,
    },
    '&.base--disabled': { opacity: 0.45, cursor: 'not-allowed' },
  },
  theme.applyStyles('dark', {
    '&.base--checked .base-Switch-track': { backgroundColor: '#2b7fff' },
    '&.base--focusVisible .base-Switch-track': { outlineColor: '#51a2ff' },
  }),
]);
