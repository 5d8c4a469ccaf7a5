import * as React from 'react';
import { Switch } from '@mui/base/Switch';
import { styled } from '@mui/system';

const SETTINGS = [
  { label: 'Wi-Fi', defaultChecked: true, disabled: false },
  { label: 'Bluetooth', defaultChecked: false, disabled: false },
  { label: 'Airplane mode', defaultChecked: false, disabled: true },
];

export default function SwitchBasic() {
  const id = React.useId();

  return (
    <List>
      {SETTINGS.map((setting, index) => (
        <Row key={setting.label}>
          <label htmlFor={`${id}-${index}`}>{setting.label}</label>
          <StyledSwitch
            defaultChecked={setting.defaultChecked}
            disabled={setting.disabled}
            slotProps={{ input: { id: `${id}-${index}` } }}
          />
        </Row>
      ))}
    </List>
  );
}

const List = styled('div')({
  display: 'flex',
  flexDirection: 'column',
  gap: 16,
  maxWidth: 280,
});

const Row = styled('div')({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: 16,
  fontSize: 14,
  lineHeight: '20px',
});

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
