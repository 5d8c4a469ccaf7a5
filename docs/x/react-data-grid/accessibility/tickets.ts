/** Support tickets for a software company's help desk. */
export interface Ticket {
  id: number;
  subject: string;
  customer: string;
  priority: 'Low' | 'Normal' | 'High' | 'Urgent';
  assignee: string;
  opened: Date;
}

const opened = (day: number, hour: number) =>
  new Date(Date.UTC(2024, 8, day, hour, 0));

export const tickets: Ticket[] = [
  {
    id: 4812,
    subject: 'Invoice PDF shows the wrong VAT rate',
    customer: 'Nordlicht GmbH',
    priority: 'High',
    assignee: 'Priya Natarajan',
    opened: opened(2, 8),
  },
  {
    id: 4813,
    subject: 'Cannot reset password from the mobile app',
    customer: 'Café Lumière',
    priority: 'Urgent',
    assignee: 'Tomás Herrera',
    opened: opened(2, 9),
  },
  {
    id: 4814,
    subject: 'CSV export cuts off long product names',
    customer: 'Harbor & Pine',
    priority: 'Normal',
    assignee: 'Aisha Bello',
    opened: opened(2, 11),
  },
  {
    id: 4815,
    subject: 'Request: dark mode for the admin panel',
    customer: 'Kestrel Analytics',
    priority: 'Low',
    assignee: 'Priya Natarajan',
    opened: opened(3, 7),
  },
  {
    id: 4816,
    subject: 'Webhook retries flood our endpoint',
    customer: 'Bluefin Logistics',
    priority: 'High',
    assignee: 'Jonas Lindqvist',
    opened: opened(3, 10),
  },
  {
    id: 4817,
    subject: 'SSO login loops back to the start page',
    customer: 'Meridian Health',
    priority: 'Urgent',
    assignee: 'Tomás Herrera',
    opened: opened(3, 14),
  },
  {
    id: 4818,
    subject: 'Time zone wrong on scheduled reports',
    customer: 'Olivetree Foods',
    priority: 'Normal',
    assignee: 'Aisha Bello',
    opened: opened(4, 9),
  },
  {
    id: 4819,
    subject: 'Add a second billing contact',
    customer: 'Studio Kanso',
    priority: 'Low',
    assignee: 'Jonas Lindqvist',
    opened: opened(4, 13),
  },
  {
    id: 4820,
    subject: 'Search ignores accented characters',
    customer: 'Café Lumière',
    priority: 'Normal',
    assignee: 'Priya Natarajan',
    opened: opened(5, 8),
  },
  {
    id: 4821,
    subject: 'API rate limit lower than our plan',
    customer: 'Kestrel Analytics',
    priority: 'High',
    assignee: 'Jonas Lindqvist',
    opened: opened(5, 15),
  },
  {
    id: 4822,
    subject: 'Attachment upload fails above 10 MB',
    customer: 'Harbor & Pine',
    priority: 'Normal',
    assignee: 'Aisha Bello',
    opened: opened(6, 10),
  },
  {
    id: 4823,
    subject: 'Two-factor codes arrive late by SMS',
    customer: 'Meridian Health',
    priority: 'High',
    assignee: 'Tomás Herrera',
    opened: opened(6, 12),
  },
];

const dateFormat = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'short',
  hour: '2-digit',
  minute: '2-digit',
  timeZone: 'UTC',
});

export const formatOpened = (value: Date) => dateFormat.format(value);
