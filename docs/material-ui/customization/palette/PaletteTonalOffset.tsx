import * as React from 'react';
import Box from '@mui/material/Box';
import Slider from '@mui/material/Slider';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { createTheme, type Palette } from '@mui/material/styles';

const MAIN = '#c77d1a';
const shades = ['light', 'main', 'dark'] as const;

function Swatches({ title, palette }: { title: string; palette: Palette }) {
  return (
    <div>
      <Typography variant="subtitle2" component="h3" gutterBottom>
        {title}
      </Typography>
      {shades.map((shade) => {
        const color = palette.primary[shade];
        return (
          <Box key={shade} sx={{ display: 'flex', alignItems: 'center', gap: 1.5 }}>
            <Box
              sx={{
                width: 72,
                py: 1,
                textAlign: 'center',
                fontSize: '1.25rem',
                fontWeight: 700,
                bgcolor: color,
                // contrastText is chosen for main; light and dark get their own pick.
                color:
                  shade === 'main'
                    ? palette.primary.contrastText
                    : palette.getContrastText(color),
              }}
            >
              Aa
            </Box>
            <Typography variant="caption" component="p">
              {shade} <code>{color}</code>
            </Typography>
          </Box>
        );
      })}
    </div>
  );
}

export default function PaletteTonalOffset() {
  const [tonalOffset, setTonalOffset] = React.useState(0.4);
  const [contrastThreshold, setContrastThreshold] = React.useState(4.5);
  const offsetLabelId = React.useId();
  const thresholdLabelId = React.useId();
  const defaults = React.useMemo(
    () => createTheme({ palette: { primary: { main: MAIN } } }).palette,
    [],
  );
  const custom = React.useMemo(
    () =>
      createTheme({
        palette: { primary: { main: MAIN }, tonalOffset, contrastThreshold },
      }).palette,
    [tonalOffset, contrastThreshold],
  );

  return (
    <Stack spacing={3}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={3}>
        <Box sx={{ flex: 1 }}>
          <Typography id={offsetLabelId} variant="body2" gutterBottom>
            tonalOffset: {tonalOffset}
          </Typography>
          <Slider
            aria-labelledby={offsetLabelId}
            value={tonalOffset}
            onChange={(_event, value) => setTonalOffset(value as number)}
            min={0.1}
            max={0.6}
            step={0.05}
          />
        </Box>
        <div>
          <Typography id={thresholdLabelId} variant="body2" gutterBottom>
            contrastThreshold
          </Typography>
          <ToggleButtonGroup
            aria-labelledby={thresholdLabelId}
            size="small"
            exclusive
            value={contrastThreshold}
            onChange={(_event, value: number | null) => {
              if (value !== null) setContrastThreshold(value);
            }}
          >
            {[3, 4.5, 7].map((value) => (
              <ToggleButton key={value} value={value}>
                {value}
              </ToggleButton>
            ))}
          </ToggleButtonGroup>
        </div>
      </Stack>
      <Box
        sx={{
          display: 'grid',
          gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' },
          gap: 3,
        }}
      >
        <Swatches title="Defaults (0.2 and 3)" palette={defaults} />
        <Swatches
          title={`tonalOffset ${tonalOffset}, contrastThreshold ${contrastThreshold}`}
          palette={custom}
        />
      </Box>
    </Stack>
  );
}
