export interface TeamMember {
  name: string;
  role: string;
}

export const team: TeamMember[] = [
  { name: 'Amara Okafor', role: 'Design lead' },
  { name: 'Jonas Weber', role: 'Front-end engineer' },
  { name: 'Lucía Fernández', role: 'Technical writer' },
];
