import * as React from 'react';
import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Typography from '@mui/material/Typography';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';

// Each summary is a level-3 heading (see Accessibility on this page).
const heading = { component: 'div', role: 'heading', 'aria-level': 3 } as const;

const sections = [
  {
    key: 'shipping',
    title: 'Shipping address',
    details: 'Amara Okafor, 14 Marlowe Road, Bristol BS3 4JT, United Kingdom',
  },
  {
    key: 'payment',
    title: 'Payment',
    details: 'Visa ending in 0419, charged £86.40 on 3 March.',
  },
  {
    key: 'items',
    title: 'Items (3)',
    details: 'Linen shirt, size M · Canvas tote · Ceramic mug, speckled blue',
  },
];

export default function AccordionBasic() {
  const id = React.useId();

  return (
    <div>
      {sections.map((section) => (
        <Accordion key={section.key} slotProps={{ heading }}>
          <AccordionSummary
            expandIcon={<ExpandMoreIcon />}
            id={`${id}-${section.key}-header`}
            aria-controls={`${id}-${section.key}-content`}
          >
            <Typography>{section.title}</Typography>
          </AccordionSummary>
          <AccordionDetails>
            <Typography variant="body2">{section.details}</Typography>
          </AccordionDetails>
        </Accordion>
      ))}
    </div>
  );
}
