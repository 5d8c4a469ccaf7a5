import * as React from 'react';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import useScrollTrigger from '@mui/material/useScrollTrigger';

const paragraphs = Array.from({ length: 8 }, (_, index) => index + 1);

export default function AppBarElevateOnScroll() {
  const [scroller, setScroller] = React.useState<HTMLElement | null>(null);
  const scrolled = useScrollTrigger({
    target: scroller ?? undefined,
    disableHysteresis: true,
    threshold: 0,
  });

  return (
    <Box
      ref={setScroller}
      tabIndex={0}
      aria-label="Article preview, scrollable"
      sx={{
        height: 280,
        overflow: 'auto',
        border: 1,
        borderColor: 'divider',
        borderRadius: 1,
      }}
    >
      <AppBar
        position="sticky"
        elevation={scrolled ? 4 : 0}
        color={scrolled ? 'primary' : 'default'}
      >
        <Toolbar variant="dense">
          <Typography variant="subtitle1" component="div">
            {scrolled ? 'Reading: The quiet office' : 'The quiet office'}
          </Typography>
        </Toolbar>
      </AppBar>
      <Box sx={{ p: 2 }}>
        {paragraphs.map((paragraph) => (
          <Typography key={paragraph} paragraph>
            Paragraph {paragraph}. Scroll inside this box: the bar above gains a
            shadow and a color as soon as the content moves under it, and loses them
            back at the top.
          </Typography>
        ))}
      </Box>
    </Box>
  );
}
