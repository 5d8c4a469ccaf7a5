export interface Invoice {
  id: string;
  customer: string;
  date: string;
  amount: string;
}

/** 23 invoices, newest first. */
export const invoices: Invoice[] = [
  {
    id: 'INV-2063',
    customer: 'Northwind Traders',
    date: '28 Apr 2025',
    amount: '€1,240.00',
  },
  {
    id: 'INV-2062',
    customer: 'Blue Harbor Café',
    date: '25 Apr 2025',
    amount: '€318.50',
  },
  {
    id: 'INV-2061',
    customer: 'Lumen Studio',
    date: '24 Apr 2025',
    amount: '€2,980.00',
  },
  {
    id: 'INV-2060',
    customer: 'Atlas Logistics',
    date: '22 Apr 2025',
    amount: '€764.20',
  },
  {
    id: 'INV-2059',
    customer: 'Greenfield Farms',
    date: '17 Apr 2025',
    amount: '€1,105.75',
  },
  {
    id: 'INV-2058',
    customer: 'Orbit Fitness',
    date: '15 Apr 2025',
    amount: '€249.00',
  },
  {
    id: 'INV-2057',
    customer: 'Harbor & Pine',
    date: '11 Apr 2025',
    amount: '€3,412.90',
  },
  {
    id: 'INV-2056',
    customer: 'Kestrel Books',
    date: '8 Apr 2025',
    amount: '€96.40',
  },
  {
    id: 'INV-2055',
    customer: 'Northwind Traders',
    date: '3 Apr 2025',
    amount: '€1,875.00',
  },
  {
    id: 'INV-2054',
    customer: 'Lumen Studio',
    date: '31 Mar 2025',
    amount: '€540.00',
  },
  {
    id: 'INV-2053',
    customer: 'Atlas Logistics',
    date: '27 Mar 2025',
    amount: '€2,215.60',
  },
  {
    id: 'INV-2052',
    customer: 'Blue Harbor Café',
    date: '24 Mar 2025',
    amount: '€182.30',
  },
  {
    id: 'INV-2051',
    customer: 'Greenfield Farms',
    date: '20 Mar 2025',
    amount: '€930.00',
  },
  {
    id: 'INV-2050',
    customer: 'Orbit Fitness',
    date: '14 Mar 2025',
    amount: '€249.00',
  },
  {
    id: 'INV-2049',
    customer: 'Kestrel Books',
    date: '12 Mar 2025',
    amount: '€128.75',
  },
  {
    id: 'INV-2048',
    customer: 'Harbor & Pine',
    date: '6 Mar 2025',
    amount: '€2,760.00',
  },
  {
    id: 'INV-2047',
    customer: 'Northwind Traders',
    date: '3 Mar 2025',
    amount: '€1,240.00',
  },
  {
    id: 'INV-2046',
    customer: 'Lumen Studio',
    date: '27 Feb 2025',
    amount: '€615.00',
  },
  {
    id: 'INV-2045',
    customer: 'Atlas Logistics',
    date: '21 Feb 2025',
    amount: '€1,498.80',
  },
  {
    id: 'INV-2044',
    customer: 'Blue Harbor Café',
    date: '18 Feb 2025',
    amount: '€204.10',
  },
  {
    id: 'INV-2043',
    customer: 'Greenfield Farms',
    date: '12 Feb 2025',
    amount: '€1,020.00',
  },
  {
    id: 'INV-2042',
    customer: 'Orbit Fitness',
    date: '10 Feb 2025',
    amount: '€249.00',
  },
  {
    id: 'INV-2041',
    customer: 'Kestrel Books',
    date: '7 Feb 2025',
    amount: '€87.20',
  },
];

const people = [
  'Ana Souza',
  'Marta Silva',
  'Jonas Berg',
  'Priya Raman',
  'Kenji Mori',
];
const actions = [
  'signed in',
  'invited a new member',
  'changed the billing plan',
  'exported the customer list',
  'updated the workspace name',
  'revoked an API key',
  'turned on two-step verification',
];

export interface AuditEvent {
  id: number;
  time: string;
  text: string;
}

/** 47 audit log entries, newest first, two a day at most. */
export const auditEvents: AuditEvent[] = Array.from({ length: 47 }, (_, index) => {
  const hour = index % 2 === 0 ? 13 + (index % 5) : 9 + (index % 3);
  const minutes = (index * 13) % 60;
  return {
    id: 47 - index,
    time: `${24 - Math.floor(index / 2)} Mar, ${hour}:${String(minutes).padStart(2, '0')}`,
    text: `${people[index % people.length]} ${actions[(index * 2) % actions.length]}`,
  };
});

export interface Ticket {
  id: number;
  subject: string;
  status: 'Open' | 'Waiting' | 'Solved';
}

const subjects = [
  'Invoice shows the wrong VAT number',
  'Cannot reset my password',
  'Export to CSV stops at 10,000 rows',
  'Add a second admin to our workspace',
  'Calendar sync duplicates events',
  'Refund for an annual plan',
  'Two-step codes arrive late',
  'Change the company address',
  'Webhook retries too often',
  'Dark mode for the mobile app',
  'Import contacts from a spreadsheet',
  'Team member can’t see shared files',
  'Update the card on file',
  'Slow search in large projects',
];

const statuses: Ticket['status'][] = ['Open', 'Waiting', 'Solved'];

/** 14 support tickets. */
export const tickets: Ticket[] = subjects.map((subject, index) => ({
  id: 5120 - index * 7,
  subject,
  status: statuses[(index * 2) % statuses.length],
}));
