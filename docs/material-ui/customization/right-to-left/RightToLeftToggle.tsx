import * as React from 'react';
import createCache from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import { prefixer } from 'stylis';
import rtlPlugin from 'stylis-plugin-rtl';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import Pagination from '@mui/material/Pagination';
import Paper from '@mui/material/Paper';
import Slider from '@mui/material/Slider';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { arEG } from '@mui/material/locale';
import { createTheme, ThemeProvider } from '@mui/material/styles';
import ArrowForwardIcon from '@mui/icons-material/ArrowForward';

type Direction = 'ltr' | 'rtl';

// One cache per direction: only the right-to-left one mirrors the styles.
const caches = {
  ltr: createCache({ key: 'toggleltr' }),
  rtl: createCache({ key: 'togglertl', stylisPlugins: [prefixer, rtlPlugin] }),
};

const themes = {
  ltr: createTheme({ direction: 'ltr' }),
  // arEG translates the labels that components add themselves, such as Pagination's.
  rtl: createTheme({ direction: 'rtl' }, arEG),
};

const text = {
  ltr: {
    lang: 'en',
    title: 'Playback',
    autoplay: 'Autoplay',
    volume: 'Volume',
    next: 'Next episode',
  },
  rtl: {
    lang: 'ar',
    title: 'التشغيل',
    autoplay: 'تشغيل تلقائي',
    volume: 'مستوى الصوت',
    next: 'الحلقة التالية',
  },
};

export default function RightToLeftToggle() {
  const [direction, setDirection] = React.useState<Direction>('rtl');
  const t = text[direction];
  const volumeId = React.useId();

  return (
    <Stack spacing={2}>
      <ToggleButtonGroup
        size="small"
        exclusive
        value={direction}
        onChange={(_event, next: Direction | null) => {
          if (next) setDirection(next);
        }}
        aria-label="Text direction"
      >
        <ToggleButton value="ltr">Left to right</ToggleButton>
        <ToggleButton value="rtl">Right to left</ToggleButton>
      </ToggleButtonGroup>
      <CacheProvider value={caches[direction]}>
        <ThemeProvider theme={themes[direction]}>
          <Paper
            variant="outlined"
            dir={direction}
            lang={t.lang}
            sx={{ p: 2, display: 'grid', gap: 2, maxWidth: 420 }}
          >
            <Typography variant="h6" component="h3">
              {t.title}
            </Typography>
            <FormControlLabel
              control={<Switch defaultChecked />}
              label={t.autoplay}
            />
            <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
              <Typography id={volumeId}>{t.volume}</Typography>
              <Slider defaultValue={60} aria-labelledby={volumeId} />
            </Stack>
            <Pagination count={8} defaultPage={3} />
            <Button
              variant="outlined"
              endIcon={
                <ArrowForwardIcon
                  sx={(theme) => ({
                    transform: theme.direction === 'rtl' ? 'scaleX(-1)' : 'none',
                  })}
                />
              }
              sx={{ justifySelf: 'start' }}
            >
              {t.next}
            </Button>
          </Paper>
        </ThemeProvider>
      </CacheProvider>
    </Stack>
  );
}
