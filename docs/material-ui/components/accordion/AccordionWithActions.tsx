import * as React from 'react';
import Accordion from '@mui/material/Accordion';
import AccordionActions from '@mui/material/AccordionActions';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';

const heading = { component: 'div', role: 'heading', 'aria-level': 3 } as const;

export default function AccordionWithActions() {
  const [expanded, setExpanded] = React.useState(false);
  const [saved, setSaved] = React.useState('Leave the parcel with the concierge.');
  const [draft, setDraft] = React.useState(saved);
  const id = React.useId();

  const cancel = () => {
    setDraft(saved);
    setExpanded(false);
  };

  const save = () => {
    setSaved(draft.trim());
    setExpanded(false);
  };

  return (
    <Accordion
      expanded={expanded}
      onChange={(_event, isExpanded) => setExpanded(isExpanded)}
      slotProps={{ heading }}
    >
      <AccordionSummary
        expandIcon={<ExpandMoreIcon />}
        id={`${id}-header`}
        aria-controls={`${id}-content`}
      >
        <div>
          <Typography>Delivery instructions</Typography>
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            {saved || 'None'}
          </Typography>
        </div>
      </AccordionSummary>
      <AccordionDetails>
        <TextField
          label="Note for the courier"
          value={draft}
          onChange={(event) => setDraft(event.target.value)}
          multiline
          minRows={2}
          fullWidth
        />
      </AccordionDetails>
      <AccordionActions>
        <Button onClick={cancel}>Cancel</Button>
        <Button variant="contained" onClick={save}>
          Save
        </Button>
      </AccordionActions>
    </Accordion>
  );
}
