import * as React from 'react';
import Box from '@mui/joy/Box';
import Breadcrumbs from '@mui/joy/Breadcrumbs';
import IconButton from '@mui/joy/IconButton';
import Input from '@mui/joy/Input';
import Link from '@mui/joy/Link';
import Stack from '@mui/joy/Stack';
import Typography from '@mui/joy/Typography';
import ChevronRight from '@mui/icons-material/ChevronRight';
import KeyboardArrowLeft from '@mui/icons-material/KeyboardArrowLeft';
import KeyboardArrowRight from '@mui/icons-material/KeyboardArrowRight';
import Send from '@mui/icons-material/Send';

// Flips an icon horizontally when it is inside a right-to-left element.
const mirror = { '[dir="rtl"] &': { transform: 'scaleX(-1)' } };

export default function RtlMirroredIcons() {
  const [page, setPage] = React.useState(2);
  return (
    <Box dir="rtl" sx={{ maxWidth: 360 }}>
      <Stack spacing={2}>
        <Breadcrumbs
          aria-label="Folder path"
          separator={<ChevronRight fontSize="small" sx={mirror} />}
        >
          <Link href="#projects" color="neutral">
            Projects
          </Link>
          <Link href="#website" color="neutral">
            Website
          </Link>
          <Typography>Budget</Typography>
        </Breadcrumbs>
        <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center' }}>
          <IconButton
            variant="outlined"
            aria-label="Previous page"
            disabled={page === 1}
            onClick={() => setPage((value) => value - 1)}
          >
            <KeyboardArrowLeft sx={mirror} />
          </IconButton>
          <Typography level="body-sm" aria-live="polite">
            Page {page} of 5
          </Typography>
          <IconButton
            variant="outlined"
            aria-label="Next page"
            disabled={page === 5}
            onClick={() => setPage((value) => value + 1)}
          >
            <KeyboardArrowRight sx={mirror} />
          </IconButton>
        </Stack>
        <Input
          aria-label="Message"
          placeholder="Write a message"
          endDecorator={
            <IconButton variant="solid" color="primary" aria-label="Send">
              <Send sx={mirror} />
            </IconButton>
          }
          slotProps={{
            endDecorator: {
              // Input pulls the button to its right edge; in RTL, that edge is on the left.
              sx: {
                '[dir="rtl"] &': {
                  '--IconButton-margin':
                    '0 0 0 calc(var(--Input-decoratorChildOffset) * -1)',
                },
              },
            },
          }}
        />
      </Stack>
    </Box>
  );
}
