import * as React from 'react';
import { Switch, switchClasses } from '@mui/base/Switch';
import { styled } from '@mui/system';

const settings = [
  {
    key: 'orders',
    label: 'Order updates',
    description: 'Email me when an order ships or is delivered.',
    defaultChecked: true,
  },
  {
    key: 'news',
    label: 'Product news',
    description: 'One short email a month about new features.',
    defaultChecked: false,
  },
  {
    key: 'security',
    label: 'Security alerts',
    description: 'Always on: sign-ins from a new device.',
    defaultChecked: true,
    disabled: true,
  },
];

export default function QuickstartSwitch() {
  const id = React.useId();

  return (
    <List>
      {settings.map((setting) => (
        <Row key={setting.key}>
          <div>
            <Label htmlFor={`${id}-${setting.key}`}>{setting.label}</Label>
            <Description id={`${id}-${setting.key}-description`}>
              {setting.description}
            </Description>
          </div>
          <StyledSwitch
            defaultChecked={setting.defaultChecked}
            disabled={setting.disabled}
            slotProps={{
              input: {
                id: `${id}-${setting.key}`,
                'aria-describedby': `${id}-${setting.key}-description`,
              },
            }}
          />
        </Row>
      ))}
    </List>
  );
}

const List = styled('ul')({
  width: '100%',
  maxWidth: 420,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

const Row = styled('li')(({ theme }) => ({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: 16,
  margin: 0,
  padding: '12px 0',
  borderBottom: '1px solid #e2e8f0',
  '&:last-of-type': { borderBottom: 0 },
  ...theme.applyStyles('dark', { borderBottomColor: '#314158' }),
}));

const Label = styled('label')({
  display: 'block',
  fontSize: 14,
  lineHeight: '20px',
  fontWeight: 600,
});

const Description = styled('p')(({ theme }) => ({
  margin: '2px 0 0',
  fontSize: 13,
  lineHeight: '18px',
  color: '#45556c',
  ...theme.applyStyles('dark', { color: '#90a1b9' }),
}));

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

  [`&.${switchClasses.disabled}`]: {
    cursor: 'not-allowed',
    opacity: 0.5,
  },
}));
