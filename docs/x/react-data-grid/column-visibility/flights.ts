export interface Flight {
  id: string;
  flight: string;
  airline: string;
  from: string;
  to: string;
  departure: string;
  gate: string;
  aircraft: string;
  seats: number;
  status: string;
}

export const flights: Flight[] = [
  {
    id: 'LH401-0412',
    flight: 'LH 401',
    airline: 'Lufthansa',
    from: 'Frankfurt',
    to: 'New York JFK',
    departure: '10:35',
    gate: 'Z25',
    aircraft: 'Boeing 747-8',
    seats: 364,
    status: 'Boarding',
  },
  {
    id: 'BA117-0412',
    flight: 'BA 117',
    airline: 'British Airways',
    from: 'London Heathrow',
    to: 'New York JFK',
    departure: '11:20',
    gate: 'B43',
    aircraft: 'Airbus A380',
    seats: 469,
    status: 'On time',
  },
  {
    id: 'AF1234-0412',
    flight: 'AF 1234',
    airline: 'Air France',
    from: 'Paris CDG',
    to: 'Barcelona',
    departure: '11:45',
    gate: 'F32',
    aircraft: 'Airbus A320',
    seats: 174,
    status: 'Delayed',
  },
  {
    id: 'KL1002-0412',
    flight: 'KL 1002',
    airline: 'KLM',
    from: 'Amsterdam',
    to: 'London Heathrow',
    departure: '12:10',
    gate: 'D7',
    aircraft: 'Embraer 190',
    seats: 100,
    status: 'On time',
  },
  {
    id: 'IB3166-0412',
    flight: 'IB 3166',
    airline: 'Iberia',
    from: 'Madrid',
    to: 'Paris Orly',
    departure: '12:55',
    gate: 'J48',
    aircraft: 'Airbus A321',
    seats: 200,
    status: 'Cancelled',
  },
  {
    id: 'SK1415-0412',
    flight: 'SK 1415',
    airline: 'SAS',
    from: 'Copenhagen',
    to: 'Oslo',
    departure: '13:30',
    gate: 'A12',
    aircraft: 'Airbus A320neo',
    seats: 180,
    status: 'On time',
  },
  {
    id: 'TP1362-0412',
    flight: 'TP 1362',
    airline: 'TAP Air Portugal',
    from: 'Lisbon',
    to: 'London Gatwick',
    departure: '14:05',
    gate: '14',
    aircraft: 'Airbus A321neo',
    seats: 216,
    status: 'Delayed',
  },
];
