import * as React from 'react';
import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary, {
  accordionSummaryClasses,
} from '@mui/material/AccordionSummary';
import Typography from '@mui/material/Typography';
import AddIcon from '@mui/icons-material/Add';

const heading = { component: 'div', role: 'heading', 'aria-level': 3 } as const;

const releases = [
  {
    version: '4.2',
    date: '12 March',
    notes: 'Recurring invoices, and a faster search across all workspaces.',
  },
  {
    version: '4.1',
    date: '20 February',
    notes: 'Dark mode for the mobile app. Exports now include attachments.',
  },
  {
    version: '4.0',
    date: '28 January',
    notes: 'A new editor with tables, comments and version history.',
  },
];

export default function AccordionCustomized() {
  const id = React.useId();

  return (
    <div>
      {releases.map((release) => (
        <Accordion
          key={release.version}
          disableGutters
          elevation={0}
          square
          slotProps={{ heading }}
          sx={{
            border: 1,
            borderColor: 'divider',
            '&:not(:last-of-type)': { borderBottom: 0 },
            '&::before': { display: 'none' },
          }}
        >
          <AccordionSummary
            expandIcon={<AddIcon fontSize="small" />}
            id={`${id}-${release.version}-header`}
            aria-controls={`${id}-${release.version}-content`}
            sx={{
              flexDirection: 'row-reverse',
              bgcolor: 'action.hover',
              [`& .${accordionSummaryClasses.content}`]: { marginInlineStart: 1 },
              // Turn the plus into a cross when the panel is open.
              [`& .${accordionSummaryClasses.expandIconWrapper}.${accordionSummaryClasses.expanded}`]:
                { transform: 'rotate(45deg)' },
            }}
          >
            <Typography component="span" sx={{ fontWeight: 500 }}>
              Version {release.version}
            </Typography>
            <Typography
              component="span"
              sx={{ color: 'text.secondary', marginInlineStart: 'auto' }}
            >
              {release.date}
            </Typography>
          </AccordionSummary>
          <AccordionDetails sx={{ borderTop: 1, borderColor: 'divider' }}>
            <Typography variant="body2">{release.notes}</Typography>
          </AccordionDetails>
        </Accordion>
      ))}
    </div>
  );
}
