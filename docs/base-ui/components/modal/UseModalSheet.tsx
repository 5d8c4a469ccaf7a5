import * as React from 'react';
import { unstable_useModal as useModal } from '@mui/base/unstable_useModal';
import { Portal } from '@mui/base/Portal';
import { FocusTrap } from '@mui/base/FocusTrap';
import { styled } from '@mui/system';

const options = [
  { name: 'mentions', label: 'Mentions and replies' },
  { name: 'digest', label: 'Weekly email digest' },
  { name: 'updates', label: 'Product updates' },
] as const;

type Preferences = Record<(typeof options)[number]['name'], boolean>;

export default function UseModalSheet() {
  const [open, setOpen] = React.useState(false);
  const [preferences, setPreferences] = React.useState<Preferences>({
    mentions: true,
    digest: true,
    updates: false,
  });
  const id = React.useId();
  const enabled = options.filter((option) => preferences[option.name]).length;

  return (
    <Root>
      <Row>
        <SecondaryButton type="button" onClick={() => setOpen(true)}>
          Notification settings
        </SecondaryButton>
        <p>
          {enabled} of {options.length} notifications on
        </p>
      </Row>
      <Sheet open={open} onClose={() => setOpen(false)} labelledBy={`${id}-title`}>
        <Header>
          <Title id={`${id}-title`}>Notifications</Title>
          <CloseButton
            type="button"
            aria-label="Close"
            onClick={() => setOpen(false)}
          >
            ×
          </CloseButton>
        </Header>
        <Options>
          {options.map((option) => (
            <label key={option.name}>
              <input
                type="checkbox"
                checked={preferences[option.name]}
                onChange={(event) =>
                  setPreferences({
                    ...preferences,
                    [option.name]: event.target.checked,
                  })
                }
              />
              {option.label}
            </label>
          ))}
        </Options>
        <PrimaryButton type="button" onClick={() => setOpen(false)}>
          Done
        </PrimaryButton>
      </Sheet>
    </Root>
  );
}

interface SheetProps {
  open: boolean;
  onClose: () => void;
  labelledBy: string;
  children: React.ReactNode;
}

function Sheet({ open, onClose, labelledBy, children }: SheetProps) {
  const { getRootProps, getBackdropProps, portalRef } = useModal({
    open,
    onClose,
    rootRef: null,
    // Only used to detect a transition child; this sheet has none.
    children: null,
  });

  if (!open) {
    return null;
  }

  return (
    <Portal ref={portalRef}>
      <SheetRoot {...getRootProps()}>
        <Backdrop {...getBackdropProps()} />
        <FocusTrap open>
          <Panel
            role="dialog"
            aria-modal="true"
            aria-labelledby={labelledBy}
            tabIndex={-1}
          >
            {children}
          </Panel>
        </FocusTrap>
      </SheetRoot>
    </Portal>
  );
}

/** The backdrop props include `open`, which is not an attribute of a div. */
const Backdrop = styled(
  React.forwardRef<
    HTMLDivElement,
    React.HTMLAttributes<HTMLDivElement> & { open?: boolean }
  >(function Backdrop(props, ref) {
    const { open, ...other } = props;
    return <div ref={ref} {...other} />;
  }),
)({
  position: 'fixed',
  inset: 0,
  backgroundColor: 'rgb(15 23 42 / 0.6)',
});

const font =
  "-apple-system, BlinkMacSystemFont, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif";

const Root = styled('div')({
  fontFamily: font,
  fontSize: 14,
  lineHeight: '20px',
  '& p': { margin: 0 },
});

const Row = styled('div')({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: 16,
});

const SheetRoot = styled('div')({
  position: 'fixed',
  inset: 0,
  zIndex: 1300,
  fontFamily: font,
  fontSize: 14,
  lineHeight: '20px',
});

const Panel = styled('div')(({ theme }) => ({
  position: 'absolute',
  top: 0,
  right: 0,
  bottom: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: 24,
  width: 340,
  maxWidth: '100%',
  padding: 24,
  boxSizing: 'border-box',
  backgroundColor: '#fff',
  color: '#0f172a',
  boxShadow: '-12px 0 32px rgb(15 23 42 / 0.25)',
  outline: 'none',
  ...theme.applyStyles('dark', {
    backgroundColor: '#1e293b',
    color: '#f1f5f9',
    boxShadow: '-12px 0 32px rgb(0 0 0 / 0.6)',
  }),
}));

const Header = styled('div')({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
});

const Title = styled('h2')({
  margin: 0,
  color: 'inherit',
  fontFamily: 'inherit',
  fontSize: 18,
  fontWeight: 700,
  lineHeight: '28px',
});

const Options = styled('div')({
  display: 'flex',
  flexDirection: 'column',
  gap: 16,
  flexGrow: 1,
  '& label': { display: 'flex', alignItems: 'center', gap: 10, cursor: 'pointer' },
  '& input': { width: 16, height: 16, margin: 0, accentColor: '#2563eb' },
});

const buttonBase = {
  border: '1px solid transparent',
  borderRadius: 8,
  font: 'inherit',
  fontWeight: 600,
  cursor: 'pointer',
};

const SecondaryButton = styled('button')(({ theme }) => ({
  ...buttonBase,
  padding: '7px 13px',
  borderColor: '#cbd5e1',
  backgroundColor: '#fff',
  color: '#0f172a',
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

const CloseButton = styled('button')(({ theme }) => ({
  ...buttonBase,
  width: 32,
  height: 32,
  padding: 0,
  backgroundColor: 'transparent',
  color: '#475569',
  fontSize: 22,
  lineHeight: '30px',
  '&:hover': { backgroundColor: '#f1f5f9' },
  '&:focus-visible': { outline: '2px solid #2563eb', outlineOffset: 2 },
  ...theme.applyStyles('dark', {
    color: '#cbd5e1',
    '&:hover': { backgroundColor: '#334155' },
    '&:focus-visible': { outlineColor: '#60a5fa' },
  }),
}));

const PrimaryButton = styled('button')(({ theme }) => ({
  ...buttonBase,
  padding: '9px 14px',
  backgroundColor: '#2563eb',
  color: '#fff',
  '&:hover': { backgroundColor: '#1d4ed8' },
  '&:focus-visible': { outline: '2px solid #2563eb', outlineOffset: 2 },
  ...theme.applyStyles('dark', {
    '&:focus-visible': { outlineColor: '#60a5fa' },
  }),
}));
