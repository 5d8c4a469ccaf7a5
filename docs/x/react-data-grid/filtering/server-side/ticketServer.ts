import type { GridFilterModel } from '@mui/x-data-grid';

export interface Ticket {
  id: number;
  subject: string;
  customer: string;
  priority: 'Low' | 'Normal' | 'High' | 'Urgent';
  status: 'Open' | 'Pending' | 'Solved';
  opened: string; // ISO date, as an API would send it
}

export const PRIORITIES: Ticket['priority'][] = ['Low', 'Normal', 'High', 'Urgent'];
export const STATUSES: Ticket['status'][] = ['Open', 'Pending', 'Solved'];

const SUBJECTS = [
  'Invoice shows the wrong VAT rate',
  'Cannot reset my password',
  'Export to CSV times out',
  'Refund for duplicate charge',
  'Two-factor code never arrives',
  'Add a second admin to our account',
  'Dashboard loads slowly in Safari',
  'Change billing address',
  'API returns 429 during nightly sync',
  'Delivery marked as received but missing',
  'Question about the annual plan',
  'Webhook retries flood our endpoint',
];
const CUSTOMERS = [
  'Northwind Traders',
  'Blue Heron Bakery',
  'Atlas Logistics',
  'Greenfield Dental',
  'Kestrel Analytics',
  'Maple & Finch Books',
  'Harbor Point Marina',
  'Solstice Yoga Studio',
];

function mulberry32(seed: number) {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const random = mulberry32(7331);
const pick = <T>(list: readonly T[]) => list[Math.floor(random() * list.length)];

/** The server's table: 80 tickets opened in spring 2025. */
const TICKETS: Ticket[] = Array.from({ length: 80 }, (_, index) => {
  const day = 1 + Math.floor(random() * 60);
  const opened = new Date(Date.UTC(2025, 2, day));
  return {
    id: 4100 + index,
    subject: pick(SUBJECTS),
    customer: pick(CUSTOMERS),
    priority: pick(PRIORITIES),
    status: pick(STATUSES),
    opened: opened.toISOString().slice(0, 10),
  };
});

const matchesItem = (ticket: Ticket, item: GridFilterModel['items'][number]) => {
  if (item.value == null || item.value === '') {
    return true; // An unfinished condition filters nothing, as on the client.
  }
  const cell = String(ticket[item.field as keyof Ticket]).toLowerCase();
  const value = String(item.value).toLowerCase();
  switch (item.operator) {
    case 'contains':
      return cell.includes(value);
    case 'is':
      return cell === value;
    case 'not':
      return cell !== value;
    default:
      return true; // Operators the API doesn't know are ignored.
  }
};

/**
 * A fake API endpoint: applies the filter model the way a real server would (here, in
 * memory), after a network-like delay.
 */
export function fetchTickets(filterModel: GridFilterModel, latency = 700) {
  const words = (filterModel.quickFilterValues ?? []).map((word) =>
    String(word).toLowerCase(),
  );
  const rows = TICKETS.filter(
    (ticket) =>
      filterModel.items.every((item) => matchesItem(ticket, item)) &&
      words.every((word) =>
        [ticket.subject, ticket.customer, String(ticket.id)].some((text) =>
          text.toLowerCase().includes(word),
        ),
      ),
  );
  return new Promise<Ticket[]>((resolve) => {
    setTimeout(() => resolve(rows), latency);
  });
}
