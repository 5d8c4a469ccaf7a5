import * as React from 'react';
import Autocomplete from '@mui/material/Autocomplete';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';

interface Person {
  name: string;
  role: string;
  initials: string;
}

const people: Person[] = [
  { name: 'Ana Ruiz', role: 'Product designer', initials: 'AR' },
  { name: 'Bilal Khan', role: 'Frontend engineer', initials: 'BK' },
  { name: 'Chloé Martin', role: 'Support lead', initials: 'CM' },
  { name: 'Daniel Osei', role: 'Data analyst', initials: 'DO' },
  { name: 'Eva Novak', role: 'Engineering manager', initials: 'EN' },
];

export default function AutocompleteCustomOption() {
  return (
    <Autocomplete
      options={people}
      getOptionLabel={(person) => person.name}
      sx={{ maxWidth: 360 }}
      renderOption={(props, person) => {
        const { key, ...optionProps } = props;
        return (
          <Box component="li" key={key} {...optionProps} sx={{ gap: 1.5 }}>
            <Avatar
              sx={{
                width: 32,
                height: 32,
                fontSize: 14,
                bgcolor: 'primary.main',
                color: 'primary.contrastText',
              }}
            >
              {person.initials}
            </Avatar>
            <div>
              <Typography variant="body2">{person.name}</Typography>
              <Typography variant="caption" sx={{ color: 'text.secondary' }}>
                {person.role}
              </Typography>
            </div>
          </Box>
        );
      }}
      renderInput={(params) => <TextField {...params} label="Assign to" />}
    />
  );
}
