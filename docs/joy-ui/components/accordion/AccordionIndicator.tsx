import Accordion from '@mui/joy/Accordion';
import AccordionDetails from '@mui/joy/AccordionDetails';
import AccordionGroup from '@mui/joy/AccordionGroup';
import AccordionSummary, {
  accordionSummaryClasses,
} from '@mui/joy/AccordionSummary';
import AddRounded from '@mui/icons-material/AddRounded';

export default function AccordionIndicator() {
  return (
    <AccordionGroup
      sx={{
        maxWidth: 440,
        // Turn the plus into a cross instead of the default half turn.
        [`& .${accordionSummaryClasses.indicator}`]: {
          transition: '0.2s',
        },
        [`& .${accordionSummaryClasses.indicator}.${accordionSummaryClasses.expanded}`]:
          {
            transform: 'rotate(45deg)',
          },
      }}
    >
      <Accordion>
        <AccordionSummary indicator={<AddRounded />}>
          Who can see my calendar?
        </AccordionSummary>
        <AccordionDetails>
          Your team sees when you are busy; only you see event titles.
        </AccordionDetails>
      </Accordion>
      <Accordion>
        <AccordionSummary indicator={<AddRounded />}>
          Can I share a single event?
        </AccordionSummary>
        <AccordionDetails>
          Yes: open the event and choose Share to send a link.
        </AccordionDetails>
      </Accordion>
    </AccordionGroup>
  );
}
