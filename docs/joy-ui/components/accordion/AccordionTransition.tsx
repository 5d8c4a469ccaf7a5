import * as React from 'react';
import Accordion from '@mui/joy/Accordion';
import AccordionDetails from '@mui/joy/AccordionDetails';
import AccordionGroup from '@mui/joy/AccordionGroup';
import type { AccordionGroupProps } from '@mui/joy/AccordionGroup';
import AccordionSummary from '@mui/joy/AccordionSummary';
import Radio from '@mui/joy/Radio';
import RadioGroup from '@mui/joy/RadioGroup';
import Stack from '@mui/joy/Stack';

const TRANSITIONS: Record<string, AccordionGroupProps['transition']> = {
  'Default (0.2s ease)': '0.2s ease',
  'Slow (0.6s ease-in-out)': '0.6s ease-in-out',
  'Open slow, close fast': { initial: '0.15s ease-in', expanded: '0.5s ease-out' },
};

export default function AccordionTransition() {
  const [choice, setChoice] = React.useState('Slow (0.6s ease-in-out)');
  return (
    <Stack spacing={2}>
      <RadioGroup
        aria-label="Transition"
        value={choice}
        onChange={(event) => setChoice(event.target.value)}
      >
        {Object.keys(TRANSITIONS).map((label) => (
          <Radio key={label} value={label} label={label} />
        ))}
      </RadioGroup>
      <AccordionGroup transition={TRANSITIONS[choice]} sx={{ maxWidth: 440 }}>
        <Accordion>
          <AccordionSummary>Opening hours</AccordionSummary>
          <AccordionDetails>
            Monday to Friday, 8 a.m. to 6 p.m. Saturday, 9 a.m. to 1 p.m. Closed on
            public holidays.
          </AccordionDetails>
        </Accordion>
        <Accordion>
          <AccordionSummary>Address</AccordionSummary>
          <AccordionDetails>
            Market Square 4, 8001 Zurich. The entrance is in the courtyard.
          </AccordionDetails>
        </Accordion>
      </AccordionGroup>
    </Stack>
  );
}
