import * as React from 'react';
import { useSwitch } from '@mui/base/useSwitch';
import { styled } from '@mui/system';

export default function SwitchUseSwitch() {
  const id = React.useId();
  const { getInputProps, checked, focusVisible } = useSwitch({
    defaultChecked: true,
  });

  return (
    <Setting>
      <div>
        <Label htmlFor={id}>Renew automatically</Label>
        <Description id={`${id}-description`}>
          {checked
            ? 'Your Team plan renews on 1 March for €29.'
            : 'Your Team plan ends on 28 February.'}
        </Description>
      </div>
      <SwitchRoot
        data-checked={checked || undefined}
        data-focus-visible={focusVisible || undefined}
      >
        <input {...getInputProps({ id, 'aria-describedby': `${id}-description` })} />
        <Thumb>
          <svg viewBox="0 0 12 12" width="12" height="12" aria-hidden="true">
            <path
              d={checked ? 'm2.5 6.5 2.5 2.5 4.5-5.5' : 'm3 3 6 6m0-6-6 6'}
              fill="none"
              stroke="currentColor"
              strokeWidth="1.75"
            />
          </svg>
        </Thumb>
      </SwitchRoot>
    </Setting>
  );
}

const Setting = styled('div')(({ theme }) => [
  {
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'space-between',
    gap: 16,
    maxWidth: 400,
    padding: 16,
    borderRadius: 12,
    border: '1px solid #e2e8f0',
    backgroundColor: '#fff',
  },
  theme.applyStyles('dark', {
    borderColor: '#314158',
    backgroundColor: '#0f172b',
  }),
]);

const Label = styled('label')({
  fontSize: 14,
  lineHeight: '20px',
  fontWeight: 600,
});

const Description = styled('p')(({ theme }) => [
  { margin: 0, fontSize: 13, color: '#45556c' },
  theme.applyStyles('dark', { color: '#90a1b9' }),
]);

const SwitchRoot = styled('span')(({ theme }) => [
  {
    position: 'relative',
    display: 'inline-block',
    flexShrink: 0,
    width: 48,
    height: 28,
    borderRadius: 999,
    backgroundColor: '#62748e',
    transition: 'background-color 150ms',
    '& input': {
      position: 'absolute',
      inset: 0,
      zIndex: 1,
      width: '100%',
      height: '100%',
      margin: 0,
      opacity: 0,
      cursor: 'pointer',
    },
    '&[data-checked]': { backgroundColor: '#155dfc' },
    '&[data-focus-visible]': { outline: '2px solid #155dfc', outlineOffset: 2 },
  },
  theme.applyStyles('dark', {
    '&[data-checked]': { backgroundColor: '#2b7fff' },
    '&[data-focus-visible]': { outlineColor: '#51a2ff' },
  }),
]);

const Thumb = styled('span')(({ theme }) => [
  {
    position: 'absolute',
    top: 3,
    insetInlineStart: 3,
    display: 'grid',
    placeItems: 'center',
    width: 22,
    height: 22,
    borderRadius: '50%',
    color: '#45556c',
    backgroundColor: '#fff',
    boxShadow: '0 1px 2px rgb(0 0 0 / 0.3)',
    transition: 'inset-inline-start 150ms',
    '[data-checked] > &': { insetInlineStart: 23, color: '#155dfc' },
  },
  theme.applyStyles('dark', {
    '[data-checked] > &': { color: '#1447e6' },
  }),
]);
