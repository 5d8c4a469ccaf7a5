import Accordion from '@mui/joy/Accordion';
import AccordionDetails from '@mui/joy/AccordionDetails';
import AccordionGroup from '@mui/joy/AccordionGroup';
import AccordionSummary from '@mui/joy/AccordionSummary';

export default function BasicAccordion() {
  return (
    <AccordionGroup sx={{ maxWidth: 440 }}>
      <Accordion defaultExpanded>
        <AccordionSummary>How long does shipping take?</AccordionSummary>
        <AccordionDetails>
          Orders placed before 2 p.m. leave the warehouse the same day. Delivery
          takes 2 to 4 business days within the EU.
        </AccordionDetails>
      </Accordion>
      <Accordion>
        <AccordionSummary>Can I return an item?</AccordionSummary>
        <AccordionDetails>
          Yes, within 30 days of delivery, unused and in its original box. The return
          label is free.
        </AccordionDetails>
      </Accordion>
      <Accordion>
        <AccordionSummary>Which payment methods do you accept?</AccordionSummary>
        <AccordionDetails>
          Visa, Mastercard, American Express, PayPal and bank transfer for business
          accounts.
        </AccordionDetails>
      </Accordion>
    </AccordionGroup>
  );
}
