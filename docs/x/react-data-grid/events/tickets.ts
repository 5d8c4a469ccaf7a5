export interface Ticket {
  id: number;
  subject: string;
  requester: string;
  priority: 'Low' | 'Normal' | 'High' | 'Urgent';
  status: 'Open' | 'Pending' | 'Closed';
}

export const tickets: Ticket[] = [
  {
    id: 4812,
    subject: 'Invoice shows the wrong VAT rate',
    requester: 'Marta Kowalska',
    priority: 'High',
    status: 'Open',
  },
  {
    id: 4813,
    subject: 'Cannot reset password from mobile app',
    requester: 'Daniel Reyes',
    priority: 'Urgent',
    status: 'Open',
  },
  {
    id: 4814,
    subject: 'Export to CSV misses the last column',
    requester: 'Ingrid Halvorsen',
    priority: 'Normal',
    status: 'Pending',
  },
  {
    id: 4815,
    subject: 'Request to add a second billing contact',
    requester: 'Samuel Adeyemi',
    priority: 'Low',
    status: 'Closed',
  },
  {
    id: 4816,
    subject: 'Dashboard loads slowly on Mondays',
    requester: 'Claire Fontaine',
    priority: 'Normal',
    status: 'Open',
  },
  {
    id: 4817,
    subject: 'Two-factor codes arrive late',
    requester: 'Hiroshi Nakamura',
    priority: 'High',
    status: 'Pending',
  },
  {
    id: 4818,
    subject: 'Typo in the welcome email',
    requester: 'Lucía Romero',
    priority: 'Low',
    status: 'Closed',
  },
  {
    id: 4819,
    subject: 'Webhook retries stopped after update',
    requester: 'Ahmed Haddad',
    priority: 'Urgent',
    status: 'Open',
  },
];
