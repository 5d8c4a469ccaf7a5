export type CourseStatus = 'Published' | 'Draft' | 'Archived';

export interface Course {
  id: number;
  title: string;
  instructor: string;
  price: number;
  productionCost: number;
  rating: number;
  completion: number;
  status: CourseStatus;
}

export const courses: Course[] = [
  {
    id: 1,
    title: 'Bread baking fundamentals',
    instructor: 'Elena Petrova',
    price: 49,
    productionCost: 1800,
    rating: 5,
    completion: 0.82,
    status: 'Published',
  },
  {
    id: 2,
    title: 'Watercolour landscapes',
    instructor: 'Kwame Mensah',
    price: 39,
    productionCost: 2400,
    rating: 4,
    completion: 0.64,
    status: 'Published',
  },
  {
    id: 3,
    title: 'Intro to home electrics',
    instructor: 'Liam O’Connor',
    price: 59,
    productionCost: 3100,
    rating: 3,
    completion: 0.41,
    status: 'Published',
  },
  {
    id: 4,
    title: 'Conversational Japanese I',
    instructor: 'Yuki Tanaka',
    price: 79,
    productionCost: 5200,
    rating: 5,
    completion: 0.57,
    status: 'Published',
  },
  {
    id: 5,
    title: 'Sourdough beyond the basics',
    instructor: 'Elena Petrova',
    price: 59,
    productionCost: 1500,
    rating: 0,
    completion: 0,
    status: 'Draft',
  },
  {
    id: 6,
    title: 'Film photography',
    instructor: 'Marcus Webb',
    price: 29,
    productionCost: 2100,
    rating: 2,
    completion: 0.23,
    status: 'Archived',
  },
  {
    id: 7,
    title: 'Personal budgeting in spreadsheets',
    instructor: 'Aisha Karim',
    price: 35,
    productionCost: 900,
    rating: 4,
    completion: 0.76,
    status: 'Published',
  },
  {
    id: 8,
    title: 'Beginner bouldering technique',
    instructor: 'Jonas Berg',
    price: 45,
    productionCost: 2700,
    rating: 3,
    completion: 0.35,
    status: 'Published',
  },
];
