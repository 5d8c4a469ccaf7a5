import React, { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import AddRoundedIcon from '@mui/icons-material/AddRounded';
import RestartAltRoundedIcon from '@mui/icons-material/RestartAltRounded';
import { templatePath } from '../catalog';
import BrandMark from '../shared/BrandMark';
import Main from '../shared/Main';

const EXTRA_PARAGRAPHS = [
  'The page is a column that is at least as tall as the window. The header and footer take the height they need, and the main area takes whatever is left.',
  'Because the main area grows instead of the footer moving, nothing jumps when the window is resized: the footer simply rides on the bottom edge.',
  'Once the content is taller than the window, the main area stops growing and the footer follows the content like any other block.',
  'No fixed positioning is involved, so the footer never covers content and needs no padding to make room for it.',
  'The same three rules work for any layout: a flex column with a minimum height of the viewport, and a main area that is allowed to grow.',
];

/** A wireframe of this page that grows with it: header, a main area that flexes, footer. */
function LayoutDiagram({ notes }: { notes: number }) {
  const block = {
    borderRadius: 1.5,
    px: 1.5,
    py: 1,
    fontSize: 12,
    fontWeight: 700,
    fontFamily: 'ui-monospace, SFMono-Regular, Menlo, monospace',
  };
  return (
    <Paper
      variant="outlined"
      sx={{ p: 2, position: { md: 'sticky' }, top: 24 }}
      role="img"
      aria-label={`Diagram: header, main area with ${notes} added notes, footer pinned below`}
    >
      <Stack spacing={1} sx={{ minHeight: 260, height: '100%' }}>
        <Box sx={{ ...block, bgcolor: 'action.selected' }}>header</Box>
        <Box
          sx={(theme) => ({
            ...block,
            flex: 1,
            minHeight: 120 + notes * 28,
            transition: 'min-height 250ms ease',
            border: '2px dashed',
            borderColor: 'primary.main',
            color: 'primary.main',
            bgcolor: `rgba(${theme.vars!.palette.primary.mainChannel} / 0.06)`,
            display: 'flex',
            flexDirection: 'column',
            gap: 0.75,
          })}
        >
          main {'{ flex: 1 }'}
          {Array.from({ length: Math.min(notes, 6) }, (_, index) => (
            <Box key={index} sx={{ height: 14, borderRadius: 1, bgcolor: 'primary.main', opacity: 0.25 }} />
          ))}
        </Box>
        <Box sx={{ ...block, bgcolor: 'text.primary', color: 'background.paper' }}>footer</Box>
      </Stack>
    </Paper>
  );
}

/** A short page whose footer sits on the bottom of the viewport until the content pushes it down. */
export default function StickyFooter() {
  const [extra, setExtra] = useState(0);
  return (
    <Box sx={{ flex: 1, display: 'flex', flexDirection: 'column' }}>
      <Box component="header" sx={{ borderBottom: 1, borderColor: 'divider', bgcolor: 'background.paper' }}>
        <Container maxWidth="lg" sx={{ py: 2 }}>
          <Link
            href={templatePath('marketing')}
            underline="none"
            aria-label="Tandem home"
            sx={{ display: 'inline-flex' }}
          >
            <BrandMark name="Tandem" size={24} />
          </Link>
        </Container>
      </Box>
      <Main sx={{ flex: 1 }}>
        <Container
          maxWidth="lg"
          sx={{
            py: { xs: 5, md: 8 },
            display: 'grid',
            gap: { xs: 4, md: 8 },
            gridTemplateColumns: { xs: '1fr', md: 'minmax(0, 1fr) 300px' },
            alignItems: 'start',
          }}
        >
          <Box>
            <Typography variant="overline" color="primary" component="p">
              Layout pattern
            </Typography>
            <Typography component="h1" variant="h3" sx={{ fontSize: { xs: '2rem', md: '2.75rem' } }}>
              A footer that stays down
            </Typography>
            <Typography
              variant="h6"
              component="p"
              color="text.secondary"
              sx={{ mt: 2, fontWeight: 400, maxWidth: 640 }}
            >
              On a short page the footer rests on the bottom of the window instead of floating halfway up. Add a few
              paragraphs to see it move down once the content needs the room.
            </Typography>
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ mt: 4 }}>
              <Button
                variant="contained"
                startIcon={<AddRoundedIcon />}
                onClick={() => setExtra((count) => count + 1)}
                aria-controls="sticky-footer-notes"
              >
                Add a paragraph
              </Button>
              <Button
                variant="outlined"
                startIcon={<RestartAltRoundedIcon />}
                onClick={() => setExtra(0)}
                disabled={extra === 0}
              >
                Reset
              </Button>
            </Stack>
            <Stack id="sticky-footer-notes" spacing={2} sx={{ mt: 4 }} aria-live="polite">
              {Array.from({ length: extra }, (_, index) => (
                <Paper key={index} variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
                  <Typography variant="subtitle2" color="primary" component="h2" gutterBottom>
                    Note {index + 1}
                  </Typography>
                  <Typography color="text.secondary">{EXTRA_PARAGRAPHS[index % EXTRA_PARAGRAPHS.length]}</Typography>
                </Paper>
              ))}
            </Stack>
          </Box>
          <Box sx={{ display: { xs: 'none', md: 'block' } }}>
            <LayoutDiagram notes={extra} />
          </Box>
        </Container>
      </Main>
      <Box component="footer" sx={{ py: 3, bgcolor: 'background.paper', borderTop: 1, borderColor: 'divider' }}>
        <Container maxWidth="lg">
          <Stack
            direction={{ xs: 'column', sm: 'row' }}
            spacing={1}
            sx={{ justifyContent: 'space-between', alignItems: { sm: 'center' } }}
          >
            <Typography variant="body2" color="text.secondary">
              © 2026 Tandem Labs. This footer is pinned by layout, not by position: fixed.
            </Typography>
            <Stack direction="row" spacing={2}>
              <Link href={templatePath('marketing')} variant="body2" color="text.secondary">
                Home
              </Link>
              <Link href={templatePath('blog')} variant="body2" color="text.secondary">
                Blog
              </Link>
            </Stack>
          </Stack>
        </Container>
      </Box>
    </Box>
  );
}
