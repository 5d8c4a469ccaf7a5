import * as React from 'react';
import Autocomplete from '@mui/joy/Autocomplete';
import AutocompleteOption from '@mui/joy/AutocompleteOption';
import Avatar from '@mui/joy/Avatar';
import FormControl from '@mui/joy/FormControl';
import FormLabel from '@mui/joy/FormLabel';
import ListItemContent from '@mui/joy/ListItemContent';
import ListItemDecorator from '@mui/joy/ListItemDecorator';
import Typography from '@mui/joy/Typography';

interface Reviewer {
  name: string;
  email: string;
  initials: string;
}

const REVIEWERS: Reviewer[] = [
  { name: 'Olivia Chen', email: 'olivia@acme.dev', initials: 'OC' },
  { name: 'Mateo Rossi', email: 'mateo@acme.dev', initials: 'MR' },
  { name: 'Aisha Bello', email: 'aisha@acme.dev', initials: 'AB' },
  { name: 'Erik Lindqvist', email: 'erik@acme.dev', initials: 'EL' },
];

export default function AutocompleteCustomOption() {
  const [reviewer, setReviewer] = React.useState<Reviewer | null>(REVIEWERS[0]);
  return (
    <FormControl sx={{ maxWidth: 320 }}>
      <FormLabel>Reviewer</FormLabel>
      <Autocomplete
        options={REVIEWERS}
        value={reviewer}
        onChange={(_event, newValue) => setReviewer(newValue)}
        getOptionLabel={(option) => option.name}
        startDecorator={
          reviewer ? <Avatar size="sm">{reviewer.initials}</Avatar> : null
        }
        renderOption={(props, option) => {
          // `props` carries the option's `key`, which React wants passed directly.
          const { key, ...optionProps } = props as typeof props & { key: string };
          return (
            <AutocompleteOption key={key} {...optionProps}>
              <ListItemDecorator>
                <Avatar size="sm">{option.initials}</Avatar>
              </ListItemDecorator>
              <ListItemContent>
                <Typography level="title-sm">{option.name}</Typography>
                <Typography level="body-xs">{option.email}</Typography>
              </ListItemContent>
            </AutocompleteOption>
          );
        }}
      />
    </FormControl>
  );
}
