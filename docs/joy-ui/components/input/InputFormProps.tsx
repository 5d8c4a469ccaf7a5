import * as React from 'react';
import FormControl from '@mui/joy/FormControl';
import FormHelperText from '@mui/joy/FormHelperText';
import FormLabel from '@mui/joy/FormLabel';
import Input from '@mui/joy/Input';
import Stack from '@mui/joy/Stack';

export default function InputFormProps() {
  return (
    <Stack spacing={2} sx={{ maxWidth: 320 }}>
      <FormControl required>
        <FormLabel>Company name</FormLabel>
        <Input placeholder="Northwind Traders" name="company" />
        <FormHelperText>Shown on invoices and receipts.</FormHelperText>
      </FormControl>
      <FormControl>
        <FormLabel>VAT number</FormLabel>
        <Input defaultValue="FR 40 303 265 045" name="vat" readOnly />
        <FormHelperText>Contact support to change it.</FormHelperText>
      </FormControl>
      <FormControl disabled>
        <FormLabel>Workspace URL</FormLabel>
        <Input defaultValue="northwind.example.app" name="workspace" />
        {/* It explains why the field is disabled, so it keeps its normal contrast. */}
        <FormHelperText sx={{ color: 'text.tertiary' }}>
          Available on the Business plan.
        </FormHelperText>
      </FormControl>
    </Stack>
  );
}
