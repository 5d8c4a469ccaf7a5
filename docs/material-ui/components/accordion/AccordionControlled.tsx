import * as React from 'react';
import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Typography from '@mui/material/Typography';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';

const heading = { component: 'div', role: 'heading', 'aria-level': 3 } as const;

const panels = [
  {
    key: 'general',
    title: 'General',
    current: 'English (UK), Europe/London',
    details: 'Language, time zone and date format for your workspace.',
  },
  {
    key: 'notifications',
    title: 'Notifications',
    current: 'Email, daily digest',
    details: 'Choose which updates reach you by email, push or not at all.',
  },
  {
    key: 'privacy',
    title: 'Privacy',
    current: 'Profile visible to your team',
    details: 'Decide who can see your profile, status and activity.',
  },
];

export default function AccordionControlled() {
  const [expanded, setExpanded] = React.useState<string | false>('general');
  const id = React.useId();

  const handleChange =
    (panel: string) => (_event: React.SyntheticEvent, isExpanded: boolean) => {
      setExpanded(isExpanded ? panel : false);
    };

  return (
    <div>
      {panels.map((panel) => (
        <Accordion
          key={panel.key}
          expanded={expanded === panel.key}
          onChange={handleChange(panel.key)}
          slotProps={{ heading }}
        >
          <AccordionSummary
            expandIcon={<ExpandMoreIcon />}
            id={`${id}-${panel.key}-header`}
            aria-controls={`${id}-${panel.key}-content`}
          >
            <Typography component="span" sx={{ width: '35%', flexShrink: 0 }}>
              {panel.title}
            </Typography>
            <Typography component="span" sx={{ color: 'text.secondary' }}>
              {panel.current}
            </Typography>
          </AccordionSummary>
          <AccordionDetails>
            <Typography variant="body2">{panel.details}</Typography>
          </AccordionDetails>
        </Accordion>
      ))}
    </div>
  );
}
