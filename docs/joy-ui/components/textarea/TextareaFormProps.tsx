import * as React from 'react';
import Textarea from '@mui/joy/Textarea';
import FormControl from '@mui/joy/FormControl';
import FormLabel from '@mui/joy/FormLabel';
import FormHelperText from '@mui/joy/FormHelperText';
import Stack from '@mui/joy/Stack';

export default function TextareaFormProps() {
  return (
    <Stack spacing={2} sx={{ maxWidth: 360 }}>
      <FormControl required>
        <FormLabel>Reason for return</FormLabel>
        <Textarea name="reason" minRows={2} placeholder="Tell us what went wrong" />
        <FormHelperText>
          We read every answer before approving a refund.
        </FormHelperText>
      </FormControl>
      <FormControl>
        <FormLabel>Order notes</FormLabel>
        <Textarea
          name="notes"
          readOnly
          defaultValue="Leave the parcel at reception."
        />
        <FormHelperText>Notes cannot be changed after dispatch.</FormHelperText>
      </FormControl>
      <FormControl disabled>
        <FormLabel>Gift message</FormLabel>
        <Textarea name="gift" placeholder="Not available for this item" />
      </FormControl>
    </Stack>
  );
}
