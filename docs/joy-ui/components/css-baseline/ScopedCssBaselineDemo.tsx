import * as React from 'react';
import ScopedCssBaseline from '@mui/joy/ScopedCssBaseline';
import Stack from '@mui/joy/Stack';
import Switch from '@mui/joy/Switch';
import Typography from '@mui/joy/Typography';

const SCHEMES = ['light', 'dark'] as const;

function ReceiptPanel({
  scheme,
  disableColorScheme,
}: {
  scheme: (typeof SCHEMES)[number];
  disableColorScheme: boolean;
}) {
  const selectId = React.useId();
  return (
    <ScopedCssBaseline
      data-joy-color-scheme={scheme}
      disableColorScheme={disableColorScheme}
      sx={{ flex: '1 1 220px', p: 2, borderRadius: 'sm' }}
    >
      <p style={{ marginTop: 0 }}>
        Order <strong>#4821</strong> shipped on 12 March ({scheme} scheme).
      </p>
      <label htmlFor={selectId}>Delivery speed </label>
      <select id={selectId} defaultValue="standard">
        <option value="standard">Standard</option>
        <option value="express">Express</option>
      </select>
    </ScopedCssBaseline>
  );
}

export default function ScopedCssBaselineDemo() {
  const [disabled, setDisabled] = React.useState(false);
  return (
    <Stack spacing={2}>
      <Typography
        component="label"
        level="body-sm"
        startDecorator={
          <Switch
            checked={disabled}
            onChange={(event) => setDisabled(event.target.checked)}
          />
        }
      >
        disableColorScheme
      </Typography>
      <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap' }}>
        {SCHEMES.map((scheme) => (
          <ReceiptPanel key={scheme} scheme={scheme} disableColorScheme={disabled} />
        ))}
      </Stack>
    </Stack>
  );
}
