import * as React from 'react';
import Select from '@mui/joy/Select';
import Option from '@mui/joy/Option';
import Avatar from '@mui/joy/Avatar';
import Box from '@mui/joy/Box';
import ListItemDecorator from '@mui/joy/ListItemDecorator';
import Typography from '@mui/joy/Typography';

const REVIEWERS = [
  { id: 'ak', name: 'Amara Kim', role: 'Design lead', initials: 'AK' },
  { id: 'jd', name: 'Jonas Dahl', role: 'Frontend engineer', initials: 'JD' },
  { id: 'lm', name: 'Lucia Moreno', role: 'Product manager', initials: 'LM' },
];

export default function SelectCustomOptions() {
  return (
    <Select
      aria-label="Reviewer"
      defaultValue="jd"
      sx={{ maxWidth: 280 }}
      slotProps={{ listbox: { sx: { '--ListItemDecorator-size': '44px' } } }}
      renderValue={(option) => {
        const person = REVIEWERS.find((reviewer) => reviewer.id === option?.value);
        return (
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
            <Avatar size="sm" aria-hidden="true" sx={{ '--Avatar-size': '24px' }}>
              {person?.initials}
            </Avatar>
            {person?.name}
          </Box>
        );
      }}
    >
      {REVIEWERS.map((person) => (
        <Option key={person.id} value={person.id} label={person.name}>
          <ListItemDecorator>
            <Avatar size="sm" aria-hidden="true">
              {person.initials}
            </Avatar>
          </ListItemDecorator>
          <Box>
            <Typography level="title-sm">{person.name}</Typography>
            <Typography level="body-xs">{person.role}</Typography>
          </Box>
        </Option>
      ))}
    </Select>
  );
}
