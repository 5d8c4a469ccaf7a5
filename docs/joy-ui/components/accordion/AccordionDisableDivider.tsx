import Accordion from '@mui/joy/Accordion';
import AccordionDetails from '@mui/joy/AccordionDetails';
import AccordionGroup from '@mui/joy/AccordionGroup';
import AccordionSummary from '@mui/joy/AccordionSummary';

const RELEASES = [
  { version: 'Version 4.2', notes: 'Background sync for shared folders.' },
  { version: 'Version 4.1', notes: 'Mentions for whole teams in comments.' },
  { version: 'Version 4.0', notes: 'A new editor with tables and checklists.' },
];

export default function AccordionDisableDivider() {
  return (
    <AccordionGroup disableDivider variant="plain" sx={{ maxWidth: 440, gap: 1 }}>
      {RELEASES.map((release) => (
        <Accordion key={release.version} variant="soft" sx={{ borderRadius: 'md' }}>
          <AccordionSummary>{release.version}</AccordionSummary>
          <AccordionDetails>{release.notes}</AccordionDetails>
        </Accordion>
      ))}
    </AccordionGroup>
  );
}
