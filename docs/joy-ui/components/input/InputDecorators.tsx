import * as React from 'react';
import Chip from '@mui/joy/Chip';
import Input from '@mui/joy/Input';
import Stack from '@mui/joy/Stack';
import Typography from '@mui/joy/Typography';
import MailOutlineRounded from '@mui/icons-material/MailOutlineRounded';
import LanguageRounded from '@mui/icons-material/LanguageRounded';

export default function InputDecorators() {
  return (
    <Stack spacing={1.5} sx={{ maxWidth: 320 }}>
      <Input
        aria-label="Invoice amount"
        defaultValue="1,250.00"
        startDecorator={<Typography textColor="text.tertiary">$</Typography>}
        endDecorator={
          <Chip size="sm" variant="soft">
            USD
          </Chip>
        }
      />
      <Input
        type="email"
        aria-label="Work email"
        placeholder="you@company.com"
        startDecorator={<MailOutlineRounded />}
      />
      <Input
        aria-label="Company website"
        placeholder="northwind.example"
        startDecorator={<Typography textColor="text.tertiary">https://</Typography>}
        endDecorator={<LanguageRounded />}
      />
    </Stack>
  );
}
