import * as React from 'react';
import { Switch, SwitchThumbSlotProps, switchClasses } from '@mui/base/Switch';
import { styled } from '@mui/system';

// Rendered in place of the thumb <span>. Base UI passes the owner state, so the
// icon can follow the switch; it is read here and not passed on to the DOM.
const ThemeThumb = React.forwardRef<HTMLSpanElement, SwitchThumbSlotProps>(
  function ThemeThumb({ ownerState, children, ...other }, ref) {
    return (
      <span ref={ref} {...other}>
        {ownerState.checked ? (
          <svg viewBox="0 0 24 24" width="14" height="14" aria-hidden>
            <path
              d="M20 14.5A8 8 0 0 1 9.5 4a8 8 0 1 0 10.5 10.5Z"
              fill="currentColor"
            />
          </svg>
        ) : (
          <svg viewBox="0 0 24 24" width="14" height="14" aria-hidden>
            <circle cx="12" cy="12" r="4.5" fill="currentColor" />
            <path
              d="M12 2v2.5M12 19.5V22M2 12h2.5M19.5 12H22M4.9 4.9l1.8 1.8M17.3 17.3l1.8 1.8M4.9 19.1l1.8-1.8M17.3 6.7l1.8-1.8"
              stroke="currentColor"
              strokeWidth="2"
              strokeLinecap="round"
            />
          </svg>
        )}
      </span>
    );
  },
);

export default function OverrideSwitchThumb() {
  const id = React.useId();

  return (
    <Row>
      <div>
        <Label htmlFor={id}>Dark editor theme</Label>
        <Description id={`${id}-description`}>
          Applies to the code editor only.
        </Description>
      </div>
      <StyledSwitch
        slots={{ thumb: ThemeThumb }}
        slotProps={{ input: { id, 'aria-describedby': `${id}-description` } }}
      />
    </Row>
  );
}

const Row = styled('div')({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: 16,
  width: '100%',
  maxWidth: 360,
});

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
  width: 52,
  height: 28,
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
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'center',
    width: 24,
    height: 24,
    borderRadius: '50%',
    backgroundColor: '#fff',
    color: '#e17100',
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
    insetInlineStart: 26,
    color: '#314158',
  },

  [`&.${switchClasses.focusVisible} .${switchClasses.track}`]: {
    outline: '2px solid #155dfc',
    outlineOffset: 2,
    ...theme.applyStyles('dark', { outlineColor: '#51a2ff' }),
  },
}));
