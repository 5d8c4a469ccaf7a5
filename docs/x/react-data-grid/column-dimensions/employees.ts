export interface Employee {
  id: number;
  name: string;
  role: string;
  department: string;
  office: string;
  email: string;
  salary: number;
}

export const employees: Employee[] = [
  {
    id: 1,
    name: 'Grace Adeyemi',
    role: 'Engineering manager',
    department: 'Engineering',
    office: 'London',
    email: 'grace.adeyemi@northwind.example',
    salary: 132000,
  },
  {
    id: 2,
    name: 'Tomás Ruiz',
    role: 'Frontend engineer',
    department: 'Engineering',
    office: 'Madrid',
    email: 'tomas.ruiz@northwind.example',
    salary: 84500,
  },
  {
    id: 3,
    name: 'Mei Lin',
    role: 'Product designer',
    department: 'Design',
    office: 'Singapore',
    email: 'mei.lin@northwind.example',
    salary: 91000,
  },
  {
    id: 4,
    name: 'Oskar Nowak',
    role: 'Data analyst',
    department: 'Finance',
    office: 'Warsaw',
    email: 'oskar.nowak@northwind.example',
    salary: 67800,
  },
  {
    id: 5,
    name: 'Fatima Zahra Benali',
    role: 'Senior customer success specialist',
    department: 'Customer success',
    office: 'Casablanca',
    email: 'fatima.benali@northwind.example',
    salary: 58200,
  },
  {
    id: 6,
    name: 'Jack Thompson',
    role: 'Site reliability engineer',
    department: 'Engineering',
    office: 'Sydney',
    email: 'jack.thompson@northwind.example',
    salary: 118400,
  },
  {
    id: 7,
    name: 'Ana Costa',
    role: 'Recruiter',
    department: 'People',
    office: 'Lisbon',
    email: 'ana.costa@northwind.example',
    salary: 54000,
  },
  {
    id: 8,
    name: 'Ravi Iyer',
    role: 'Backend engineer',
    department: 'Engineering',
    office: 'Bengaluru',
    email: 'ravi.iyer@northwind.example',
    salary: 76300,
  },
];

export const salaryFormat = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  maximumFractionDigits: 0,
});
