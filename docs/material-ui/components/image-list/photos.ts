export interface Photo {
  src: string;
  title: string;
  /** The artist for landscapes, the price for dishes. */
  caption: string;
  alt: string;
}

const base = '/img/demos/image-list';

export const landscapes: Photo[] = [
  {
    src: `${base}/mountain-lake.svg`,
    title: 'Alpine lake',
    caption: 'Mirela Vuk',
    alt: 'Snow-capped mountains and pine trees above a still blue lake at sunrise',
  },
  {
    src: `${base}/desert-dunes.svg`,
    title: 'Dunes at dusk',
    caption: 'Youssef Amrani',
    alt: 'Layered orange sand dunes under a low sun, with two cacti and birds',
  },
  {
    src: `${base}/coastal-cliffs.svg`,
    title: 'Sea cliffs',
    caption: 'Niamh Doyle',
    alt: 'A cottage on a grassy cliff above a turquoise sea, a sailboat offshore',
  },
  {
    src: `${base}/lavender-field.svg`,
    title: 'Lavender rows',
    caption: 'Claire Fontaine',
    alt: 'Rows of purple lavender leading to a farmhouse and a lone tree',
  },
  {
    src: `${base}/lighthouse.svg`,
    title: 'Harbour light',
    caption: 'Niamh Doyle',
    alt: 'A red and white striped lighthouse casting its beam over the sea at night',
  },
  {
    src: `${base}/city-skyline.svg`,
    title: 'City at night',
    caption: 'Kenji Mori',
    alt: 'Dark towers with rows of lit windows under a full moon',
  },
  {
    src: `${base}/stone-bridge.svg`,
    title: 'Old stone bridge',
    caption: 'Mirela Vuk',
    alt: 'A stone bridge with three arches over a river between green hills',
  },
  {
    src: `${base}/windmill.svg`,
    title: 'Windmill',
    caption: 'Pieter de Wit',
    alt: 'A white windmill with four sails on a golden field beside a wooden fence',
  },
];

export const dishes: Photo[] = [
  {
    src: `${base}/pizza.svg`,
    title: 'Salami pizza',
    caption: '€11.50',
    alt: 'A pizza with tomato, mozzarella, salami, olives and basil',
  },
  {
    src: `${base}/ramen.svg`,
    title: 'Shoyu ramen',
    caption: '€13.00',
    alt: 'A bowl of ramen with noodles, a soft-boiled egg, nori and spring onions',
  },
  {
    src: `${base}/breakfast.svg`,
    title: 'Coffee and croissant',
    caption: '€4.80',
    alt: 'A cup of coffee beside a croissant, with blueberries and raspberries',
  },
  {
    src: `${base}/citrus-bowl.svg`,
    title: 'Citrus salad',
    caption: '€6.20',
    alt: 'Two oranges and a lemon in a blue bowl, with an orange slice beside it',
  },
];
