import * as React from 'react';
import createCache from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import { prefixer } from 'stylis';
import rtlPlugin from 'stylis-plugin-rtl';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { createTheme, ThemeProvider } from '@mui/material/styles';
import SendIcon from '@mui/icons-material/Send';

// Mirrors left and right in every style it inserts: margins, padding, positions.
// The key prefixes class names; every cache on a page needs its own.
const rtlCache = createCache({
  key: 'rtlform',
  stylisPlugins: [prefixer, rtlPlugin],
});

// Tells components that compute layout in JavaScript (sliders, menus, tabs).
const rtlTheme = createTheme({ direction: 'rtl' });

export default function RightToLeftForm() {
  return (
    <CacheProvider value={rtlCache}>
      <ThemeProvider theme={rtlTheme}>
        <Box
          component="form"
          dir="rtl"
          lang="ar"
          noValidate
          onSubmit={(event: React.FormEvent) => event.preventDefault()}
          sx={{ display: 'grid', gap: 2, maxWidth: 400 }}
        >
          <Typography variant="h6" component="h3">
            تواصل معنا
          </Typography>
          <TextField label="الاسم" name="name" autoComplete="name" required />
          <TextField
            label="البريد الإلكتروني"
            name="email"
            type="email"
            autoComplete="email"
            required
          />
          <TextField label="الرسالة" name="message" multiline minRows={3} />
          <Button
            type="submit"
            variant="contained"
            // The icon points the way the text reads, so it is mirrored.
            endIcon={<SendIcon sx={{ transform: 'scaleX(-1)' }} />}
            sx={{ justifySelf: 'start' }}
          >
            إرسال
          </Button>
        </Box>
      </ThemeProvider>
    </CacheProvider>
  );
}
