import * as React from 'react';
import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';

// The section title is an h3, so each question is a level-4 heading.
const questionHeading = {
  component: 'div',
  role: 'heading',
  'aria-level': 4,
} as const;

const faq = [
  {
    question: 'How long do I have to return an item?',
    answer:
      'You can return most items within 30 days of delivery. Sale items can be returned within 14 days.',
  },
  {
    question: 'Do I pay for return shipping?',
    answer:
      'Returns within the EU are free with the prepaid label in your parcel. From other countries, return shipping costs €9.50.',
  },
  {
    question: 'When will I get my refund?',
    answer:
      'We refund within 5 working days of receiving your parcel, to the card or account you paid with.',
  },
  {
    question: 'Can I exchange an item for another size?',
    answer:
      'Yes. Choose “Exchange” in your order history and we will send the new size as soon as the return is on its way.',
  },
];

export default function AccordionFaq() {
  const id = React.useId();

  return (
    <Box component="section" aria-labelledby={`${id}-title`}>
      <Typography id={`${id}-title`} variant="h6" component="h3" gutterBottom>
        Returns and refunds
      </Typography>
      {faq.map((item, index) => (
        <Accordion
          key={item.question}
          disableGutters
          elevation={0}
          slotProps={{ heading: questionHeading }}
          sx={{ bgcolor: 'transparent' }}
        >
          <AccordionSummary
            expandIcon={<ExpandMoreIcon />}
            id={`${id}-q${index}-header`}
            aria-controls={`${id}-q${index}-content`}
            sx={{ px: 0 }}
          >
            <Typography sx={{ fontWeight: 500 }}>{item.question}</Typography>
          </AccordionSummary>
          <AccordionDetails sx={{ px: 0, pt: 0 }}>
            <Typography variant="body2" sx={{ color: 'text.secondary' }}>
              {item.answer}
            </Typography>
          </AccordionDetails>
        </Accordion>
      ))}
    </Box>
  );
}
