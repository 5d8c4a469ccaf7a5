export interface InvoiceLine {
  id: string;
  kind: 'item' | 'subtotal' | 'tax' | 'total';
  description: string;
  quantity?: number;
  unitPrice?: number;
  amount: number;
}

const items = [
  { description: 'Oak dining table, 180 cm', quantity: 1, unitPrice: 1290 },
  { description: 'Upholstered dining chair, sage', quantity: 6, unitPrice: 189 },
  { description: 'Linen table runner', quantity: 2, unitPrice: 34.5 },
  { description: 'White-glove delivery and assembly', quantity: 1, unitPrice: 120 },
];

const TAX_RATE = 0.2;

const itemLines: InvoiceLine[] = items.map((item, index) => ({
  id: `item-${index + 1}`,
  kind: 'item',
  ...item,
  amount: item.quantity * item.unitPrice,
}));

const subtotal = itemLines.reduce((sum, line) => sum + line.amount, 0);
const tax = Math.round(subtotal * TAX_RATE * 100) / 100;

export const invoiceLines: InvoiceLine[] = [
  ...itemLines,
  { id: 'subtotal', kind: 'subtotal', description: 'Subtotal', amount: subtotal },
  { id: 'tax', kind: 'tax', description: 'VAT (20%)', amount: tax },
  { id: 'total', kind: 'total', description: 'Total due', amount: subtotal + tax },
];

export const money = new Intl.NumberFormat('en-GB', {
  style: 'currency',
  currency: 'GBP',
});
