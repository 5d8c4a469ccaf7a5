import * as React from 'react';
import Autocomplete from '@mui/joy/Autocomplete';
import FormControl from '@mui/joy/FormControl';
import FormLabel from '@mui/joy/FormLabel';

interface Member {
  name: string;
  team: string;
}

// Sorted by team, so that each group appears once.
const MEMBERS: Member[] = [
  { name: 'Amara Okafor', team: 'Design' },
  { name: 'Lucas Moreau', team: 'Design' },
  { name: 'Hana Suzuki', team: 'Engineering' },
  { name: 'Diego Fernández', team: 'Engineering' },
  { name: 'Priya Raman', team: 'Engineering' },
  { name: 'Jonas Becker', team: 'Marketing' },
  { name: 'Chloé Martin', team: 'Marketing' },
  { name: 'Samuel Osei', team: 'Support' },
];

export default function AutocompleteGrouped() {
  return (
    <FormControl sx={{ maxWidth: 320 }}>
      <FormLabel>Assignee</FormLabel>
      <Autocomplete
        placeholder="Search people"
        options={MEMBERS}
        groupBy={(member) => member.team}
        getOptionLabel={(member) => member.name}
      />
    </FormControl>
  );
}
