export type TransportMode = 'Air' | 'Sea' | 'Road' | 'Rail';
export type ShipmentStatus =
  'Booked' | 'In transit' | 'Customs hold' | 'Delayed' | 'Delivered';

export interface Shipment {
  id: string;
  customer: string;
  carrier: string;
  mode: TransportMode;
  origin: string;
  destination: string;
  weightKg: number;
  freightCost: number;
  progress: number;
  status: ShipmentStatus;
  departed: Date;
  eta: Date;
  priority: boolean;
}

function mulberry32(seed: number) {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const customers = [
  'Nordhavn Furniture',
  'Solano Foods',
  'Kestrel Outdoor',
  'Marigold Cosmetics',
  'Ironbridge Tools',
  'Lumen Electronics',
  'Bayside Apparel',
  'Orchard Pharma',
  'Tidewater Wines',
  'Quarry Ceramics',
];

const carriersByMode: Record<TransportMode, string[]> = {
  Air: ['SkyBridge Cargo', 'Meridian Air Freight'],
  Sea: ['Blue Anchor Lines', 'Corsair Shipping'],
  Road: ['Highland Haulage', 'Ostrava Trucking'],
  Rail: ['Continental Rail', 'Silk Route Rail'],
};

const lanes: [string, string, TransportMode[]][] = [
  ['Rotterdam', 'Shanghai', ['Sea', 'Air']],
  ['Hamburg', 'New York', ['Sea', 'Air']],
  ['Lyon', 'Milan', ['Road', 'Rail']],
  ['Warsaw', 'Madrid', ['Road', 'Rail']],
  ['Duisburg', 'Chongqing', ['Rail']],
  ['Singapore', 'Sydney', ['Sea', 'Air']],
  ['Antwerp', 'Manchester', ['Road']],
  ['Dubai', 'Nairobi', ['Air']],
  ['Santos', 'Valencia', ['Sea']],
  ['Chicago', 'Mexico City', ['Road', 'Rail']],
];

const transitDays: Record<TransportMode, number> = {
  Air: 3,
  Sea: 32,
  Road: 4,
  Rail: 16,
};

const costPerKg: Record<TransportMode, number> = {
  Air: 4.2,
  Sea: 0.35,
  Road: 0.9,
  Rail: 0.6,
};

const DAY = 86400000;
/** The desk's "today": every status is computed against this fixed date. */
export const deskDate = new Date(Date.UTC(2024, 9, 15));

function buildShipments(count: number): Shipment[] {
  const random = mulberry32(7731);
  const pick = <T>(list: readonly T[]) => list[Math.floor(random() * list.length)];
  return Array.from({ length: count }, (_, index) => {
    const [origin, destination, modes] = pick(lanes);
    const mode = pick(modes);
    const days = transitDays[mode];
    const departed = new Date(
      deskDate.getTime() - Math.floor(random() * (days + 10)) * DAY,
    );
    const eta = new Date(departed.getTime() + days * DAY);
    const elapsed = (deskDate.getTime() - departed.getTime()) / DAY;
    const weightKg =
      mode === 'Air'
        ? 50 + Math.round(random() * 900)
        : 800 + Math.round(random() * 18000);
    const roll = random();
    let status: ShipmentStatus;
    let progress = Math.min(100, Math.round((elapsed / days) * 100));
    if (elapsed <= 0) {
      status = 'Booked';
      progress = 0;
    } else if (progress >= 100) {
      status = roll < 0.8 ? 'Delivered' : 'Delayed';
      progress = status === 'Delivered' ? 100 : 90 + Math.floor(roll * 9);
    } else if (roll < 0.08) {
      status = 'Customs hold';
    } else if (roll < 0.16) {
      status = 'Delayed';
    } else {
      status = 'In transit';
    }
    return {
      id: `SHP-${String(24100 + index)}`,
      customer: pick(customers),
      carrier: pick(carriersByMode[mode]),
      mode,
      origin,
      destination,
      weightKg,
      freightCost: Math.round(weightKg * costPerKg[mode] * (0.9 + random() * 0.3)),
      progress,
      status,
      departed,
      eta,
      priority: random() < 0.15,
    };
  });
}

export const shipments = buildShipments(320);

export const money = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'EUR',
  maximumFractionDigits: 0,
});

export const shortDate = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'short',
  timeZone: 'UTC',
});
