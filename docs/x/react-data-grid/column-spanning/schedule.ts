export interface Slot {
  id: number;
  time: string;
  auditorium: string;
  harbourRoom: string;
  gardenRoom: string;
  // How many room columns the first session covers (1 to 3).
  span: number;
  kind: 'talk' | 'break';
}

export const schedule: Slot[] = [
  {
    id: 1,
    time: '09:00',
    auditorium: 'Opening keynote: Ten years of design systems',
    harbourRoom: '',
    gardenRoom: '',
    span: 3,
    kind: 'talk',
  },
  {
    id: 2,
    time: '10:00',
    auditorium: 'Accessible data tables',
    harbourRoom: 'Theming at scale',
    gardenRoom: 'Testing React components',
    span: 1,
    kind: 'talk',
  },
  {
    id: 3,
    time: '11:00',
    auditorium: 'Workshop: Building a dashboard, part 1',
    harbourRoom: '',
    gardenRoom: 'Animation without jank',
    span: 2,
    kind: 'talk',
  },
  {
    id: 4,
    time: '12:00',
    auditorium: 'Lunch in the atrium',
    harbourRoom: '',
    gardenRoom: '',
    span: 3,
    kind: 'break',
  },
  {
    id: 5,
    time: '13:00',
    auditorium: 'Workshop: Building a dashboard, part 2',
    harbourRoom: '',
    gardenRoom: 'Server components in practice',
    span: 2,
    kind: 'talk',
  },
  {
    id: 6,
    time: '14:00',
    auditorium: 'Localising a product for 30 markets',
    harbourRoom: 'Forms that forgive',
    gardenRoom: 'Performance budgets',
    span: 1,
    kind: 'talk',
  },
  {
    id: 7,
    time: '15:00',
    auditorium: 'Closing panel and prize draw',
    harbourRoom: '',
    gardenRoom: '',
    span: 3,
    kind: 'talk',
  },
];
