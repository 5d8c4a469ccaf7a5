import * as React from 'react';
import Box from '@mui/joy/Box';
import FormControl from '@mui/joy/FormControl';
import FormLabel from '@mui/joy/FormLabel';
import Radio from '@mui/joy/Radio';
import RadioGroup from '@mui/joy/RadioGroup';
import Sheet from '@mui/joy/Sheet';
import CreditCardRounded from '@mui/icons-material/CreditCardRounded';
import AccountBalanceRounded from '@mui/icons-material/AccountBalanceRounded';
import AccountBalanceWalletRounded from '@mui/icons-material/AccountBalanceWalletRounded';

const METHODS = [
  { value: 'card', label: 'Card', icon: <CreditCardRounded /> },
  { value: 'bank', label: 'Bank transfer', icon: <AccountBalanceRounded /> },
  { value: 'wallet', label: 'Wallet', icon: <AccountBalanceWalletRounded /> },
];

export default function RadioIcons() {
  const [method, setMethod] = React.useState('card');
  return (
    <FormControl>
      <FormLabel>Payment method</FormLabel>
      <RadioGroup
        orientation="horizontal"
        overlay
        disableIcon
        value={method}
        onChange={(event) => setMethod(event.target.value)}
        sx={{ '--RadioGroup-gap': '0px', gap: 1.5, flexWrap: 'wrap' }}
      >
        {METHODS.map((item) => {
          const checked = method === item.value;
          return (
            <Sheet key={item.value} sx={{ width: 104, p: 1.5, borderRadius: 'md' }}>
              <Radio
                value={item.value}
                variant={checked ? 'soft' : 'outlined'}
                color={checked ? 'primary' : 'neutral'}
                sx={{ width: '100%', justifyContent: 'center' }}
                label={
                  <Box
                    component="span"
                    sx={{
                      display: 'flex',
                      flexDirection: 'column',
                      alignItems: 'center',
                      gap: 1,
                      fontSize: 'sm',
                    }}
                  >
                    {item.icon}
                    {item.label}
                  </Box>
                }
              />
            </Sheet>
          );
        })}
      </RadioGroup>
    </FormControl>
  );
}
