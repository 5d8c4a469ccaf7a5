import * as React from 'react';
import Box from '@mui/joy/Box';
import Checkbox from '@mui/joy/Checkbox';

const TOPICS = ['New comments', 'Mentions', 'Weekly summary'];

export default function CheckboxIndeterminate() {
  const [checked, setChecked] = React.useState<string[]>(['Mentions']);
  const allChecked = checked.length === TOPICS.length;
  const someChecked = checked.length > 0 && !allChecked;

  const toggle = (topic: string, isChecked: boolean) =>
    setChecked((current) =>
      isChecked ? [...current, topic] : current.filter((item) => item !== topic),
    );

  return (
    <div>
      <Checkbox
        label="Email me about"
        checked={allChecked}
        indeterminate={someChecked}
        onChange={(event) => setChecked(event.target.checked ? TOPICS : [])}
        slotProps={{
          input: {
            // Joy sets aria-checked="mixed" only; the native state must match it.
            ref: (input: HTMLInputElement | null) => {
              if (input) input.indeterminate = someChecked;
            },
          },
        }}
      />
      <Box
        role="group"
        aria-label="Email topics"
        sx={{ display: 'flex', flexDirection: 'column', gap: 1, mt: 1, ml: 3 }}
      >
        {TOPICS.map((topic) => (
          <Checkbox
            key={topic}
            label={topic}
            checked={checked.includes(topic)}
            onChange={(event) => toggle(topic, event.target.checked)}
          />
        ))}
      </Box>
    </div>
  );
}
