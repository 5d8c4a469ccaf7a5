import * as React from 'react';
import { Box } from '@mui/system';
import { Choice, Controls, SxCode, formatSx } from './choices';

const paddingKeys = ['p', 'px', 'py', 'pt', 'pr', 'pb', 'pl'] as const;
const marginKeys = ['m', 'mx', 'my', 'mt', 'mr', 'mb', 'ml'] as const;
const steps = [0, 0.5, 1, 2, 3, 4, 6] as const;

export default function SpacingPlayground() {
  const [paddingKey, setPaddingKey] =
    React.useState<(typeof paddingKeys)[number]>('p');
  const [padding, setPadding] = React.useState<(typeof steps)[number]>(2);
  const [marginKey, setMarginKey] = React.useState<(typeof marginKeys)[number]>('m');
  const [margin, setMargin] = React.useState<(typeof steps)[number]>(3);
  const style = { [marginKey]: margin, [paddingKey]: padding };

  return (
    <div>
      <Controls>
        <Choice
          label="padding key"
          options={paddingKeys}
          value={paddingKey}
          onChange={setPaddingKey}
        />
        <Choice
          label="padding"
          options={steps}
          value={padding}
          onChange={setPadding}
        />
        <Choice
          label="margin key"
          options={marginKeys}
          value={marginKey}
          onChange={setMarginKey}
        />
        <Choice label="margin" options={steps} value={margin} onChange={setMargin} />
      </Controls>
      {/* The striped frame is the margin area; the tinted box is the padding. */}
      <Box
        sx={{
          display: 'flow-root',
          maxWidth: 420,
          border: '1px dashed',
          borderColor: 'text.secondary',
          borderRadius: 1,
          backgroundImage:
            'repeating-linear-gradient(45deg, transparent 0 6px, rgba(237, 108, 2, 0.25) 6px 8px)',
        }}
      >
        <Box
          sx={{
            ...style,
            bgcolor: 'primary.main',
            color: 'primary.contrastText',
            borderRadius: 1,
          }}
        >
          <Box
            sx={{
              p: 1,
              bgcolor: 'background.paper',
              color: 'text.primary',
              borderRadius: 0.5,
              typography: 'body2',
            }}
          >
            Order #4821 · shipped to Lisbon
          </Box>
        </Box>
      </Box>
      <SxCode>{formatSx(style)}</SxCode>
    </div>
  );
}
