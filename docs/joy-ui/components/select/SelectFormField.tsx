import * as React from 'react';
import Select from '@mui/joy/Select';
import Option from '@mui/joy/Option';
import Button from '@mui/joy/Button';
import FormControl from '@mui/joy/FormControl';
import FormLabel from '@mui/joy/FormLabel';
import FormHelperText from '@mui/joy/FormHelperText';
import Stack from '@mui/joy/Stack';
import Typography from '@mui/joy/Typography';

export default function SelectFormField() {
  const [submitted, setSubmitted] = React.useState<string | null>(null);
  return (
    <Stack
      component="form"
      spacing={2}
      sx={{ maxWidth: 320 }}
      onSubmit={(event: React.FormEvent<HTMLFormElement>) => {
        event.preventDefault();
        const data = new FormData(event.currentTarget);
        setSubmitted(String(data.get('country')));
      }}
    >
      <FormControl required>
        <FormLabel>Billing country</FormLabel>
        <Select
          name="country"
          required
          placeholder="Select a country"
          // Joy's placeholder opacity, 0.64, leaves the text below 4.5:1 in light mode.
          sx={{ '--Select-placeholderOpacity': 0.75 }}
        >
          <Option value="CA">Canada</Option>
          <Option value="DE">Germany</Option>
          <Option value="JP">Japan</Option>
          <Option value="US">United States</Option>
        </Select>
        <FormHelperText>Used to calculate sales tax on invoices.</FormHelperText>
      </FormControl>
      <Button type="submit" sx={{ alignSelf: 'flex-start' }}>
        Save billing details
      </Button>
      <Typography level="body-sm" aria-live="polite">
        {submitted ? `Submitted country code: ${submitted}` : ''}
      </Typography>
    </Stack>
  );
}
