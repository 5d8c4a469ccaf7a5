export interface CartItem {
  id: string;
  name: string;
  detail: string;
  quantity: number;
  /** Unit price in dollars. */
  price: number;
  /** CSS background used as the product thumbnail. */
  swatch: string;
}

export const CART: CartItem[] = [
  {
    id: 'mug',
    name: 'Speckled stoneware mug',
    detail: 'Oat glaze, 350 ml',
    quantity: 2,
    price: 24,
    swatch: 'radial-gradient(circle at 30% 30%, #fdf6e3 0 35%, #e8dcc0 36% 60%, #c9b48a 61%)',
  },
  {
    id: 'bowl',
    name: 'Ash-glaze serving bowl',
    detail: 'Sea green, 24 cm',
    quantity: 1,
    price: 64,
    swatch: 'radial-gradient(circle at 40% 35%, #b7e4d8 0 30%, #5fa89a 31% 65%, #2f6f66 66%)',
  },
  {
    id: 'towels',
    name: 'Linen tea towels',
    detail: 'Set of two, natural',
    quantity: 1,
    price: 22,
    swatch: 'repeating-linear-gradient(90deg, #e7e0d4 0 6px, #d6cbb8 6px 8px)',
  },
];

export const SHIPPING_METHODS = {
  standard: { label: 'Standard', detail: '4 to 6 working days', price: 0 },
  express: { label: 'Express', detail: '1 to 2 working days', price: 12 },
} as const;

export type ShippingMethod = keyof typeof SHIPPING_METHODS;

export const TAX_RATE = 0.08;

export const COUNTRIES = [
  'United States',
  'Canada',
  'United Kingdom',
  'Ireland',
  'Germany',
  'France',
  'Netherlands',
  'Australia',
  'Japan',
];

export type Address = {
  firstName: string;
  lastName: string;
  email: string;
  address1: string;
  address2: string;
  city: string;
  region: string;
  postalCode: string;
  country: string;
  shipping: ShippingMethod;
};

export type Payment = {
  cardName: string;
  cardNumber: string;
  expiry: string;
  cvc: string;
  billingSameAsShipping: boolean;
};

export const EMPTY_ADDRESS: Address = {
  firstName: '',
  lastName: '',
  email: '',
  address1: '',
  address2: '',
  city: '',
  region: '',
  postalCode: '',
  country: 'United States',
  shipping: 'standard',
};

export const EMPTY_PAYMENT: Payment = {
  cardName: '',
  cardNumber: '',
  expiry: '',
  cvc: '',
  billingSameAsShipping: true,
};

export function totals(shipping: ShippingMethod) {
  const subtotal = CART.reduce((sum, item) => sum + item.price * item.quantity, 0);
  const shippingCost = SHIPPING_METHODS[shipping].price;
  const tax = Math.round(subtotal * TAX_RATE * 100) / 100;
  return { subtotal, shipping: shippingCost, tax, total: subtotal + shippingCost + tax };
}

export function money(amount: number): string {
  return `$${amount.toFixed(2)}`;
}

/** Card number as typed, grouped in fours: "4242424242424242" → "4242 4242 4242 4242". */
export function formatCardNumber(value: string): string {
  return value
    .replace(/\D/g, '')
    .slice(0, 19)
    .replace(/(\d{4})(?=\d)/g, '$1 ');
}

/** Expiry as typed, "0427" → "04/27". */
export function formatExpiry(value: string): string {
  const digits = value.replace(/\D/g, '').slice(0, 4);
  return digits.length > 2 ? `${digits.slice(0, 2)}/${digits.slice(2)}` : digits;
}

function passesLuhn(digits: string): boolean {
  let sum = 0;
  for (let index = 0; index < digits.length; index += 1) {
    let digit = Number(digits[digits.length - 1 - index]);
    if (index % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

export function validateCardNumber(value: string): string | undefined {
  const digits = value.replace(/\s/g, '');
  if (!digits) return 'Card number is required.';
  if (!/^\d{13,19}$/.test(digits) || !passesLuhn(digits))
    return 'Enter a valid card number, such as 4242 4242 4242 4242.';
  return undefined;
}

export function validateExpiry(value: string, now = new Date()): string | undefined {
  if (!value) return 'Expiry date is required.';
  const match = /^(\d{2})\/(\d{2})$/.exec(value);
  const month = match ? Number(match[1]) : 0;
  if (!match || month < 1 || month > 12) return 'Use the format MM/YY.';
  const year = 2000 + Number(match[2]);
  const lastValidMonth = year * 12 + month;
  if (lastValidMonth < now.getFullYear() * 12 + now.getMonth() + 1) return 'This card has expired.';
  return undefined;
}

export function validateCvc(value: string): string | undefined {
  if (!value) return 'Security code is required.';
  if (!/^\d{3,4}$/.test(value)) return 'The security code is the 3 or 4 digits on your card.';
  return undefined;
}

export function validatePostalCode(value: string): string | undefined {
  if (!value.trim()) return 'Postal code is required.';
  if (!/^[A-Za-z0-9][A-Za-z0-9 -]{1,9}$/.test(value.trim())) return 'Enter a valid postal code.';
  return undefined;
}
