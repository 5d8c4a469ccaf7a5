import * as React from 'react';
import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Typography from '@mui/material/Typography';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';

const heading = { component: 'div', role: 'heading', 'aria-level': 3 } as const;

export default function AccordionStates() {
  const id = React.useId();

  return (
    <div>
      <Accordion defaultExpanded slotProps={{ heading }}>
        <AccordionSummary
          expandIcon={<ExpandMoreIcon />}
          id={`${id}-plan-header`}
          aria-controls={`${id}-plan-content`}
        >
          <Typography>Your plan: Team</Typography>
        </AccordionSummary>
        <AccordionDetails>
          <Typography variant="body2">
            8 seats, 200 GB of storage, billed yearly at $960. Renews on 1 October.
          </Typography>
        </AccordionDetails>
      </Accordion>
      <Accordion slotProps={{ heading }}>
        <AccordionSummary
          expandIcon={<ExpandMoreIcon />}
          id={`${id}-usage-header`}
          aria-controls={`${id}-usage-content`}
        >
          <Typography>Usage this month</Typography>
        </AccordionSummary>
        <AccordionDetails>
          <Typography variant="body2">
            6 of 8 seats in use · 143 GB of 200 GB stored · 12,480 API calls
          </Typography>
        </AccordionDetails>
      </Accordion>
      <Accordion disabled slotProps={{ heading }}>
        <AccordionSummary
          expandIcon={<ExpandMoreIcon />}
          id={`${id}-sso-header`}
          aria-controls={`${id}-sso-content`}
        >
          <Typography>Single sign-on (Business plan)</Typography>
        </AccordionSummary>
        <AccordionDetails>
          <Typography variant="body2">
            Connect Okta, Entra ID or Google Workspace.
          </Typography>
        </AccordionDetails>
      </Accordion>
    </div>
  );
}
