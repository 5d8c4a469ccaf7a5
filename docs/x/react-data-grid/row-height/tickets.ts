export interface Ticket {
  id: number;
  subject: string;
  customer: string;
  priority: 'Low' | 'Normal' | 'High' | 'Urgent';
  message: string;
}

export const tickets: Ticket[] = [
  {
    id: 4812,
    subject: 'Invoice shows wrong VAT rate',
    customer: 'Harbor & Finch',
    priority: 'High',
    message:
      'Our March invoice charges 21% VAT, but we are registered in Ireland and should be billed at 23%. Please reissue it before our quarter closes on Friday.',
  },
  {
    id: 4813,
    subject: 'Password reset email not arriving',
    customer: 'Lindqvist Dental',
    priority: 'Normal',
    message: 'Checked spam, nothing there.',
  },
  {
    id: 4814,
    subject: 'Export to CSV cuts off at 10,000 rows',
    customer: 'Matsuda Freight',
    priority: 'Normal',
    message:
      'When we export the shipment log for the whole year, the file stops at exactly 10,000 rows. Is there a limit we can raise, or should we export month by month?',
  },
  {
    id: 4815,
    subject: 'Dashboard down for all users',
    customer: 'Okoro Health',
    priority: 'Urgent',
    message:
      'Since 09:40 CET every user in our organisation gets a blank page after signing in. Clinics cannot see today’s appointments.',
  },
  {
    id: 4816,
    subject: 'Add a second admin',
    customer: 'Pereira Studio',
    priority: 'Low',
    message: 'Can Joana get admin rights too?',
  },
  {
    id: 4817,
    subject: 'Calendar sync duplicates events',
    customer: 'Vance Architects',
    priority: 'High',
    message:
      'Every event we create in the app appears twice in Outlook. It started after yesterday’s update. Deleting one copy deletes both.',
  },
  {
    id: 4818,
    subject: 'Question about the annual plan',
    customer: 'Blue Heron Books',
    priority: 'Low',
    message: 'Do you offer a discount for non-profits?',
  },
  {
    id: 4819,
    subject: 'API returns 429 during nightly import',
    customer: 'Kestrel Analytics',
    priority: 'Normal',
    message:
      'Our import job sends about 40 requests a second between 02:00 and 03:00 UTC and starts getting 429 responses after a minute. What is the documented rate limit?',
  },
];
