import * as React from 'react';
import { Portal } from '@mui/base/Portal';
import { styled } from '@mui/system';

export default function PortalHeaderSlot() {
  const [slot, setSlot] = React.useState<HTMLDivElement | null>(null);
  const [saved, setSaved] = React.useState(false);
  const [inPlace, setInPlace] = React.useState(false);

  return (
    <Frame>
      <Header>
        <AppName>Acme Workspace</AppName>
        {/* The banner below is rendered into this element. */}
        <div ref={setSlot} />
      </Header>
      <Body>
        <Title>Profile settings</Title>
        <Controls>
          <PrimaryButton type="button" onClick={() => setSaved(true)}>
            Save changes
          </PrimaryButton>
          <Checkbox>
            <input
              type="checkbox"
              checked={inPlace}
              onChange={(event) => setInPlace(event.target.checked)}
            />
            Render in place
          </Checkbox>
        </Controls>
        {saved && (
          <Portal container={slot} disablePortal={inPlace}>
            <Banner role="status">
              Changes saved
              <DismissButton
                type="button"
                aria-label="Dismiss"
                onClick={() => setSaved(false)}
              >
                ×
              </DismissButton>
            </Banner>
          </Portal>
        )}
      </Body>
    </Frame>
  );
}

const Frame = styled('div')(({ theme }) => ({
  maxWidth: 520,
  overflow: 'hidden',
  border: '1px solid #e2e8f0',
  borderRadius: 12,
  color: '#0f172a',
  fontFamily:
    "-apple-system, BlinkMacSystemFont, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif",
  fontSize: 14,
  lineHeight: '20px',
  ...theme.applyStyles('dark', { borderColor: '#334155', color: '#f1f5f9' }),
}));

const Header = styled('div')(({ theme }) => ({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: 12,
  minHeight: 36,
  padding: '8px 16px',
  backgroundColor: '#f1f5f9',
  ...theme.applyStyles('dark', { backgroundColor: '#1e293b' }),
}));

const AppName = styled('span')({
  fontWeight: 700,
});

const Body = styled('div')({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: 12,
  padding: 16,
});

const Title = styled('h3')({
  margin: 0,
  color: 'inherit',
  fontFamily: 'inherit',
  fontSize: 16,
  fontWeight: 700,
  lineHeight: '24px',
});

const Controls = styled('div')({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: 16,
});

const Checkbox = styled('label')({
  display: 'flex',
  alignItems: 'center',
  gap: 8,
  cursor: 'pointer',
  '& input': { width: 16, height: 16, margin: 0, accentColor: '#2563eb' },
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

const Banner = styled('div')(({ theme }) => ({
  display: 'inline-flex',
  alignItems: 'center',
  gap: 8,
  padding: '2px 4px 2px 10px',
  borderRadius: 999,
  backgroundColor: '#dcfce7',
  color: '#166534',
  fontWeight: 600,
  ...theme.applyStyles('dark', { backgroundColor: '#14532d', color: '#dcfce7' }),
}));

const DismissButton = styled('button')(({ theme }) => ({
  width: 24,
  height: 24,
  padding: 0,
  border: 0,
  borderRadius: 999,
  backgroundColor: 'transparent',
  color: 'inherit',
  font: 'inherit',
  fontSize: 16,
  lineHeight: '24px',
  cursor: 'pointer',
  '&:hover': { backgroundColor: 'rgb(22 101 52 / 0.15)' },
  '&:focus-visible': { outline: '2px solid #15803d', outlineOffset: 1 },
  ...theme.applyStyles('dark', {
    '&:hover': { backgroundColor: 'rgb(220 252 231 / 0.15)' },
    '&:focus-visible': { outlineColor: '#4ade80' },
  }),
}));
