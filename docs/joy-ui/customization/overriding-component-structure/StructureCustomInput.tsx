import * as React from 'react';
import FormControl from '@mui/joy/FormControl';
import FormHelperText from '@mui/joy/FormHelperText';
import FormLabel from '@mui/joy/FormLabel';
import Input from '@mui/joy/Input';
import CreditCard from '@mui/icons-material/CreditCard';

// An <input> that groups the digits of a card number in fours.
// A masking library's input component plugs in the same way.
const CardNumberInput = React.forwardRef<
  HTMLInputElement,
  React.InputHTMLAttributes<HTMLInputElement>
>(function CardNumberInput({ onChange, ...other }, ref) {
  return (
    <input
      {...other}
      ref={ref}
      inputMode="numeric"
      maxLength={19}
      onChange={(event) => {
        const digits = event.target.value.replace(/\D/g, '').slice(0, 16);
        event.target.value = digits.replace(/(\d{4})(?=\d)/g, '$1 ');
        onChange?.(event);
      }}
    />
  );
});

export default function StructureCustomInput() {
  const [value, setValue] = React.useState('');
  return (
    <FormControl sx={{ maxWidth: 320 }}>
      <FormLabel>Card number</FormLabel>
      <Input
        value={value}
        onChange={(event) => setValue(event.target.value)}
        autoComplete="cc-number"
        placeholder="1234 5678 9012 3456"
        startDecorator={<CreditCard />}
        // The input slot keeps Joy's styles but renders CardNumberInput.
        slotProps={{ input: { component: CardNumberInput } }}
      />
      <FormHelperText>{value.replace(/\s/g, '').length} of 16 digits</FormHelperText>
    </FormControl>
  );
}
