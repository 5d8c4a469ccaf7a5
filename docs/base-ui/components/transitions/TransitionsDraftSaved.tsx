import * as React from 'react';
import { CssAnimation } from '@mui/base/Transitions';
import { TransitionContext, useTransitionTrigger } from '@mui/base/useTransition';
import { keyframes, styled } from '@mui/system';

export default function TransitionsDraftSaved() {
  const [savedAt, setSavedAt] = React.useState('');
  const [open, setOpen] = React.useState(false);
  const saveRef = React.useRef<HTMLButtonElement>(null);
  const id = React.useId();
  // Tells CssAnimation when to enter and leave, and when it has finished leaving.
  const { contextValue, hasExited } = useTransitionTrigger(open);

  const save = () => {
    setSavedAt(
      new Intl.DateTimeFormat(undefined, { timeStyle: 'short' }).format(new Date()),
    );
    setOpen(true);
  };

  const dismiss = () => {
    setOpen(false);
    saveRef.current?.focus();
  };

  return (
    <Root>
      <Row>
        <label htmlFor={`${id}-subject`}>Subject</label>
        <Input id={`${id}-subject`} defaultValue="Q3 planning agenda" />
        <PrimaryButton ref={saveRef} type="button" onClick={save}>
          Save draft
        </PrimaryButton>
      </Row>
      <div role="status">
        <TransitionContext.Provider value={contextValue}>
          <Toast
            hidden={hasExited}
            enterClassName="enter"
            exitClassName="exit"
            enterAnimationName={toastIn.name}
            exitAnimationName={toastOut.name}
          >
            Draft saved at {savedAt}
            <DismissButton type="button" onClick={dismiss}>
              Dismiss
            </DismissButton>
          </Toast>
        </TransitionContext.Provider>
      </div>
    </Root>
  );
}

// `--toast-shift` is 0 for reduced motion, which leaves a fade. Keep an animation:
// CssAnimation waits for the exit animation to end before the toast is hidden.
const toastIn = keyframes`
  from { opacity: 0; translate: 0 var(--toast-shift); }
  to { opacity: 1; translate: 0 0; }
`;

const toastOut = keyframes`
  from { opacity: 1; translate: 0 0; }
  to { opacity: 0; translate: 0 var(--toast-shift); }
`;

const font =
  "-apple-system, BlinkMacSystemFont, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif";

const Root = styled('div')({
  display: 'flex',
  flexDirection: 'column',
  gap: 16,
  minHeight: 110,
  fontFamily: font,
  fontSize: 14,
  lineHeight: '20px',
});

const Row = styled('div')({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: 8,
  '& label': { fontWeight: 600 },
});

const Input = styled('input')(({ theme }) => ({
  width: 220,
  padding: '7px 10px',
  border: '1px solid #cbd5e1',
  borderRadius: 8,
  backgroundColor: '#fff',
  color: '#0f172a',
  font: 'inherit',
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

const Toast = styled(CssAnimation)(({ theme }) => ({
  '--toast-shift': '12px',
  display: 'inline-flex',
  alignItems: 'center',
  gap: 16,
  padding: '8px 8px 8px 14px',
  borderRadius: 10,
  backgroundColor: '#0f172a',
  color: '#f8fafc',
  boxShadow: '0 8px 24px rgb(15 23 42 / 0.2)',
  '&[hidden]': { display: 'none' },
  '&.enter': { animation: `${toastIn} 200ms ease-out forwards` },
  '&.exit': { animation: `${toastOut} 150ms ease-in forwards` },
  '@media (prefers-reduced-motion: reduce)': { '--toast-shift': '0px' },
  ...theme.applyStyles('dark', {
    backgroundColor: '#f1f5f9',
    color: '#0f172a',
    boxShadow: '0 8px 24px rgb(0 0 0 / 0.5)',
  }),
}));

const DismissButton = styled('button')(({ theme }) => ({
  padding: '4px 10px',
  border: 0,
  borderRadius: 6,
  backgroundColor: 'transparent',
  color: '#93c5fd',
  font: 'inherit',
  fontWeight: 600,
  cursor: 'pointer',
  '&:hover': { backgroundColor: 'rgb(255 255 255 / 0.1)' },
  '&:focus-visible': { outline: '2px solid #93c5fd', outlineOffset: 1 },
  ...theme.applyStyles('dark', {
    color: '#1d4ed8',
    '&:hover': { backgroundColor: 'rgb(15 23 42 / 0.08)' },
    '&:focus-visible': { outlineColor: '#1d4ed8' },
  }),
}));
