import React, { useState } from 'react';
import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Typography from '@mui/material/Typography';
import ExpandMoreRoundedIcon from '@mui/icons-material/ExpandMoreRounded';
import { accordionHeading } from './accordionHeading';

export interface FaqItem {
  question: string;
  answer: string;
}

/** Questions as an accordion list; one answer open at a time. Questions are level-3 headings. */
export default function Faq({ items, idPrefix }: { items: FaqItem[]; idPrefix: string }) {
  const [expanded, setExpanded] = useState<number | false>(false);
  return (
    <div>
      {items.map((item, index) => (
        <Accordion
          key={item.question}
          expanded={expanded === index}
          onChange={(_, isExpanded) => setExpanded(isExpanded ? index : false)}
          disableGutters
          elevation={0}
          slotProps={{ heading: accordionHeading(3) }}
          sx={{
            bgcolor: 'transparent',
            borderBottom: 1,
            borderColor: 'divider',
            '&::before': { display: 'none' },
          }}
        >
          <AccordionSummary
            expandIcon={<ExpandMoreRoundedIcon />}
            id={`${idPrefix}-${index}-header`}
            aria-controls={`${idPrefix}-${index}-content`}
            sx={{ px: 0, py: 1 }}
          >
            <Typography sx={{ fontWeight: 600, fontSize: '1.05rem' }}>{item.question}</Typography>
          </AccordionSummary>
          <AccordionDetails sx={{ px: 0, pt: 0, pb: 3 }}>
            <Typography color="text.secondary" sx={{ lineHeight: 1.7 }}>
              {item.answer}
            </Typography>
          </AccordionDetails>
        </Accordion>
      ))}
    </div>
  );
}
