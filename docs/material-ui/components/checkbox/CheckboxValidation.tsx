import * as React from 'react';
import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';

const topics = [
  'Product news',
  'Events near me',
  'Tips and tutorials',
  'Research invitations',
];
const MAX = 2;

export default function CheckboxValidation() {
  const [chosen, setChosen] = React.useState<string[]>([
    'Product news',
    'Events near me',
    'Tips and tutorials',
  ]);
  const error = chosen.length > MAX;
  const helperId = React.useId();

  return (
    <FormControl error={error} component="fieldset" variant="standard">
      <FormLabel component="legend">Newsletter topics</FormLabel>
      <FormGroup aria-describedby={helperId}>
        {topics.map((topic) => (
          <FormControlLabel
            key={topic}
            label={topic}
            control={
              <Checkbox
                checked={chosen.includes(topic)}
                onChange={(event) =>
                  setChosen((current) =>
                    event.target.checked
                      ? [...current, topic]
                      : current.filter((item) => item !== topic),
                  )
                }
              />
            }
          />
        ))}
      </FormGroup>
      <FormHelperText id={helperId}>
        {error ? `Choose at most ${MAX} topics` : `Up to ${MAX} topics, sent weekly`}
      </FormHelperText>
    </FormControl>
  );
}
