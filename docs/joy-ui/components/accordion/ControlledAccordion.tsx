import * as React from 'react';
import Accordion from '@mui/joy/Accordion';
import AccordionDetails from '@mui/joy/AccordionDetails';
import AccordionGroup from '@mui/joy/AccordionGroup';
import AccordionSummary from '@mui/joy/AccordionSummary';

const STEPS = [
  {
    title: '1. Connect your bank',
    text: 'Sign in to your bank to import the last 90 days of transactions.',
  },
  {
    title: '2. Pick your categories',
    text: 'Rent, groceries, travel: choose the ones you want to track.',
  },
  {
    title: '3. Set a monthly budget',
    text: 'Enter a limit per category; we warn you at 80 percent.',
  },
];

export default function ControlledAccordion() {
  const [index, setIndex] = React.useState<number | null>(0);
  return (
    <AccordionGroup sx={{ maxWidth: 440 }}>
      {STEPS.map((step, stepIndex) => (
        <Accordion
          key={step.title}
          expanded={index === stepIndex}
          onChange={(_event, expanded) => setIndex(expanded ? stepIndex : null)}
        >
          <AccordionSummary>{step.title}</AccordionSummary>
          <AccordionDetails>{step.text}</AccordionDetails>
        </Accordion>
      ))}
    </AccordionGroup>
  );
}
