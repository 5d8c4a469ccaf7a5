import * as React from 'react';
import { Button as BaseButton, buttonClasses } from '@mui/base/Button';
import { Switch, switchClasses } from '@mui/base/Switch';
import { styled } from '@mui/system';

export default function TailwindPlanCard() {
  const id = React.useId();
  const [annual, setAnnual] = React.useState(true);
  const [requested, setRequested] = React.useState(false);

  return (
    <Card>
      <div>
        <Title>Pro plan</Title>
        <Price>
          {annual
            ? '$19 per seat a month, billed $228 a year'
            : '$24 per seat a month'}
        </Price>
      </div>
      <Row>
        <Label htmlFor={`${id}-annual`}>
          Bill annually <span>(save $60 a year)</span>
        </Label>
        <StyledSwitch
          checked={annual}
          onChange={(event) => setAnnual(event.target.checked)}
          slotProps={{ input: { id: `${id}-annual` } }}
        />
      </Row>
      <Button
        disabled={requested}
        focusableWhenDisabled
        onClick={() => setRequested(true)}
      >
        {requested ? 'Upgrade requested' : 'Upgrade to Pro'}
      </Button>
      <Status role="status">
        {requested ? 'Your workspace admin will get the request by email.' : ''}
      </Status>
    </Card>
  );
}

const Card = styled('div')(({ theme }) => ({
  display: 'flex',
  flexDirection: 'column',
  gap: 16,
  boxSizing: 'border-box',
  width: '100%',
  maxWidth: 360,
  padding: 20,
  border: '1px solid #cad5e2',
  borderRadius: 12,
  backgroundColor: '#fff',
  color: '#0f172b',
  ...theme.applyStyles('dark', {
    borderColor: '#314158',
    backgroundColor: '#0f172b',
    color: '#f1f5f9',
  }),
}));

const Title = styled('p')({
  margin: 0,
  fontSize: 16,
  lineHeight: '24px',
  fontWeight: 700,
});

const Price = styled('p')(({ theme }) => ({
  margin: '4px 0 0',
  fontSize: 14,
  lineHeight: '20px',
  color: '#45556c',
  ...theme.applyStyles('dark', { color: '#90a1b9' }),
}));

const Row = styled('div')({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: 16,
});

const Label = styled('label')({
  fontSize: 14,
  lineHeight: '20px',
  fontWeight: 600,
  '& span': { fontWeight: 400 },
});

const Status = styled('p')({
  minHeight: 20,
  margin: 0,
  fontSize: 14,
  lineHeight: '20px',
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
    transition: 'background-color 150ms ease',
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
    transition: 'inset-inline-start 150ms ease',
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

const Button = styled(BaseButton)(({ theme }) => ({
  padding: '10px 16px',
  border: 0,
  borderRadius: 8,
  backgroundColor: '#155dfc',
  color: '#fff',
  font: 'inherit',
  fontSize: 14,
  lineHeight: '20px',
  fontWeight: 600,
  cursor: 'pointer',
  transition: 'background-color 150ms ease',
  [`&:not(.${buttonClasses.disabled}):hover`]: { backgroundColor: '#1447e6' },
  [`&.${buttonClasses.active}`]: { backgroundColor: '#193cb8' },
  [`&.${buttonClasses.disabled}`]: {
    backgroundColor: '#e2e8f0',
    color: '#314158',
    cursor: 'not-allowed',
  },
  [`&.${buttonClasses.focusVisible}`]: {
    outline: '2px solid #155dfc',
    outlineOffset: 2,
  },
  ...theme.applyStyles('dark', {
    [`&.${buttonClasses.disabled}`]: {
      backgroundColor: '#314158',
      color: '#f1f5f9',
    },
    [`&.${buttonClasses.focusVisible}`]: { outlineColor: '#51a2ff' },
  }),
}));
