import Accordion from '@mui/joy/Accordion';
import AccordionDetails from '@mui/joy/AccordionDetails';
import AccordionGroup from '@mui/joy/AccordionGroup';
import AccordionSummary from '@mui/joy/AccordionSummary';
import Typography from '@mui/joy/Typography';

export default function DisabledAccordion() {
  return (
    <AccordionGroup sx={{ maxWidth: 440 }}>
      <Accordion>
        <AccordionSummary>Profile</AccordionSummary>
        <AccordionDetails>Name, photo and time zone.</AccordionDetails>
      </Accordion>
      <Accordion disabled>
        <AccordionSummary>
          <span>
            Single sign-on
            <Typography level="body-xs" sx={{ display: 'block' }}>
              Available on the Business plan
            </Typography>
          </span>
        </AccordionSummary>
        <AccordionDetails>Connect Okta or Microsoft Entra ID.</AccordionDetails>
      </Accordion>
      <Accordion>
        <AccordionSummary>Billing</AccordionSummary>
        <AccordionDetails>
          Invoices are sent on the first of each month.
        </AccordionDetails>
      </Accordion>
    </AccordionGroup>
  );
}
