import * as React from 'react';
import Button from '@mui/material/Button';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';

const answers = ['A gas giant', 'A rocky planet', 'A dwarf planet'];

export default function RadioButtonValidation() {
  const [value, setValue] = React.useState('');
  const [result, setResult] = React.useState<'right' | 'wrong' | 'empty' | null>(
    null,
  );
  const labelId = React.useId();
  const helperId = React.useId();

  const check = (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!value) setResult('empty');
    else setResult(value === 'A rocky planet' ? 'right' : 'wrong');
  };

  const messages = {
    right: 'Correct: Mars is a rocky planet.',
    wrong: 'Not quite: Mars is a rocky planet.',
    empty: 'Choose an answer first.',
  };

  return (
    <form onSubmit={check}>
      <FormControl
        error={result === 'wrong' || result === 'empty'}
        variant="standard"
      >
        <FormLabel id={labelId}>What kind of planet is Mars?</FormLabel>
        <RadioGroup
          aria-labelledby={labelId}
          aria-describedby={helperId}
          name="mars"
          value={value}
          onChange={(event) => {
            setValue(event.target.value);
            setResult(null);
          }}
        >
          {answers.map((answer) => (
            <FormControlLabel
              key={answer}
              value={answer}
              control={<Radio />}
              label={answer}
            />
          ))}
        </RadioGroup>
        <FormHelperText id={helperId}>
          {result ? messages[result] : 'One answer is right.'}
        </FormHelperText>
        <Button
          type="submit"
          variant="outlined"
          sx={{ mt: 1, alignSelf: 'flex-start' }}
        >
          Check answer
        </Button>
      </FormControl>
    </form>
  );
}
