import * as React from 'react';
import Box from '@mui/material/Box';
import { Controls, OptionGroup, SxCode, formatSx } from './playground';

const colors = [
  'primary',
  'secondary',
  'success',
  'info',
  'warning',
  'error',
] as const;

const messages = {
  primary: 'A new version of the app is available.',
  secondary: 'You were mentioned in “Q3 roadmap”.',
  success: 'Your payment of €49.00 was received.',
  info: 'Maintenance is planned for Sunday at 02:00 UTC.',
  warning: 'Your card expires at the end of this month.',
  error: 'We couldn’t sync 3 contacts. Check your connection.',
};

export default function PalettePlayground() {
  const [color, setColor] = React.useState<(typeof colors)[number]>('success');
  const filled = { bgcolor: `${color}.main`, color: `${color}.contrastText` };
  const outlined = { borderColor: `${color}.main` };

  return (
    <div>
      <Controls>
        <OptionGroup
          label="palette key"
          options={colors}
          value={color}
          onChange={setColor}
        />
      </Controls>
      <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2, maxWidth: 480 }}>
        <Box
          sx={{ ...filled, px: 2, py: 1.5, borderRadius: 1, typography: 'body2' }}
        >
          {messages[color]}
        </Box>
        <Box
          sx={{
            px: 2,
            py: 1.5,
            border: 1,
            borderLeftWidth: 6,
            borderRadius: 1,
            typography: 'body2',
            // After border: the border shorthand resets the color.
            ...outlined,
          }}
        >
          {messages[color]}
        </Box>
      </Box>
      <SxCode>
        {`// filled\n${formatSx(filled)}\n\n// outlined (the text keeps its color)\n${formatSx(outlined)}`}
      </SxCode>
    </div>
  );
}
