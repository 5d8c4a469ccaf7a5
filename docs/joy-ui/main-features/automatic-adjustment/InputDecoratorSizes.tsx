import * as React from 'react';
import Button from '@mui/joy/Button';
import IconButton from '@mui/joy/IconButton';
import Input from '@mui/joy/Input';
import Stack from '@mui/joy/Stack';
import MailOutline from '@mui/icons-material/MailOutline';
import SearchRounded from '@mui/icons-material/SearchRounded';
import TuneRounded from '@mui/icons-material/TuneRounded';

const SIZES = ['sm', 'md', 'lg'] as const;

export default function InputDecoratorSizes() {
  return (
    <Stack spacing={2}>
      {SIZES.map((size) => (
        <Stack
          key={size}
          direction="row"
          spacing={2}
          useFlexGap
          sx={{ flexWrap: 'wrap', alignItems: 'center' }}
        >
          <Input
            size={size}
            placeholder="Search invoices"
            aria-label={`Search invoices, size ${size}`}
            startDecorator={<SearchRounded />}
            endDecorator={
              <IconButton variant="soft" aria-label="Filters">
                <TuneRounded />
              </IconButton>
            }
            sx={{ width: 260 }}
          />
          <Input
            size={size}
            type="email"
            placeholder="you@company.com"
            aria-label={`Email for the newsletter, size ${size}`}
            startDecorator={<MailOutline />}
            endDecorator={<Button>Join</Button>}
            sx={{ width: 260 }}
          />
        </Stack>
      ))}
    </Stack>
  );
}
