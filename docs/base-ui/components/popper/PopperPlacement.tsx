import * as React from 'react';
import { Popper, PopperPlacementType } from '@mui/base/Popper';
import { styled } from '@mui/system';

const modifiers = [{ name: 'offset', options: { offset: [0, 8] } }];

// A 3 × 3 grid around the anchor; the middle cell stays empty.
const placements: (PopperPlacementType | null)[] = [
  'top-start',
  'top',
  'top-end',
  'left',
  null,
  'right',
  'bottom-start',
  'bottom',
  'bottom-end',
];

export default function PopperPlacement() {
  const [placement, setPlacement] = React.useState<PopperPlacementType>('bottom');
  const [anchorEl, setAnchorEl] = React.useState<HTMLDivElement | null>(null);
  const name = React.useId();

  return (
    <Root>
      <Fieldset>
        <Legend>Placement</Legend>
        <Grid>
          {placements.map((option) =>
            option === null ? (
              <span key="anchor" />
            ) : (
              <Option key={option}>
                <input
                  type="radio"
                  name={name}
                  value={option}
                  checked={placement === option}
                  onChange={() => setPlacement(option)}
                />
                {option}
              </Option>
            ),
          )}
        </Grid>
      </Fieldset>
      <Stage>
        <Anchor ref={setAnchorEl}>Anchor</Anchor>
        <Bubble
          open={anchorEl !== null}
          anchorEl={anchorEl}
          placement={placement}
          modifiers={modifiers}
        >
          {({ placement: current }) => `Placed at ${current}`}
        </Bubble>
      </Stage>
    </Root>
  );
}

const font =
  "-apple-system, BlinkMacSystemFont, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif";

const Root = styled('div')({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: 24,
  fontFamily: font,
  fontSize: 14,
  lineHeight: '20px',
});

const Fieldset = styled('fieldset')(({ theme }) => ({
  margin: 0,
  padding: '8px 12px 12px',
  border: '1px solid #e2e8f0',
  borderRadius: 12,
  ...theme.applyStyles('dark', { borderColor: '#334155' }),
}));

const Legend = styled('legend')({
  padding: '0 4px',
  fontWeight: 600,
});

const Grid = styled('div')({
  display: 'grid',
  gridTemplateColumns: 'repeat(3, auto)',
  gap: '8px 16px',
});

const Option = styled('label')({
  display: 'flex',
  alignItems: 'center',
  gap: 6,
  cursor: 'pointer',
  '& input': { margin: 0, accentColor: '#2563eb' },
});

const Stage = styled('div')({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: 380,
  maxWidth: '100%',
  height: 200,
});

const Anchor = styled('div')(({ theme }) => ({
  padding: '10px 20px',
  border: '2px dashed #94a3b8',
  borderRadius: 8,
  color: '#475569',
  fontWeight: 600,
  ...theme.applyStyles('dark', { borderColor: '#64748b', color: '#cbd5e1' }),
}));

const Bubble = styled(Popper)({
  zIndex: 1500,
  padding: '6px 10px',
  borderRadius: 6,
  backgroundColor: '#2563eb',
  color: '#fff',
  fontFamily: font,
  fontSize: 12,
  fontWeight: 600,
  lineHeight: '20px',
  whiteSpace: 'nowrap',
});
